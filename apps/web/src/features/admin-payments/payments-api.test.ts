import type { PaymentListItem } from '@app/shared/payments';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import { payment } from '../../test/reservation-fixtures';
import { reservationsApi } from '../admin-reservations/reservations-api';
import { loadStatus } from '../admin-shell/admin-api';
import { type PaymentsQuery, paymentsApi } from './payments-api';

const { endpoints } = paymentsApi;
const newStore = () => makeStore(undefined, { api });
type Store = ReturnType<typeof newStore>;
const filters = { reservationId: null, paymentMethod: null, from: '', to: '' };
const firstPage: PaymentsQuery = { ...filters, offset: 0, limit: 25 };

const pageOf = (store: Store, query = firstPage) =>
  endpoints.payments.select(query)(store.getState() as never);

/** A payment as GET /reservation-payments lists it: with its reservation's code, apartment and guest. */
const listed = (overrides: Partial<PaymentListItem> = {}): PaymentListItem => ({
  ...payment(),
  reservationCode: 'MIA-7K3QXD',
  apartmentName: 'Brickell 1201',
  clientName: 'Ana',
  clientLastname: 'Pérez',
  clientEmail: 'ana@example.com',
  ...overrides,
});

/** The message a failed mutation or query left. */
const messageOf = (result: { error?: unknown }) =>
  (result.error as { message?: string } | undefined)?.message;

