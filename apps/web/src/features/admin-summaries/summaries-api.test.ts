import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../../test/admin-api';
import type { FakeReply } from '../../test/fake-api';
import { detailsOf, summaryOf } from '../../test/summary-fixtures';
import { summariesApi } from './summaries-api';
import { currentMonth, monthKey, parseMonthKey, type SummaryMonth, shiftMonth } from './summary-month';
import { useSummary, useSummaryActions } from './summary-state';

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

/** An answer held back until the test lets it go. */
function held() {
  let release: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { reply: () => reply, release };
}

const november = { year: 2026, month: 11 };
const december = { year: 2026, month: 12 };
const { endpoints } = summariesApi;
const newStore = () => makeStore(undefined, { api });

/** The summary state and its actions of a month, as the page sees them. */
function renderSummary(month: SummaryMonth) {
  const store = newStore();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  const view = renderHook(
    ({ shown }: { shown: SummaryMonth }) => ({ ...useSummary(shown), actions: useSummaryActions() }),
    { wrapper, initialProps: { shown: month } },
  );
  return { ...view, store };
}

/** The message a failed mutation or query left. */
const messageOf = (result: { error?: unknown }) =>
  (result.error as { message?: string } | undefined)?.message;

describe('summaries API', () => {
  it('starts as an empty summary: 0, 0 and 0, every flag down but loading', () => {
    const generate = held();
    fakeAdminApi({ 'POST /summaries/generate': generate.reply });
    const { result } = renderSummary(november);
    expect(result.current).toMatchObject({
      totalReservations: 0,
      totalPayments: 0,
      totalRevenue: 0,
      summary: null,
      reservations: [],
      payments: [],
      loading: true,
      success: false,
      pdfDownloading: false,
      emailSending: false,
      error: null,
    });
  });

  it('generating loads the figures; the details bring the lists', async () => {
    const details = held();
    const { calls } = fakeAdminApi({
      'POST /summaries/generate': { status: 200, data: summaryOf(2026, 11) },
      'GET /summaries/2026/11': details.reply,
    });
    const { result } = renderSummary(november);
    await waitFor(() => expect(result.current.success).toBe(true));
    // The figures show while the lists load.
    expect(result.current).toMatchObject({
      loading: true,
      totalReservations: 2,
      totalPayments: 2350.5,
      totalRevenue: 4100,
    });
    expect(result.current.summary?.nightsBooked).toBe(12);
    act(() => details.release({ status: 200, data: detailsOf(2026, 11) }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.reservations.map((r) => r.code)).toEqual(['RES-4101', 'RES-4102']);
    expect(result.current.payments).toHaveLength(3);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /summaries/generate',
      'GET /summaries/2026/11',
    ]);
    expect(calls[0]?.body).toEqual({ month: 11, year: 2026 });
  });

  it('a new month starts from an empty summary, not the previous one', async () => {
    const decemberAnswer = held();
    fakeAdminApi({
      'POST /summaries/generate': (request) =>
        (request.body as SummaryMonth).month === 11
          ? { status: 200, data: summaryOf(2026, 11) }
          : decemberAnswer.reply(),
      'GET /summaries/2026/11': { status: 200, data: detailsOf(2026, 11) },
    });
    const { result, rerender } = renderSummary(november);
    await waitFor(() => expect(result.current.reservations).toHaveLength(2));
    rerender({ shown: december });
    expect(result.current).toMatchObject({
      summary: null,
      reservations: [],
      totalRevenue: 0,
      loading: true,
      success: false,
    });
  });

  it('a new month clears the previous one, and a late answer for it is ignored', async () => {
    const late = held();
    fakeAdminApi({
      'POST /summaries/generate': (request) =>
        (request.body as SummaryMonth).month === 11
          ? late.reply()
          : { status: 200, data: summaryOf(2026, 12, { totalRevenue: 99 }) },
      'GET /summaries/2026/12': { status: 200, data: detailsOf(2026, 12, { totalRevenue: 99 }) },
    });
    const { result, rerender } = renderSummary(november);
    rerender({ shown: december });
    await waitFor(() => expect(result.current.success).toBe(true));
    act(() => late.release({ status: 200, data: summaryOf(2026, 11) }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ totalRevenue: 99, success: true });
    expect(result.current.summary?.month).toBe(12);
  });

  it('shows a failure, and asks again on reload', async () => {
    let fails = true;
    fakeAdminApi({
      'POST /summaries/generate': { status: 200, data: summaryOf(2026, 11) },
      'GET /summaries/2026/11': () => (fails ? { status: 500 } : { status: 200, data: detailsOf(2026, 11) }),
    });
    const { result } = renderSummary(november);
    await waitFor(() => expect(result.current.error).toBe('Error fetching summary details'));
    expect(result.current).toMatchObject({ loading: false, success: false });
    fails = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.reservations).toHaveLength(2));
    expect(result.current).toMatchObject({ success: true, error: null });
  });

  it('raises pdfDownloading and emailSending while their calls run; reset puts them down', async () => {
    stubObjectUrls();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const pdf = held();
    const email = held();
    fakeAdminApi({
      'POST /summaries/generate': { status: 200, data: summaryOf(2026, 11) },
      'GET /summaries/2026/11': { status: 200, data: detailsOf(2026, 11) },
      'GET /summaries/2026/11/pdf': pdf.reply,
      'POST /summaries/2026/11/send': email.reply,
    });
    const { result } = renderSummary(november);
    const arg = { ...november, lang: 'en' as const };
    let downloading: Promise<unknown> = Promise.resolve();
    let sending: Promise<unknown> = Promise.resolve();
    act(() => {
      downloading = result.current.actions.downloadPdf(arg);
      sending = result.current.actions.sendEmail(arg);
    });
    await waitFor(() => expect(result.current).toMatchObject({ pdfDownloading: true, emailSending: true }));
    await act(async () => {
      pdf.release({ status: 200, data: new Blob(['%PDF']) });
      await downloading;
    });
    await waitFor(() => expect(result.current).toMatchObject({ pdfDownloading: false, emailSending: true }));
    await act(async () => {
      email.release({ status: 500 });
      await sending;
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({ emailSending: false, error: 'Error at sending summary email' }),
    );
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it.each([
    ['generateSummary', 'POST /summaries/generate', 'Error generating summary'],
    ['summaryDetails', 'GET /summaries/2026/11', 'Error fetching summary details'],
    ['downloadSummaryPdf', 'GET /summaries/2026/11/pdf', 'Error at downloading summary PDF'],
    ['sendSummaryEmail', 'POST /summaries/2026/11/send', 'Error at sending summary email'],
  ] as const)('%s falls back to "%s" when the server says nothing useful', async (name, route, fallback) => {
    fakeAdminApi({ [route]: { status: 500, data: { message: 'database exploded' } } });
    const store = newStore();
    const run = {
      generateSummary: () => store.dispatch(endpoints.generateSummary.initiate(november)),
      summaryDetails: () => store.dispatch(endpoints.summaryDetails.initiate(november)),
      downloadSummaryPdf: () =>
        store.dispatch(endpoints.downloadSummaryPdf.initiate({ ...november, lang: 'es' })),
      sendSummaryEmail: () =>
        store.dispatch(endpoints.sendSummaryEmail.initiate({ ...november, lang: 'es' })),
    }[name];
    expect(messageOf(await run())).toBe(fallback);
  });

  it('keeps the server message of a refusal: the missing BUSINESS_EMAIL', async () => {
    const message =
      'BUSINESS_EMAIL is not configured: set it to the address that receives the monthly summaries, then restart the server';
    const { calls } = fakeAdminApi({
      'POST /summaries/2026/11/send': { status: 400, data: { message, error: 'Bad Request' } },
    });
    const store = newStore();
    const result = await store.dispatch(endpoints.sendSummaryEmail.initiate({ ...november, lang: 'en' }));
    expect(messageOf(result)).toBe(message);
    expect(calls[0]?.params).toEqual({ lang: 'en' });
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
    const store = newStore();
    const result = await store.dispatch(
      endpoints.downloadSummaryPdf.initiate({ year: 2026, month: 3, lang: 'es' }),
    );
    expect(result.data).toBe('monthly-summary-2026-3.pdf');
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
