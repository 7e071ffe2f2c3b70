import type { PaymentListItem } from '@app/shared/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { payment } from '../../test/reservation-fixtures';
import { PaymentsPage } from './payments-page';

const listed = (overrides: Partial<PaymentListItem> = {}): PaymentListItem => ({
  ...payment(),
  reservationCode: 'MIA-7K3QXD',
  apartmentName: 'Brickell 1201',
  clientName: 'Ana',
  clientLastname: 'Pérez',
  clientEmail: 'ana@example.com',
  ...overrides,
});

const summary = {
  count: 120,
  received: 15_250.5,
  refunded: 250,
  net: 15_000.5,
  byMethod: { card: 15_000.5 },
};

function renderPage(route = '/admin/payments') {
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/admin/payments', element: <PaymentsPage /> },
      { path: '/admin/reservations/:id', element: <h1>Reservation</h1> },
    ],
  });
}

describe('PaymentsPage', () => {
  it("shows each payment with its reservation's guest and code, and the server's totals, in two requests", async () => {
    const { requests } = fakeApi({
      'GET /reservation-payments': {
        status: 200,
        data: [
          listed({ id: 1, amount: 500 }),
          listed({
            id: 2,
            reservationId: 2,
            amount: -250,
            paymentMethod: 'card',
            reservationCode: 'MIA-BBBBBB',
            clientName: '',
            clientLastname: '',
            clientEmail: 'guest@example.com',
            apartmentName: 'Villa Sol',
          }),
        ],
        headers: { 'x-total-count': '120' },
      },
      'GET /reservation-payments/summary': { status: 200, data: summary },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('link', { name: 'Ana Pérez' })).toBeInTheDocument();
    expect(within(table).getByText('MIA-7K3QXD · Brickell 1201')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'guest@example.com' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals of the filter' });
    await waitFor(() => expect(within(totals).getByText('$15,250.50')).toBeInTheDocument());
    expect(within(totals).getByText('$15,000.50')).toBeInTheDocument();
    expect(within(totals).getByText('120')).toBeInTheDocument();
    // No request per row: the list answers the reservations' names.
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/reservation-payments',
      '/reservation-payments/summary',
    ]);
  });

  it('reads the reservation of the filter once when it has no payments listed', async () => {
    const { requests } = fakeApi({
      'GET /reservation-payments': { status: 200, data: [] },
      'GET /reservation-payments/summary': {
        status: 200,
        data: { count: 0, received: 0, refunded: 0, net: 0, byMethod: {} },
      },
      'GET /reservations/9': {
        status: 200,
        data: {
          id: 9,
          code: 'MIA-NINE99',
          clientName: 'Bob',
          clientLastname: 'Lee',
          clientEmail: null,
          apartmentName: 'Villa Sol',
        },
      },
    });
    renderPage('/admin/payments?reservation=9');
    expect(await screen.findByText('No payment matches these filters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Reservation')).toHaveValue('MIA-NINE99 · Bob Lee'));
    expect(requests.filter((r) => r.url === '/reservations/9')).toHaveLength(1);
    expect(requests.find((r) => r.url === '/reservation-payments/summary')?.params).toEqual({
      reservationId: 9,
    });
  });
});
