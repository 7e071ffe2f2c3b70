import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import { payment } from '../admin-reservations/reservation-fixtures';
import {
  createPayment,
  deletePayment,
  fetchAllPayments,
  fetchPaymentById,
  fetchPaymentTotals,
  selectPayments,
  updatePayment,
} from './payments-slice';

const newStore = () => makeStore(undefined, { api });
const filters = { reservationId: null, paymentMethod: null, from: '', to: '' };

describe('payments slice', () => {
  it('loads a page of all payments with the empty filters left out', async () => {
    const { requests } = fakeApi({ 'GET /reservation-payments': { status: 200, data: [payment()] } });
    const store = newStore();
    await store.dispatch(
      fetchAllPayments({ ...filters, paymentMethod: 'zelle', from: '2026-11-01', offset: 0, limit: 25 }),
    );
    expect(selectPayments(store.getState())).toMatchObject({ status: 'succeeded', total: 1 });
    expect(requests[0]?.url).toBe('/reservation-payments');
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

  it('adds up the payments of the filter in cents, refunds apart', async () => {
    fakeApi({
      'GET /reservation-payments': {
        status: 200,
        data: [
          ...Array.from({ length: 30 }, (_, i) => payment({ id: i + 1, amount: 0.1, paymentMethod: 'card' })),
          payment({ id: 99, amount: -0.3, paymentMethod: 'cash' }),
        ],
      },
    });
    const store = newStore();
    await store.dispatch(fetchPaymentTotals(filters));
    expect(selectPayments(store.getState()).totals).toMatchObject({
      status: 'succeeded',
      value: {
        count: 31,
        receivedCents: 300,
        refundedCents: 30,
        byMethod: { card: 300, cash: -30 },
        partial: false,
      },
    });
  });
});
