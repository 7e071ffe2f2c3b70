import type { MailStatusResponse } from '@app/shared/mail';
import { adminApi } from './admin-api';
import { adminMessages } from './admin-messages';

// Two screens read it: the e-mails page (is e-mail working, the counts per state) and the summaries
// (no business address, no sending). Both say its failure themselves, or do without it: quiet.
export const mailStatusApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /mail/status: whether e-mail can be delivered, where business mail goes, counts per state. */
    mailStatus: build.query<MailStatusResponse, void>({
      query: () => ({ url: '/mail/status' }),
      extraOptions: { fallback: adminMessages.fetchEmails, quiet: true },
      providesTags: ['MailStatus'],
    }),
  }),
});

export const { useMailStatusQuery } = mailStatusApi;