describe('payments API', () => {
  it('loads a page of all payments with the empty filters left out, and the total of every page', async () => {
    const { requests } = fakeApi({
      'GET /reservation-payments': { status: 200, data: [listed()], headers: { 'x-total-count': '40' } },
    });
    const store = newStore();
    const query = { ...filters, paymentMethod: 'zelle' as const, from: '2026-11-01', offset: 0, limit: 25 };
    await store.dispatch(endpoints.payments.initiate(query));
    const page = pageOf(store, query);
    expect(loadStatus(page)).toBe('succeeded');
    expect(page.data?.total).toBe(40);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/reservation-payments',
      params: { paymentMethod: 'zelle', from: '2026-11-01', limit: 25, offset: 0 },
    });
    // Each payment brings its reservation's names: no request per row.
    expect(page.data?.items[0]).toMatchObject({
      reservationId: 1,
      reservationCode: 'MIA-7K3QXD',
      apartmentName: 'Brickell 1201',
      clientName: 'Ana',
    });
  });

  it('a correction asks the list again, the payment keeping its reservation', async () => {
    const answers = [[listed()], [listed({ amount: 450 })]];
    const { requests } = fakeApi({
      'GET /reservation-payments': () => ({ status: 200, data: answers.shift() }),
      'PUT /reservation-payments/50': {
        status: 200,
        data: { payment: payment({ amount: 450 }), reservation: {} },
      },
    });
    const store = newStore();
    await store.dispatch(endpoints.payments.initiate(firstPage));
    await store.dispatch(endpoints.updatePayment.initiate({ id: 50, changes: { amount: '450' } }));
    await expect.poll(() => pageOf(store).data?.items).toEqual([listed({ amount: 450 })]);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ amount: 450 });
  });

  it('a payment written asks the open reservation again (its amounts change), and a payment of the reservation the payments', async () => {
    const { requests } = fakeApi({
      'GET /reservations/1': { status: 200, data: { id: 1, code: 'MIA-7K3QXD', payments: [] } },
      'GET /reservation-payments': { status: 200, data: [] },
      'DELETE /reservation-payments/4': { status: 200, data: { reservation: {} } },
      'POST /reservations/1/payments': { status: 201, data: { payment: payment(), reservation: {} } },
    });
    const store = newStore();
    await store.dispatch(reservationsApi.endpoints.reservation.initiate(1));
    await store.dispatch(endpoints.payments.initiate(firstPage));
    await store.dispatch(endpoints.deletePayment.initiate(4));
    await expect.poll(() => requests.filter((r) => r.url === '/reservations/1').length).toBe(2);
    await store.dispatch(
      reservationsApi.endpoints.registerPayment.initiate({ reservationId: 1, amount: 10 }),
    );
    await expect.poll(() => requests.filter((r) => r.url === '/reservation-payments').length).toBe(3);
  });

  it('reads the reservation a filter names; null when it cannot be read', async () => {
    fakeApi({
      'GET /reservations/7': {
        status: 200,
        data: {
          id: 7,
          code: 'MIA-AAAAAA',
          clientName: 'Bob',
          clientLastname: 'Lee',
          clientEmail: null,
          apartmentName: 'Villa',
        },
      },
      'GET /reservations/8': { status: 404, data: { message: 'Reservation not found' } },
    });
    const store = newStore();
    expect((await store.dispatch(endpoints.reservationRef.initiate(7))).data).toEqual({
      id: 7,
      code: 'MIA-AAAAAA',
      clientName: 'Bob',
      clientLastname: 'Lee',
      clientEmail: null,
      apartmentName: 'Villa',
    });
    const missing = await store.dispatch(endpoints.reservationRef.initiate(8));
    expect(missing.data).toBeNull();
    expect(missing.isSuccess).toBe(true);
  });

  it('falls back to SPEC.md’s messages', async () => {
    fakeApi({
      'GET /reservation-payments': { status: 500 },
      'GET /reservation-payments/4': { status: 500 },
      'PUT /reservation-payments/4': { status: 500 },
      'DELETE /reservation-payments/4': { status: 500 },
      'POST /reservations/1/payments': { status: 500 },
    });
    const store = newStore();
    await store.dispatch(endpoints.payments.initiate(firstPage));
    expect(loadStatus(pageOf(store))).toBe('failed');
    expect(messageOf(pageOf(store))).toBe('Error fetching all payments');
    expect(messageOf(await store.dispatch(endpoints.payment.initiate(4)))).toBe(
      'Error fetching payment by id',
    );
    expect(
      messageOf(await store.dispatch(endpoints.updatePayment.initiate({ id: 4, changes: { notes: 'x' } }))),
    ).toBe('Error updating payment');
    expect(messageOf(await store.dispatch(endpoints.deletePayment.initiate(4)))).toBe(
      'Error deleting payment',
    );
    expect(
      messageOf(await store.dispatch(endpoints.createPayment.initiate({ reservationId: 1, amount: 5 }))),
    ).toBe('Error creating payment');
  });

  it('a payment needs its reservation (Se requiere el ID de la reserva); the amount becomes a number', async () => {
    const { requests } = fakeApi({
      'POST /reservations/1/payments': { status: 201, data: { payment: payment(), reservation: {} } },
    });
    const store = newStore();
    const refused = await store.dispatch(
      endpoints.createPayment.initiate({ reservationId: null, amount: 5 }),
    );
    expect(messageOf(refused)).toBe('Se requiere el ID de la reserva');
    await store.dispatch(endpoints.createPayment.initiate({ reservationId: 1, amount: ' 12.5 ' }));
    expect(requests.map((r) => r.body)).toEqual([{ amount: 12.5, payment_method: 'cash' }]);
  });

  it('sends nothing for an unreadable amount or a correction without changes', async () => {
    const { requests } = fakeApi({});
    const store = newStore();
    const noAmount = await store.dispatch(
      endpoints.createPayment.initiate({ reservationId: 1, amount: 'abc' }),
    );
    expect(messageOf(noAmount)).toBe('The payment amount is required');
    const badAmount = await store.dispatch(
      endpoints.updatePayment.initiate({ id: 4, changes: { amount: 'abc' } }),
    );
    expect(messageOf(badAmount)).toBe('The payment amount is required');
    const nothing = await store.dispatch(endpoints.updatePayment.initiate({ id: 4, changes: {} }));
    expect(messageOf(nothing)).toBe('No data provided to update the payment');
    expect(requests).toEqual([]);
  });

  it('asks the server for the totals of the filter (all pages) in one request', async () => {
    const summary = { count: 31, received: 3, refunded: 0.3, net: 2.7, byMethod: { card: 3, cash: -0.3 } };
    const { requests } = fakeApi({ 'GET /reservation-payments/summary': { status: 200, data: summary } });
    const store = newStore();
    const result = await store.dispatch(
      endpoints.paymentTotals.initiate({ ...filters, reservationId: 4, to: '2026-12-31' }),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.params).toEqual({ reservationId: 4, to: '2026-12-31' });
    expect(result.data).toEqual(summary);
  });

  it('marks the totals failed when the summary cannot be read', async () => {
    fakeApi({ 'GET /reservation-payments/summary': { status: 500 } });
    const store = newStore();
    await store.dispatch(endpoints.paymentTotals.initiate(filters));
    expect(loadStatus(endpoints.paymentTotals.select(filters)(store.getState() as never))).toBe('failed');
  });
});
