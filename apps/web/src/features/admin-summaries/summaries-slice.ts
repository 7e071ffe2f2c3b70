import { monthlySummaryFileName } from '@app/shared/documents';
import type { MailQueuedResponse } from '@app/shared/mail';
import type {
  MonthlySummary,
  SummaryDetails,
  SummaryPaymentItem,
  SummaryReservation,
} from '@app/shared/summaries';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
// The same download helper as the reservation PDFs: a temporary link released after 100 ms (SPEC.md 7).
import { saveBlob } from '../../lib/save-file';
import { createAdminThunk, failureMessage, failureMeta } from '../admin-shell/admin-thunk';
import { summaryMessages } from './summary-messages';
import { monthKey, type SummaryMonth } from './summary-month';

/** The language of the PDF and of the e-mail (the API's ?lang=, Spanish by default). */
export type SummaryLanguage = 'es' | 'en';

/**
 * The monthly summary of SPEC.md sections 3 and 4: the month's totals, lists and summary object, and the
 * flags loading, success, pdfDownloading and emailSending. The accounting basis (which reservations and
 * payments belong to a month) is the server's: docs/decisions/0006.
 */
export interface SummariesState {
  /** The month asked for last ('YYYY-MM'): answers for any other month arrive late and are ignored. */
  month: string | null;
  totalReservations: number;
  totalPayments: number;
  totalRevenue: number;
  summary: MonthlySummary | null;
  reservations: SummaryReservation[];
  payments: SummaryPaymentItem[];
  /** The month's figures or lists are being fetched. */
  loading: boolean;
  /** The last fetch of the month succeeded: what is stored is that month's. */
  success: boolean;
  pdfDownloading: boolean;
  emailSending: boolean;
  error: string | null;
}

// A new summary starts with 0, 0 and 0 (SPEC.md section 3).
const initialState: SummariesState = {
  month: null,
  totalReservations: 0,
  totalPayments: 0,
  totalRevenue: 0,
  summary: null,
  reservations: [],
  payments: [],
  loading: false,
  success: false,
  pdfDownloading: false,
  emailSending: false,
  error: null,
};

const path = ({ year, month }: SummaryMonth) => `/summaries/${year}/${month}`;

/** POST /summaries/generate {month, year}: the month's figures. */
export const generateSummary = createAdminThunk(
  'adminSummaries/generate',
  async ({ year, month }: SummaryMonth, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<MonthlySummary>('/summaries/generate', { month, year });
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, summaryMessages.generate), failureMeta(error));
    }
  },
);

/** GET /summaries/{year}/{month}: the month's reservations, payments and summary. */
export const fetchSummaryDetails = createAdminThunk(
  'adminSummaries/fetchDetails',
  async (month: SummaryMonth, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<SummaryDetails>(path(month));
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, summaryMessages.fetchDetails), failureMeta(error));
    }
  },
);

/** GET /summaries/{year}/{month}/pdf?lang=: saved as monthly-summary-{year}-{month}.pdf. */
export const downloadSummaryPdf = createAdminThunk(
  'adminSummaries/downloadPdf',
  async ({ lang, ...month }: SummaryMonth & { lang: SummaryLanguage }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Blob>(`${path(month)}/pdf`, {
        params: { lang },
        responseType: 'blob',
      });
      const fileName = monthlySummaryFileName(month.year, month.month);
      saveBlob(data, fileName);
      return fileName;
    } catch (error) {
      return rejectWithValue(failureMessage(error, summaryMessages.downloadPdf), failureMeta(error));
    }
  },
);

/**
 * POST /summaries/{year}/{month}/send?lang=: the summary and its PDF are queued to the business address
 * (BUSINESS_EMAIL; without it the API answers 400 saying so).
 */
export const sendSummaryEmail = createAdminThunk(
  'adminSummaries/sendEmail',
  async ({ lang, ...month }: SummaryMonth & { lang: SummaryLanguage }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<MailQueuedResponse>(`${path(month)}/send`, undefined, {
        params: { lang },
      });
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, summaryMessages.sendEmail), failureMeta(error));
    }
  },
);

/** A new month's request: what is stored belongs to another month, so it goes. */
function startMonth(state: SummariesState, month: string) {
  if (state.month !== month) {
    Object.assign(state, {
      ...initialState,
      pdfDownloading: state.pdfDownloading,
      emailSending: state.emailSending,
    });
    state.month = month;
  }
  state.loading = true;
  state.error = null;
}

function setSummary(state: SummariesState, summary: MonthlySummary) {
  state.summary = summary;
  state.totalReservations = summary.totalReservations;
  state.totalPayments = summary.totalPayments;
  state.totalRevenue = summary.totalRevenue;
}

const summariesSlice = createSlice({
  name: 'adminSummaries',
  initialState,
  selectors: {
    selectSummaries: (state) => state,
  },
  reducers: {
    /** Back to an empty summary (0, 0 and 0) and every flag down. */
    reset: () => initialState,
    clearError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(generateSummary.pending, (state, action) => startMonth(state, monthKey(action.meta.arg)))
      .addCase(generateSummary.fulfilled, (state, action) => {
        if (monthKey(action.meta.arg) !== state.month) return;
        setSummary(state, action.payload);
        state.loading = false;
        state.success = true;
      })
      .addCase(generateSummary.rejected, (state, action) => {
        if (monthKey(action.meta.arg) !== state.month) return;
        state.loading = false;
        state.success = false;
        state.error = action.payload ?? summaryMessages.generate;
      })
      .addCase(fetchSummaryDetails.pending, (state, action) => startMonth(state, monthKey(action.meta.arg)))
      .addCase(fetchSummaryDetails.fulfilled, (state, action) => {
        if (monthKey(action.meta.arg) !== state.month) return;
        setSummary(state, action.payload.summary);
        state.reservations = action.payload.reservations;
        state.payments = action.payload.payments;
        state.loading = false;
        state.success = true;
      })
      .addCase(fetchSummaryDetails.rejected, (state, action) => {
        if (monthKey(action.meta.arg) !== state.month) return;
        state.loading = false;
        state.success = false;
        state.error = action.payload ?? summaryMessages.fetchDetails;
      })
      .addCase(downloadSummaryPdf.pending, (state) => {
        state.pdfDownloading = true;
      })
      .addCase(downloadSummaryPdf.fulfilled, (state) => {
        state.pdfDownloading = false;
      })
      .addCase(downloadSummaryPdf.rejected, (state, action) => {
        state.pdfDownloading = false;
        state.error = action.payload ?? summaryMessages.downloadPdf;
      })
      .addCase(sendSummaryEmail.pending, (state) => {
        state.emailSending = true;
      })
      .addCase(sendSummaryEmail.fulfilled, (state) => {
        state.emailSending = false;
      })
      .addCase(sendSummaryEmail.rejected, (state, action) => {
        state.emailSending = false;
        state.error = action.payload ?? summaryMessages.sendEmail;
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof summariesSlice> {}
}

const injected = summariesSlice.injectInto(rootReducer);

export const summariesReducer = summariesSlice.reducer;
export const { reset, clearError } = summariesSlice.actions;
export const { selectSummaries } = injected.selectors;
