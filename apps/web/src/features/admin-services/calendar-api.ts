import type {
  BlockInput,
  CalendarBlock,
  CalendarImport,
  CalendarImportInput,
  ServiceCalendar,
  SyncResult,
} from '@app/shared/calendars';
import type { ServiceType } from '@app/shared/catalog';
import { adminApi } from '../admin-shell/admin-api';
import { adminMessages } from '../admin-shell/admin-messages';

type ServiceRef = { type: ServiceType; id: number };
/** A service's calendar, and the lists of every service (conflicts, the timeline's blocks) it is in. */
const calendarTag = (id: number) => [
  { type: 'Calendar' as const, id },
  { type: 'Calendar' as const, id: 'conflicts' },
  { type: 'Calendar' as const, id: 'fleet' },
];

// The calendar sync of one service (ARCHITECTURE.md "Calendar sync"); a write asks for the panel again.
export const calendarApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    serviceCalendar: build.query<ServiceCalendar, ServiceRef>({
      query: ({ type, id }) => ({ url: `/${type}/${id}/calendar` }),
      extraOptions: { fallback: adminMessages.fetchCalendar },
      providesTags: (_result, _error, { id }) => calendarTag(id),
    }),
    renewCalendarToken: build.mutation<{ exportUrl: string }, ServiceRef>({
      query: ({ type, id }) => ({ url: `/${type}/${id}/calendar/token`, method: 'POST' }),
      extraOptions: { fallback: adminMessages.updateCalendar },
      invalidatesTags: (_result, error, { id }) => (error ? [] : calendarTag(id)),
    }),
    addCalendarImport: build.mutation<CalendarImport, ServiceRef & { input: CalendarImportInput }>({
      query: ({ type, id, input }) => ({
        url: `/${type}/${id}/calendar/imports`,
        method: 'POST',
        body: input,
      }),
      extraOptions: { fallback: adminMessages.updateCalendar },
      invalidatesTags: (_result, error, { id }) => (error ? [] : calendarTag(id)),
    }),
    syncCalendarImport: build.mutation<SyncResult, { serviceId: number; importId: number }>({
      query: ({ importId }) => ({ url: `/calendar-imports/${importId}/sync`, method: 'POST' }),
      extraOptions: { fallback: adminMessages.updateCalendar },
      invalidatesTags: (_result, _error, { serviceId }) => calendarTag(serviceId),
    }),
    deleteCalendarImport: build.mutation<null, { serviceId: number; importId: number }>({
      query: ({ importId }) => ({ url: `/calendar-imports/${importId}`, method: 'DELETE' }),
      extraOptions: { fallback: adminMessages.updateCalendar },
      invalidatesTags: (_result, error, { serviceId }) => (error ? [] : calendarTag(serviceId)),
    }),
    addBlock: build.mutation<CalendarBlock, ServiceRef & { input: BlockInput }>({
      query: ({ type, id, input }) => ({ url: `/${type}/${id}/blocks`, method: 'POST', body: input }),
      extraOptions: { fallback: adminMessages.updateCalendar },
      invalidatesTags: (_result, error, { id }) => (error ? [] : calendarTag(id)),
    }),
    deleteBlock: build.mutation<null, { serviceId: number; blockId: number }>({
      query: ({ blockId }) => ({ url: `/blocks/${blockId}`, method: 'DELETE' }),
      extraOptions: { fallback: adminMessages.updateCalendar },
      invalidatesTags: (_result, error, { serviceId }) => (error ? [] : calendarTag(serviceId)),
    }),
  }),
});

export const {
  useServiceCalendarQuery,
  useRenewCalendarTokenMutation,
  useAddCalendarImportMutation,
  useSyncCalendarImportMutation,
  useDeleteCalendarImportMutation,
  useAddBlockMutation,
  useDeleteBlockMutation,
} = calendarApi;
