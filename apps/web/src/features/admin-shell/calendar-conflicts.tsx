import type { CalendarConflict } from '@app/shared/calendars';
import type { ServiceType } from '@app/shared/catalog';
import { bookingUnitOf } from '@app/shared/reservations';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { adminApi } from './admin-api';
import { adminMessages } from './admin-messages';
import { useFormatters } from './format';

// Two screens read it: the dashboard and a service's Calendar sync panel. Both do without it: quiet.
// A sync or a block of any service invalidates {Calendar, 'conflicts'} (admin-services/calendar-api).
const conflictsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    calendarConflicts: build.query<CalendarConflict[], void>({
      query: () => ({ url: '/calendar-conflicts' }),
      extraOptions: { fallback: adminMessages.fetchCalendar, quiet: true },
      providesTags: [{ type: 'Calendar', id: 'conflicts' }],
    }),
  }),
});

export const { useCalendarConflictsQuery } = conflictsApi;

/** The anchor of a service's Calendar sync panel on its edit page. */
export const CALENDAR_SYNC_ANCHOR = 'calendar-sync';

/** The Calendar sync panel of a service: apartments have their own edit page. */
export function calendarPanelPath(type: ServiceType, id: number): string {
  const edit = type === 'apartments' ? paths.admin.apartmentEdit(id) : paths.admin.serviceEdit(type, id);
  return `${edit}#${CALENDAR_SYNC_ANCHOR}`;
}

/**
 * Imported events that overlap one of our reservations (kept, never dropped: ARCHITECTURE.md "Calendar
 * sync"): the feed and its dates, the reservation met, and a link to each side.
 */
export function CalendarConflictList({
  conflicts,
  showService = true,
}: {
  conflicts: CalendarConflict[];
  showService?: boolean;
}) {
  const { t } = useTranslation('admin-services');
  const { date, dateTime } = useFormatters();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {conflicts.map((conflict) => {
        const show = bookingUnitOf[conflict.serviceType] === 'night' ? date : dateTime;
        return (
          <Box
            component="li"
            key={`${conflict.blockId}-${conflict.reservationId}`}
            sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.25 }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {showService && `${conflict.serviceName} · `}
              {t('calendar.conflictEvent', {
                feed: conflict.importName,
                start: show(conflict.start),
                end: show(conflict.end),
              })}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('calendar.conflictWith')}{' '}
              <Link component={RouterLink} to={paths.admin.reservationDetail(conflict.reservationId)}>
                {t('calendar.conflictReservation', { code: conflict.reservationCode })}
              </Link>
              {showService && (
                <>
                  {' · '}
                  <Link
                    component={RouterLink}
                    to={calendarPanelPath(conflict.serviceType, conflict.serviceId)}
                  >
                    {t('calendar.conflictPanel', { name: conflict.serviceName })}
                  </Link>
                </>
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The conflicts of one service, under its Calendar sync panel; nothing when it has none. */
export function ServiceConflicts({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('admin-services');
  const conflicts = useCalendarConflictsQuery().data?.filter((c) => c.serviceId === serviceId) ?? [];
  if (conflicts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="calendar-conflicts-title" sx={{ mt: 2.5 }}>
      <Typography
        id="calendar-conflicts-title"
        component="h3"
        sx={{ fontSize: 14, fontWeight: 600, mb: 1, color: 'warning.light' }}
      >
        {t('calendar.conflictsTitle', { count: conflicts.length })}
      </Typography>
      <CalendarConflictList conflicts={conflicts} showService={false} />
    </Box>
  );
}
