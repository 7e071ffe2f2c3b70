import type { PaymentListItem } from '@app/shared/payments';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import { payment } from '../../test/reservation-fixtures';
import {
  createPayment,
  deletePayment,
  fetchAllPayments,
  fetchPaymentById,
  fetchPaymentTotals,
  fetchReservationRef,
  selectPayments,
  updatePayment,
} from './payments-slice';

const newStore = () => makeStore(undefined, { api });
const filters = { reservationId: null, paymentMethod: null, from: '', to: '' };

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

describe('payments slice', () => {
  it('loads a page of all payments with the empty filters left out, and their reservations with it', async () => {
    const { requests } = fakeApi({
      'GET /reservation-payments': { status: 200, data: [listed()], headers: { 'x-total-count': '40' } },
    });
    const store = newStore();
    await store.dispatch(
      fetchAllPayments({ ...filters, paymentMethod: 'zelle', from: '2026-11-01', offset: 0, limit: 25 }),
    );
    expect(selectPayments(store.getState())).toMatchObject({ status: 'succeeded', total: 40 });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: '/reservation-payments',
      params: { paymentMethod: 'zelle', from: '2026-11-01', limit: 25, offset: 0 },
    });
    expect(selectPayments(store.getState()).reservations[1]).toEqual({
      id: 1,
      code: 'MIA-7K3QXD',
      apartmentName: 'Brickell 1201',
      clientName: 'Ana',
      clientLastname: 'Pérez',
      clientEmail: 'ana@example.com',
    });
  });

  it('keeps the reservation of a corrected payment', async () => {
    fakeApi({
      'GET /reservation-payments': { status: 200, data: [listed()] },
      'PUT /reservation-payments/50': {
        status: 200,
        data: { payment: payment({ amount: 450 }), reservation: {} },
      },
    });
    const store = newStore();
    await store.dispatch(fetchAllPayments({ ...filters, offset: 0, limit: 25 }));
    await store.dispatch(updatePayment({ id: 50, changes: { amount: '450' } }));
    expect(selectPayments(store.getState()).items).toEqual([listed({ amount: 450 })]);
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
    await store.dispatch(fetchReservationRef(7));
    await store.dispatch(fetchReservationRef(8));
    expect(selectPayments(store.getState()).reservations).toEqual({
      7: {
        id: 7,
        code: 'MIA-AAAAAA',
        clientName: 'Bob',
        clientLastname: 'Lee',
        clientEmail: null,
        apartmentName: 'Villa',
      },
      8: null,
    });
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
    await store.dispatch(fetchAllPayments({ ...filters, offset: 0, limit: 25 }));
    expect(selectPayments(store.getState()).error).toBe('Error fetching all payments');
    expect((await store.dispatch(fetchPaymentById(4))).payload).toBe('Error fetching payment by id');
    expect((await store.dispatch(updatePayment({ id: 4, changes: { notes: 'x' } }))).payload).toBe(
      'Error updating payment',
    );
    expect((await store.dispatch(deletePayment(4))).payload).toBe('Error deleting payment');
    expect((await store.dispatch(createPayment({ reservationId: 1, amount: 5 }))).payload).toBe(
      'Error creating payment',
    );
  });

  it('a payment needs its reservation (Se requiere el ID de la reserva); the amount becomes a number', async () => {
    const { requests } = fakeApi({
      'POST /reservations/1/payments': { status: 201, data: { payment: payment(), reservation: {} } },
    });
    const store = newStore();
    expect((await store.dispatch(createPayment({ reservationId: null, amount: 5 }))).payload).toBe(
      'Se requiere el ID de la reserva',
    );
    await store.dispatch(createPayment({ reservationId: 1, amount: ' 12.5 ' }));
    expect(requests.map((r) => r.body)).toEqual([{ amount: 12.5, payment_method: 'cash' }]);
  });

  it('asks the server for the totals of the filter (all pages) in one request', async () => {
    const summary = { count: 31, received: 3, refunded: 0.3, net: 2.7, byMethod: { card: 3, cash: -0.3 } };
    const { requests } = fakeApi({ 'GET /reservation-payments/summary': { status: 200, data: summary } });
    const store = newStore();
    await store.dispatch(fetchPaymentTotals({ ...filters, reservationId: 4, to: '2026-12-31' }));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.params).toEqual({ reservationId: 4, to: '2026-12-31' });
    expect(selectPayments(store.getState()).totals).toEqual({
      status: 'succeeded',
      key: JSON.stringify({ reservationId: 4, to: '2026-12-31' }),
      value: summary,
    });
  });

  it('marks the totals failed when the summary cannot be read', async () => {
    fakeApi({ 'GET /reservation-payments/summary': { status: 500 } });
    const store = newStore();
    await store.dispatch(fetchPaymentTotals(filters));
    expect(selectPayments(store.getState()).totals.status).toBe('failed');
  });
});
