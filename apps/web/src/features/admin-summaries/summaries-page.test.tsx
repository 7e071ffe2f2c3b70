import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { detailsOf, summaryOf } from '../../test/summary-fixtures';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { SummariesPage } from './summaries-page';

// MUI X Charts measures its box; jsdom has no ResizeObserver (vitest unstubs globals after each test).
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

const businessEmailMissing =
  'BUSINESS_EMAIL is not configured: set it to the address that receives the monthly summaries, then restart the server';

const mailStatus = (businessEmailConfigured: boolean) => ({
  status: 200,
  data: {
    configured: true,
    from: 'Miami Elite Rentals <reservas@example.com>',
    businessEmail: businessEmailConfigured ? 'owner@example.com' : 'reservas@example.com',
    businessEmailConfigured,
    workerRunning: true,
    maxAttempts: 8,
    counts: { queued: 0, sending: 0, sent: 0, failed: 0 },
  },
});

/** The API of two months: November 2026 with data, October 2026 empty. */
function monthsApi(extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  const empty = {
    totalReservations: 0,
    totalPayments: 0,
    totalRevenue: 0,
    totalDue: 0,
    nightsBooked: 0,
    occupancyRate: 0,
    byType: [],
    paymentsCount: 0,
    paymentsByMethod: [],
    reservationsByStatus: [],
  };
  return fakeAdminApi({
    'GET /mail/status': mailStatus(true),
    'POST /summaries/generate': (request) => {
      const { year, month } = request.body as { year: number; month: number };
      return { status: 200, data: month === 11 ? summaryOf(year, month) : summaryOf(year, month, empty) };
    },
    'GET /summaries/2026/11': { status: 200, data: detailsOf(2026, 11) },
    'GET /summaries/2026/10': {
      status: 200,
      data: { ...detailsOf(2026, 10, empty), reservations: [], payments: [] },
    },
    ...extra,
  });
}

function renderSummaries(route = '/admin/summaries?month=2026-11', lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    route,
    lang,
    routes: [
      {
        path: '/admin/summaries',
        element: (
          <>
            <SummariesPage />
            <NotificationsHost />
          </>
        ),
      },
      { path: '/admin/reservations/:id', element: <h1>Reservation page</h1> },
    ],
  });
}

