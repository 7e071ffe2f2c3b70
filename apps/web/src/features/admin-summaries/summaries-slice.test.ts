import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../../test/admin-api';
import { detailsOf, summaryOf } from '../../test/summary-fixtures';
import {
  clearError,
  downloadSummaryPdf,
  fetchSummaryDetails,
  generateSummary,
  reset,
  sendSummaryEmail,
  summariesReducer,
} from './summaries-slice';
import { currentMonth, monthKey, parseMonthKey, shiftMonth } from './summary-month';

/** jsdom has no object URLs: saveBlob needs them to make its link. */
function stubObjectUrls() {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => 'blob:summary';
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
}

const november = { year: 2026, month: 11 };
const december = { year: 2026, month: 12 };

describe('summaries slice', () => {
  it('starts as an empty summary: 0, 0 and 0, every flag down', () => {
    expect(summariesReducer(undefined, { type: 'init' })).toEqual({
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
    });
  });

  it('generating loads the figures; the details bring the lists', () => {
    let state = summariesReducer(undefined, generateSummary.pending('r1', november));
    expect(state).toMatchObject({ month: '2026-11', loading: true, success: false });

    state = summariesReducer(state, generateSummary.fulfilled(summaryOf(2026, 11), 'r1', november));
    expect(state).toMatchObject({
      loading: false,
      success: true,
      totalReservations: 2,
      totalPayments: 2350.5,
      totalRevenue: 4100,
    });
    expect(state.summary?.nightsBooked).toBe(12);

    state = summariesReducer(state, fetchSummaryDetails.pending('r2', november));
    // Same month: what is shown stays while the lists load.
    expect(state).toMatchObject({ loading: true, success: true, totalRevenue: 4100 });
    state = summariesReducer(state, fetchSummaryDetails.fulfilled(detailsOf(2026, 11), 'r2', november));
    expect(state.loading).toBe(false);
    expect(state.reservations.map((r) => r.code)).toEqual(['RES-4101', 'RES-4102']);
    expect(state.payments).toHaveLength(3);
  });

  it('a new month clears the previous one, and a late answer for it is ignored', () => {
    let state = summariesReducer(undefined, fetchSummaryDetails.pending('r1', november));
    state = summariesReducer(state, fetchSummaryDetails.fulfilled(detailsOf(2026, 11), 'r1', november));
    state = summariesReducer(state, generateSummary.pending('r2', december));
    expect(state).toMatchObject({
      month: '2026-12',
      summary: null,
      reservations: [],
      totalRevenue: 0,
      loading: true,
      success: false,
    });

    // November's answers arrive after December was asked for: neither data nor flags change.
    const before = state;
    state = summariesReducer(state, generateSummary.fulfilled(summaryOf(2026, 11), 'r0', november));
    state = summariesReducer(state, fetchSummaryDetails.fulfilled(detailsOf(2026, 11), 'r0', november));
    state = summariesReducer(
      state,
      generateSummary.rejected(null, 'r0', november, 'Error generating summary', { status: 500 }),
    );
    expect(state).toBe(before);

    state = summariesReducer(
      state,
      generateSummary.fulfilled(summaryOf(2026, 12, { totalRevenue: 99 }), 'r2', december),
    );
    expect(state).toMatchObject({ month: '2026-12', totalRevenue: 99, success: true, loading: false });
  });

  it('stores a failure and can clear it and reset', () => {
    let state = summariesReducer(undefined, fetchSummaryDetails.pending('r1', november));
    state = summariesReducer(
      state,
      fetchSummaryDetails.rejected(null, 'r1', november, 'Error fetching summary details', { status: 500 }),
    );
    expect(state).toMatchObject({ loading: false, success: false, error: 'Error fetching summary details' });
    state = summariesReducer(state, clearError());
    expect(state.error).toBeNull();
    state = summariesReducer(state, fetchSummaryDetails.fulfilled(detailsOf(2026, 11), 'r2', november));
    state = summariesReducer(state, reset());
    expect(state).toEqual(summariesReducer(undefined, { type: 'init' }));
  });

  it('raises pdfDownloading and emailSending while their calls run', () => {
    const arg = { ...november, lang: 'en' as const };
    let state = summariesReducer(undefined, downloadSummaryPdf.pending('d', arg));
    state = summariesReducer(state, sendSummaryEmail.pending('s', arg));
    expect(state).toMatchObject({ pdfDownloading: true, emailSending: true });
    state = summariesReducer(state, downloadSummaryPdf.fulfilled('monthly-summary-2026-11.pdf', 'd', arg));
    expect(state).toMatchObject({ pdfDownloading: false, emailSending: true });
    state = summariesReducer(
      state,
      sendSummaryEmail.rejected(null, 's', arg, 'Error at sending summary email', { status: 500 }),
    );
    expect(state).toMatchObject({ emailSending: false, error: 'Error at sending summary email' });
  });

  it('posts the month and year, then gets the month by its path', async () => {
    const { calls } = fakeAdminApi({
      'POST /summaries/generate': { status: 200, data: summaryOf(2026, 3) },
      'GET /summaries/2026/3': { status: 200, data: detailsOf(2026, 3) },
    });
    const store = makeStore(undefined, { api });
    await store.dispatch(generateSummary({ year: 2026, month: 3 }));
    await store.dispatch(fetchSummaryDetails({ year: 2026, month: 3 }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /summaries/generate',
      'GET /summaries/2026/3',
    ]);
    expect(calls[0]?.body).toEqual({ month: 3, year: 2026 });
    expect(store.getState().adminSummaries).toMatchObject({ month: '2026-03', success: true });
  });

  it.each([
    ['generateSummary', 'POST /summaries/generate', 'Error generating summary'],
    ['fetchSummaryDetails', 'GET /summaries/2026/11', 'Error fetching summary details'],
    ['downloadSummaryPdf', 'GET /summaries/2026/11/pdf', 'Error at downloading summary PDF'],
    ['sendSummaryEmail', 'POST /summaries/2026/11/send', 'Error at sending summary email'],
  ] as const)('%s falls back to "%s" when the server says nothing useful', async (name, route, fallback) => {
    fakeAdminApi({ [route]: { status: 500, data: { message: 'database exploded' } } });
    const store = makeStore(undefined, { api });
    const run = {
      generateSummary: () => store.dispatch(generateSummary(november)),
      fetchSummaryDetails: () => store.dispatch(fetchSummaryDetails(november)),
      downloadSummaryPdf: () => store.dispatch(downloadSummaryPdf({ ...november, lang: 'es' })),
      sendSummaryEmail: () => store.dispatch(sendSummaryEmail({ ...november, lang: 'es' })),
    }[name];
    const result = await run();
    expect(result.payload).toBe(fallback);
  });

  it('keeps the server message of a refusal: the missing BUSINESS_EMAIL', async () => {
    const message =
      'BUSINESS_EMAIL is not configured: set it to the address that receives the monthly summaries, then restart the server';
    const { calls } = fakeAdminApi({
      'POST /summaries/2026/11/send': { status: 400, data: { message, error: 'Bad Request' } },
    });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(sendSummaryEmail({ ...november, lang: 'en' }));
    expect(result.payload).toBe(message);
    expect(calls[0]?.params).toEqual({ lang: 'en' });
    expect(store.getState().adminSummaries?.emailSending).toBe(false);
  });

  it('saves the PDF as monthly-summary-{year}-{month}.pdf', async () => {
    stubObjectUrls();
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { calls } = fakeAdminApi({
      'GET /summaries/2026/3/pdf': { status: 200, data: new Blob(['%PDF'], { type: 'application/pdf' }) },
    });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(downloadSummaryPdf({ year: 2026, month: 3, lang: 'es' }));
    expect(result.payload).toBe('monthly-summary-2026-3.pdf');
    expect(clicks).toEqual(['monthly-summary-2026-3.pdf']);
    expect(calls[0]?.params).toEqual({ lang: 'es' });
  });
});

describe('summary months', () => {
  it('reads ?month=YYYY-MM and refuses anything else', () => {
    expect(parseMonthKey('2026-02')).toEqual({ year: 2026, month: 2 });
    for (const text of ['2026-13', '2026-00', '2026-2', '1999-12', 'november', null]) {
      expect(parseMonthKey(text)).toBeNull();
    }
    expect(monthKey({ year: 2026, month: 2 })).toBe('2026-02');
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });

  it('takes the current month on the Miami clock', () => {
    // 02:00 UTC on March 1st is still February 28th in Miami.
    expect(currentMonth(new Date('2026-03-01T02:00:00Z'))).toEqual({ year: 2026, month: 2 });
  });
});
