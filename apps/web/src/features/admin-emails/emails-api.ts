import type { MailSettings, MailStatus, OutboxItem, OutboxMessage } from '@app/shared/mail';
import { adminApi, listTotal } from '../admin-shell/admin-api';
import { adminMessages } from '../admin-shell/admin-messages';

export const OUTBOX_PAGE_SIZE = 25;

/** The outbox filter: every message, or those in one state. */
export type OutboxFilter = MailStatus | 'all';

export interface OutboxQuery {
  filter: OutboxFilter;
  offset: number;
}

export interface OutboxPage {
  items: OutboxItem[];
  /** Messages that match the filter, all pages (X-Total-Count). */
  total: number;
}

// Queuing a message again changes the outbox (its pages, the message open in the preview) and the counts
// per state: both are asked again. Saving a setting keeps the answer as the settings.
export const emailsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /mail/outbox: one page, of one state when filtered. */
    outbox: build.query<OutboxPage, OutboxQuery>({
      query: ({ filter, offset }) => ({
        url: '/mail/outbox',
        params: { limit: OUTBOX_PAGE_SIZE, offset, ...(filter === 'all' ? {} : { status: filter }) },
      }),
      extraOptions: { fallback: adminMessages.fetchEmails },
      transformResponse: (items: OutboxItem[], meta, { offset }) => ({
        items,
        total: listTotal(meta, offset, items.length),
      }),
      providesTags: ['Outbox'],
    }),

    /** GET /mail/outbox/:id: the message with its parts, for the preview (which says its failure). */
    outboxMessage: build.query<OutboxMessage, number>({
      query: (id) => ({ url: `/mail/outbox/${id}` }),
      extraOptions: { fallback: adminMessages.fetchEmail, quiet: true },
      providesTags: ['Outbox'],
    }),

    /** POST /mail/outbox/:id/retry: queues a failed message again. */
    retryOutboxMessage: build.mutation<OutboxItem, number>({
      query: (id) => ({ url: `/mail/outbox/${id}/retry`, method: 'POST' }),
      extraOptions: { fallback: adminMessages.retryEmail },
      invalidatesTags: (_result, error) => (error ? [] : ['Outbox', 'MailStatus']),
    }),

    /** GET /mail/settings: the automatic e-mails the owner can switch on. */
    mailSettings: build.query<MailSettings, void>({
      query: () => ({ url: '/mail/settings' }),
      extraOptions: { fallback: adminMessages.fetchEmails },
    }),

    /** PUT /mail/settings with the changed switches; the answer is the settings now. */
    saveMailSettings: build.mutation<MailSettings, Partial<MailSettings>>({
      query: (changes) => ({ url: '/mail/settings', method: 'PUT', body: changes }),
      extraOptions: { fallback: adminMessages.saveEmailSettings },
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(emailsApi.util.upsertQueryData('mailSettings', undefined, data));
      },
    }),
  }),
});

export const {
  useOutboxQuery,
  useOutboxMessageQuery,
  useRetryOutboxMessageMutation,
  useMailSettingsQuery,
  useSaveMailSettingsMutation,
} = emailsApi;