const figure = (label: string) => {
  const term = within(screen.getByLabelText(/^Figures of/)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('monthly summaries', () => {
  it("shows the month's figures, charts with a text alternative, and its reservations and payments", async () => {
    const { calls } = monthsApi();
    renderSummaries();

    expect(
      await screen.findByRole('table', { name: 'Reservations with check-in in November 2026' }),
    ).toBeVisible();
    expect(figure('Reservations')).toHaveTextContent('2');
    expect(figure('Booked revenue')).toHaveTextContent('$4,100.00');
    expect(figure('Payments received')).toHaveTextContent('$2,350.50');
    expect(figure('Payments received')).toHaveTextContent('3 payments, refunds subtracted');
    expect(figure('Still due')).toHaveTextContent('$1,749.50');
    expect(figure('Nights booked')).toHaveTextContent('12');
    expect(figure('Nights booked')).toHaveTextContent('Of 60 available nights');
    expect(figure('Occupancy')).toHaveTextContent('20%');

    // The charts' numbers, for screen readers.
    const occupancy = screen.getByRole('table', {
      name: 'Occupancy of each apartment and villa in November 2026',
    });
    expect(within(occupancy).getByRole('row', { name: /Icon Brickell 2BR/ })).toHaveTextContent(
      '30% (9 nights)',
    );
    const byMethod = screen.getByRole('table', { name: 'Payments received in November 2026 by method' });
    expect(within(byMethod).getByRole('row', { name: /Zelle/ })).toHaveTextContent('Zelle1 payment−$150.00');

    const reservations = screen.getByRole('table', { name: 'Reservations with check-in in November 2026' });
    const carla = within(reservations).getByRole('row', { name: /RES-4101/ });
    expect(carla).toHaveTextContent('Carla Méndez');
    expect(carla).toHaveTextContent('11-03-2026 → 11-12-2026');
    expect(carla).toHaveTextContent('Confirmed');
    expect(within(carla).getByRole('link', { name: 'RES-4101' })).toHaveAttribute(
      'href',
      '/admin/reservations/41',
    );
    expect(within(reservations).getByRole('row', { name: /Totals/ })).toHaveTextContent('$4,100.00$1,749.50');

    const payments = screen.getByRole('table', { name: 'Payments received in November 2026' });
    expect(within(payments).getAllByRole('row')).toHaveLength(5);
    expect(within(payments).getByRole('row', { name: /Zelle/ })).toHaveTextContent('−$150.00');
    expect(within(payments).getByRole('row', { name: /Total received/ })).toHaveTextContent('$2,350.50');

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /mail/status',
      'POST /summaries/generate',
      'GET /summaries/2026/11',
    ]);
    expect(calls[1]?.body).toEqual({ month: 11, year: 2026 });
  });

  it('counts a car in days and a yacht charter in hours, by type and in the list (en, es)', async () => {
    const base = detailsOf(2026, 11);
    const [stay] = base.reservations;
    if (!stay) throw new Error('fixture without reservations');
    const timed = (values: Partial<typeof stay>) => ({
      ...stay,
      nights: null,
      paymentStatus: 'paid' as const,
      ...values,
    });
    const byType = [
      {
        serviceType: 'apartments' as const,
        unit: 'night' as const,
        reservations: 1,
        units: 9,
        revenue: 3150,
      },
      { serviceType: 'cars' as const, unit: 'day' as const, reservations: 1, units: 3, revenue: 2850 },
      { serviceType: 'yachts' as const, unit: 'hour' as const, reservations: 1, units: 4, revenue: 4800 },
    ];
    const details = {
      ...base,
      summary: summaryOf(2026, 11, { totalReservations: 3, byType }),
      reservations: [
        stay,
        timed({
          id: 43,
          code: 'RES-4103',
          serviceType: 'cars',
          apartmentName: 'Lamborghini Urus',
          checkInDate: '2026-11-21',
          checkOutDate: '2026-11-24',
          startAt: '2026-11-21T15:00:00.000Z',
          endAt: '2026-11-24T14:00:00.000Z',
          unit: 'day',
          units: 3,
        }),
        timed({
          id: 44,
          code: 'RES-4104',
          serviceType: 'yachts',
          apartmentName: 'Azimut 68',
          checkInDate: '2026-11-22',
          checkOutDate: '2026-11-22',
          startAt: '2026-11-22T15:00:00.000Z',
          endAt: '2026-11-22T19:00:00.000Z',
          unit: 'hour',
          units: 4,
        }),
      ],
    };
    const api = {
      'GET /mail/status': mailStatus(true),
      'POST /summaries/generate': { status: 200, data: details.summary },
      'GET /summaries/2026/11': { status: 200, data: details },
    };
    fakeAdminApi(api);
    const { unmount } = renderSummaries();

    const types = await screen.findByRole('table', {
      name: 'Reservations of November 2026 by type of service',
    });
    expect(within(types).getByRole('row', { name: /Cars/ })).toHaveTextContent('Cars13 days$2,850.00');
    expect(within(types).getByRole('row', { name: /Yachts/ })).toHaveTextContent('Yachts14 hours$4,800.00');
    expect(within(types).getByRole('row', { name: /Apartments/ })).toHaveTextContent('9 nights');
    const list = screen.getByRole('table', { name: 'Reservations with check-in in November 2026' });
    const charter = within(list).getByRole('row', { name: /RES-4104/ });
    expect(charter).toHaveTextContent('Azimut 68Yachts');
    expect(charter).toHaveTextContent('11-22-2026 10:00 → 11-22-2026 14:00');
    expect(charter).toHaveTextContent('4 hours');
    expect(within(list).getByRole('row', { name: /RES-4103/ })).toHaveTextContent('3 days');
    unmount();

    fakeAdminApi(api);
    renderSummaries('/admin/summaries?month=2026-11', 'es');
    const tipos = await screen.findByRole('table', {
      name: 'Reservas de Noviembre de 2026 por tipo de servicio',
    });
    expect(within(tipos).getByRole('row', { name: /Autos/ })).toHaveTextContent('3 días');
    expect(within(tipos).getByRole('row', { name: /Yates/ })).toHaveTextContent('4 horas');
  });

  it('moves to the previous month, asks for it, and says when it has nothing', async () => {
    const { calls } = monthsApi();
    const { user, router } = renderSummaries();
    await screen.findByRole('table', { name: /Reservations with check-in/ });

    await user.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(await screen.findByText('Nothing in October 2026')).toBeVisible();
    expect(router.state.location.search).toBe('?month=2026-10');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { month: 11, year: 2026 },
      { month: 10, year: 2026 },
    ]);
    expect(calls.at(-1)?.url).toBe('/summaries/2026/10');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("ignores a month's late answer once another month is shown", async () => {
    let answerNovember: () => void = () => {};
    const { requests } = monthsApi({
      'GET /summaries/2026/11': () =>
        new Promise((resolve) => {
          answerNovember = () => resolve({ status: 200, data: detailsOf(2026, 11) });
        }),
    });
    const { user } = renderSummaries();
    // November's figures are in; its lists are still on their way when the admin moves on.
    await screen.findByLabelText('Figures of November 2026');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/summaries/2026/11'));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('Nothing in October 2026')).toBeVisible();

    answerNovember();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Nothing in October 2026')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('jumps to a month chosen in the month and year lists', async () => {
    const { calls } = monthsApi({
      'GET /summaries/2025/10': { status: 200, data: detailsOf(2025, 10) },
    });
    const { user, router } = renderSummaries();
    await screen.findByRole('table', { name: /Reservations with check-in/ });

    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(screen.getByRole('option', { name: 'October' }));
    await screen.findByText('Nothing in October 2026');
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(screen.getByRole('option', { name: '2025' }));

    await waitFor(() => expect(router.state.location.search).toBe('?month=2025-10'));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/summaries/2025/10'));
  });

  it('downloads the PDF in the language chosen, showing progress meanwhile', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:summary';
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let answer: (value: { status: number; data: Blob }) => void = () => {};
    const { calls } = monthsApi({
      'GET /summaries/2026/11/pdf': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderSummaries();
    await screen.findByRole('table', { name: /Reservations with check-in/ });

    await user.click(screen.getByRole('combobox', { name: 'PDF language' }));
    await user.click(screen.getByRole('option', { name: 'Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByRole('button', { name: 'Preparing PDF…' })).toBeDisabled();
    answer({ status: 200, data: new Blob(['%PDF'], { type: 'application/pdf' }) });
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    const pdf = calls.find((c) => c.url === '/summaries/2026/11/pdf');
    expect(pdf?.params).toEqual({ lang: 'es' });
    expect(saved).toEqual(['monthly-summary-2026-11.pdf']);
  });

  it('asks before e-mailing the summary to the business address, then confirms it is queued', async () => {
    const { calls } = monthsApi({
      'POST /summaries/2026/11/send': {
        status: 202,
        data: {
          success: true,
          message: 'The monthly summary will be sent by e-mail',
          mailId: 3,
          delivery: 'queued',
        },
      },
    });
    const { user } = renderSummaries();
    await screen.findByRole('table', { name: /Reservations with check-in/ });

    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail the summary of November 2026?' });
    expect(dialog).toHaveTextContent('goes to the business address');
    expect(calls.some((c) => c.url.endsWith('/send'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The monthly summary will be sent by e-mail')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url === '/summaries/2026/11/send')?.params).toEqual({ lang: 'en' });
  });

  it('says clearly when no business address is configured', async () => {
    monthsApi({
      'POST /summaries/2026/11/send': {
        status: 400,
        data: { message: businessEmailMissing, error: 'Bad Request' },
      },
    });
    const { user } = renderSummaries();
    await screen.findByRole('table', { name: /Reservations with check-in/ });

    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('No business address is configured');
    expect(alert).toHaveTextContent('Set BUSINESS_EMAIL on the server');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables sending, saying why, when the business address is not configured (both languages)', async () => {
    monthsApi({ 'GET /mail/status': mailStatus(false) });
    const en = renderSummaries();
    await screen.findByRole('table', { name: /Reservations with check-in/ });
    const send = screen.getByRole('button', { name: 'Send by e-mail' });
    await waitFor(() => expect(send).toBeDisabled());
    expect(send).toHaveAccessibleDescription(/^No business address is configured/);
    expect(screen.getByText(/Set BUSINESS_EMAIL on the server/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    en.unmount();

    renderSummaries('/admin/summaries?month=2026-11', 'es');
    await screen.findByRole('table', { name: /Reservas con entrada/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar por e-mail' })).toBeDisabled());
    expect(screen.getByText('No hay una dirección del negocio configurada')).toBeVisible();
  });

  it('says in the send dialog, before sending, that e-mail is not set up on the server', async () => {
    const off = mailStatus(true);
    const { calls } = monthsApi({ 'GET /mail/status': { ...off, data: { ...off.data, configured: false } } });
    const { user } = renderSummaries();
    await screen.findByRole('table', { name: /Reservations with check-in/ });
    await user.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail the summary of November 2026?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'E-mail is not set up on the server (SMTP_URL): what you send now waits in the outbox',
    );
    expect(calls.some((c) => c.url.endsWith('/send'))).toBe(false);
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    monthsApi({
      'GET /summaries/2026/11': () =>
        fail ? { status: 500, data: { message: 'boom' } } : { status: 200, data: detailsOf(2026, 11) },
    });
    const { user } = renderSummaries();

    expect(await screen.findByText('Error fetching summary details')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /Reservations with check-in/ })).toBeVisible();
  });

  it('says what failed in Spanish too', async () => {
    monthsApi({ 'POST /summaries/generate': { status: 500, data: { message: 'boom' } } });
    renderSummaries('/admin/summaries?month=2026-11', 'es');
    expect(await screen.findByText('Error al generar el resumen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('shows a loading placeholder until the month arrives', async () => {
    monthsApi({ 'POST /summaries/generate': () => new Promise(() => {}) });
    renderSummaries();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    monthsApi();
    renderSummaries('/admin/summaries?month=2026-11', 'es');

    expect(await screen.findByRole('heading', { level: 1, name: 'Resúmenes mensuales' })).toBeVisible();
    expect(
      await screen.findByRole('table', { name: 'Reservas con entrada en Noviembre de 2026' }),
    ).toBeVisible();
    expect(screen.getByText('Ingresos reservados')).toBeVisible();
    expect(screen.getByText(/una reserva pertenece al mes de su entrada/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enviar por e-mail' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Idioma del PDF' })).toHaveTextContent('Español');
  });
});
