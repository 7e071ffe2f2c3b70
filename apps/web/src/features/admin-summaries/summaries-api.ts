import { monthlySummaryFileName } from '@app/shared/documents';
import type { MailQueuedResponse } from '@app/shared/mail';
import type { MonthlySummary, SummaryDetails } from '@app/shared/summaries';
// The same download helper as the reservation PDFs: a temporary link released after 100 ms (SPEC.md 7).
import { saveBlob } from '../../lib/save-file';
import { adminApi } from '../admin-shell/admin-api';
import { summaryMessages } from './summary-messages';
import type { SummaryMonth } from './summary-month';

/** The language of the PDF and of the e-mail (the API's ?lang=, Spanish by default). */
export type SummaryLanguage = 'es' | 'en';

/** The mutation state the page and the send dialog share: emailSending is the same flag for both. */
export const SUMMARY_EMAIL_KEY = 'monthly-summary-email';
export const SUMMARY_PDF_KEY = 'monthly-summary-pdf';

const path = ({ year, month }: SummaryMonth) => `/summaries/${year}/${month}`;

// Every summary call is quiet: the page says a failure in place (or in the snackbar with its own words).
// Summaries are computed on demand: a month nobody shows is dropped at once, so coming back starts from
// an empty summary (SPEC.md section 4) and asks again. The accounting basis is the server's (decision 0006).
export const summariesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /summaries/generate {month, year}: the month's figures. */
    generateSummary: build.query<MonthlySummary, SummaryMonth>({
      query: ({ year, month }) => ({ url: '/summaries/generate', method: 'POST', body: { month, year } }),
      extraOptions: { fallback: summaryMessages.generate, quiet: true },
      keepUnusedDataFor: 0,
    }),

    /** GET /summaries/{year}/{month}: the month's reservations, payments and summary. */
    summaryDetails: build.query<SummaryDetails, SummaryMonth>({
      query: (month) => ({ url: path(month) }),
      extraOptions: { fallback: summaryMessages.fetchDetails, quiet: true },
      keepUnusedDataFor: 0,
    }),

    /** GET /summaries/{year}/{month}/pdf?lang=: saved as monthly-summary-{year}-{month}.pdf; answers that name. */
    downloadSummaryPdf: build.mutation<string, SummaryMonth & { lang: SummaryLanguage }>({
      queryFn: async ({ lang, ...month }, _api, _options, baseQuery) => {
        const result = await baseQuery({
          url: `${path(month)}/pdf`,
          params: { lang },
          responseType: 'blob',
        });
        if (result.error) return { error: result.error };
        const fileName = monthlySummaryFileName(month.year, month.month);
        saveBlob(result.data as Blob, fileName);
        return { data: fileName };
      },
      extraOptions: { fallback: summaryMessages.downloadPdf, quiet: true },
    }),

    /**
     * POST /summaries/{year}/{month}/send?lang=: the summary and its PDF are queued to the business address
     * (BUSINESS_EMAIL; without it the API answers 400 saying so).
     */
    sendSummaryEmail: build.mutation<MailQueuedResponse, SummaryMonth & { lang: SummaryLanguage }>({
      query: ({ lang, ...month }) => ({ url: `${path(month)}/send`, method: 'POST', params: { lang } }),
      extraOptions: { fallback: summaryMessages.sendEmail, quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Outbox']),
    }),
  }),
});

export const {
  useGenerateSummaryQuery,
  useSummaryDetailsQuery,
  useDownloadSummaryPdfMutation,
  useSendSummaryEmailMutation,
} = summariesApi;
