import type { BookingLead, ContactMessage } from '@app/shared/inbox';
import { adminApi, listTotal } from '../admin-shell/admin-api';
import { adminMessages } from '../admin-shell/admin-messages';
import { removeItem, replaceItem } from '../admin-shell/load-status';

export type InboxKind = 'messages' | 'bookings';
export interface InboxEntries {
  messages: ContactMessage;
  bookings: BookingLead;
}
export type InboxEntry = ContactMessage | BookingLead;

const endpoints: Record<InboxKind, string> = { messages: '/contact', bookings: '/bookings' };

export const INBOX_PAGE_SIZE = 20;

export interface InboxQuery {
  kind: InboxKind;
  offset: number;
  unreadOnly: boolean;
}

export interface InboxPage {
  items: InboxEntry[];
  /** Entries that match the filter, all pages (X-Total-Count). */
  total: number;
}

export type UnreadCounts = Record<InboxKind, number>;

// Marking an entry read changes it in place on every loaded page (an unread-only list keeps it until it
// is loaded again) and the unread counts; a delete takes it out, and the pages and counts ask again.
export const inboxApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /contact or /bookings: one page, unread ones only when asked. */
    inbox: build.query<InboxPage, InboxQuery>({
      query: ({ kind, offset, unreadOnly }) => ({
        url: endpoints[kind],
        params: { limit: INBOX_PAGE_SIZE, offset, ...(unreadOnly ? { unread: 'true' } : {}) },
        fallback: kind === 'messages' ? adminMessages.fetchMessages : adminMessages.fetchBookings,
      }),
      transformResponse: (items: InboxEntry[], meta, { offset }) => ({
        items,
        total: listTotal(meta, offset, items.length),
      }),
      providesTags: (_result, _error, { kind }) => [{ type: 'Inbox', id: kind }],
    }),

    /**
     * How many unread messages and booking requests there are (one entry each is enough: the header
     * counts). The navigation polls it in the background: its failure stays out of the snackbar.
     */
    unreadCounts: build.query<UnreadCounts, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const [messages, bookings] = await Promise.all(
          (['messages', 'bookings'] as const).map((kind) =>
            baseQuery({ url: endpoints[kind], params: { unread: 'true', limit: 1 } }),
          ),
        );
        const failed = [messages, bookings].find((result) => result?.error);
        if (failed?.error) return { error: failed.error, meta: failed.meta };
        const count = (result: typeof messages) =>
          listTotal(result?.meta, 0, Array.isArray(result?.data) ? result.data.length : 0);
        return { data: { messages: count(messages), bookings: count(bookings) } };
      },
      extraOptions: { fallback: adminMessages.fetchMessages, quiet: true },
      providesTags: ['InboxUnread'],
    }),

    /** PATCH /contact/:id or /bookings/:id `{read}` */
    setInboxRead: build.mutation<InboxEntry, { kind: InboxKind; id: number; read: boolean }>({
      query: ({ kind, id, read }) => ({ url: `${endpoints[kind]}/${id}`, method: 'PATCH', body: { read } }),
      extraOptions: { fallback: adminMessages.updateInbox },
      async onQueryStarted({ kind }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of inboxApi.util.selectCachedArgsForQuery(getState(), 'inbox')) {
          if (args.kind !== kind) continue;
          dispatch(inboxApi.util.updateQueryData('inbox', args, (page) => replaceItem(page.items, data)));
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['InboxUnread']),
    }),

    /** DELETE /contact/:id or /bookings/:id */
    deleteInboxEntry: build.mutation<null, { kind: InboxKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${endpoints[kind]}/${id}`, method: 'DELETE' }),
      extraOptions: { fallback: adminMessages.deleteInbox },
      async onQueryStarted({ kind, id }, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        for (const args of inboxApi.util.selectCachedArgsForQuery(getState(), 'inbox')) {
          if (args.kind !== kind) continue;
          dispatch(
            inboxApi.util.updateQueryData('inbox', args, (page) => {
              if (removeItem(page.items, id)) page.total = Math.max(0, page.total - 1);
            }),
          );
        }
      },
      invalidatesTags: (_result, error, { kind }) =>
        error ? [] : [{ type: 'Inbox', id: kind }, 'InboxUnread'],
    }),
  }),
});

export const { useInboxQuery, useUnreadCountsQuery, useSetInboxReadMutation, useDeleteInboxEntryMutation } =
  inboxApi;
