import type { MonthlySummary, SummaryPaymentItem, SummaryReservation } from '@app/shared/summaries';
import { skipToken } from '@reduxjs/toolkit/query';
import { failureText } from '../admin-shell/admin-api';
import {
  SUMMARY_EMAIL_KEY,
  SUMMARY_PDF_KEY,
  useDownloadSummaryPdfMutation,
  useGenerateSummaryQuery,
  useSendSummaryEmailMutation,
  useSummaryDetailsQuery,
} from './summaries-api';
import type { SummaryMonth } from './summary-month';

// One empty list for every render: hooks that depend on these do not run again for nothing.
const NO_RESERVATIONS: SummaryReservation[] = [];
const NO_PAYMENTS: SummaryPaymentItem[] = [];

/**
 * The monthly summary of SPEC.md sections 3 and 4 for one month: its figures, lists and summary object,
 * and the flags loading, success, pdfDownloading and emailSending. A new summary shows 0, 0 and 0.
 */
export interface SummaryState {
  totalReservations: number;
  totalPayments: number;
  totalRevenue: number;
  summary: MonthlySummary | null;
  reservations: SummaryReservation[];
  payments: SummaryPaymentItem[];
  /** The month's figures or lists are being fetched. */
  loading: boolean;
  /** The last fetch of the month succeeded: what is shown is that month's. */
  success: boolean;
  pdfDownloading: boolean;
  emailSending: boolean;
  error: string | null;
  /** Generate again, then the lists (the retry of a failure). */
  reload: () => void;
  /** Every flag of the PDF and the e-mail down, their failures forgotten. */
  reset: () => void;
}

/** The PDF download and the e-mail of the summaries, shared by the page and the send dialog. */
export function useSummaryActions() {
  const [downloadPdf, pdf] = useDownloadSummaryPdfMutation({ fixedCacheKey: SUMMARY_PDF_KEY });
  const [sendEmail, email] = useSendSummaryEmailMutation({ fixedCacheKey: SUMMARY_EMAIL_KEY });
  return { downloadPdf, sendEmail, pdf, email };
}

/**
 * POST /summaries/generate, then GET the month's lists (SPEC.md section 7). Answers for a month left
 * behind never show: each month is its own cache entry.
 */
export function useSummary(month: SummaryMonth): SummaryState {
  const generated = useGenerateSummaryQuery(month);
  const details = useSummaryDetailsQuery(generated.currentData ? month : skipToken);
  const { pdf, email } = useSummaryActions();
  const summary = details.currentData?.summary ?? generated.currentData ?? null;
  const failed = generated.isError ? generated.error : details.isError ? details.error : null;
  return {
    totalReservations: summary?.totalReservations ?? 0,
    totalPayments: summary?.totalPayments ?? 0,
    totalRevenue: summary?.totalRevenue ?? 0,
    summary,
    reservations: details.currentData?.reservations ?? NO_RESERVATIONS,
    payments: details.currentData?.payments ?? NO_PAYMENTS,
    loading: generated.isFetching || details.isFetching,
    success: failed === null && generated.currentData !== undefined,
    pdfDownloading: pdf.isLoading,
    emailSending: email.isLoading,
    error: failed ? failureText(failed) : (failureText(pdf.error) ?? failureText(email.error)),
    reload: () => {
      void generated.refetch();
      if (!details.isUninitialized) void details.refetch();
    },
    reset: () => {
      pdf.reset();
      email.reset();
    },
  };
}
