import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import { payment, reservation, reservationItem } from '../../test/reservation-fixtures';
import {
  changeReservationStatus,
  clampFee,
  clearError,
  createReservation,
  deleteReservation,
  fetchReservationById,
  fetchReservations,
  initialState,
  paymentStatusUpdated,
  registerPayment,
  registerSimplePayment,
  reservationStatusUpdated,
  reservationsReducer,
  selectReservationsState,
  sendNotification,
  updateFees,
  updatePaymentStatus,
  updateReservation,
} from './reservations-slice';

vi.mock('../../lib/save-file', () => ({ saveBlob: vi.fn() }));

const newStore = () => makeStore(undefined, { api });
const stateOf = (store: ReturnType<typeof newStore>) => selectReservationsState(store.getState());

/** A store whose list holds reservations 1 and 2 and whose selection is 1 (with one payment). */
async function loadedStore() {
  fakeApi({
    'GET /reservations': {
      status: 200,
      data: [reservationItem(), reservationItem({ id: 2, code: 'MIA-ABCDEF' })],
    },
    'GET /reservations/1': {
      status: 200,
      data: { ...reservation(), payments: [payment({ id: 49, amount: 100 })] },
    },
  });
  const store = newStore();
  await store.dispatch(fetchReservations({}));
  await store.dispatch(fetchReservationById(1));
  return store;
}

describe('reservations slice: state of SPEC.md section 3', () => {
  it('starts empty, idle, never synced', () => {
    const state = reservationsReducer(undefined, { type: 'init' });
    expect(state).toMatchObject({
      list: [],
      selected: null,
      payments: [],
      status: 'idle',
      error: null,
      loading: false,
      lastSynced: null,
      syncStatus: 'idle',
    });
  });

  it('loads the list with its total and remembers when it synced', async () => {
    const { requests } = fakeApi({
      'GET /reservations': { status: 200, data: [reservationItem()] },
    });
    const store = newStore();
    const pending = store.dispatch(
      fetchReservations({
        status: ['pending', 'confirmed'],
        apartmentId: 11,
        from: '2027-03-01',
        offset: 25,
      }),
    );
    expect(stateOf(store)).toMatchObject({ status: 'loading', loading: true, syncStatus: 'syncing' });
    await pending;

    const state = stateOf(store);
    expect(state).toMatchObject({ status: 'succeeded', loading: false, syncStatus: 'synced', total: 26 });
    expect(state.list.map((r) => r.id)).toEqual([1]);
    expect(Date.parse(state.lastSynced ?? '')).not.toBeNaN();
    // Empty filters are left out of the query (SPEC.md section 5).
    expect(requests[0]?.url).toBe('/reservations');
  });

  it('searches through /reservations/search when there is a text', async () => {
    const { requests } = fakeApi({ 'GET /reservations/search': { status: 200, data: [] } });
    const store = newStore();
    await store.dispatch(fetchReservations({ q: ' MIA-7K3QXD ' }));
    expect(requests[0]?.url).toBe('/reservations/search');
    expect(stateOf(store).status).toBe('succeeded');
  });

  it('stores the fallback when the list fails, and clears the error on request', async () => {
    fakeApi({ 'GET /reservations': { status: 500, data: { message: 'boom' } } });
    const store = newStore();
    await store.dispatch(fetchReservations({}));
    expect(stateOf(store)).toMatchObject({
      status: 'failed',
      syncStatus: 'failed',
      error: { message: 'Error fetching reservations', status: 500 },
    });
    store.dispatch(clearError());
    expect(stateOf(store).error).toBeNull();
  });

  it('falls back to Error searching reservations for a failed search', async () => {
    fakeApi({ 'GET /reservations/search': 'no-response' });
    const store = newStore();
    await store.dispatch(fetchReservations({ q: 'ana' }));
    expect(stateOf(store).error?.message).toBe('No response received from server');
    fakeApi({ 'GET /reservations/search': { status: 503, data: {} } });
    await store.dispatch(fetchReservations({ q: 'ana' }));
    expect(stateOf(store).error?.message).toBe('Error searching reservations');
  });

  it('selects a reservation and keeps its payments apart', async () => {
    const store = await loadedStore();
    const state = stateOf(store);
    expect(state.selected?.id).toBe(1);
    expect(state.selected).not.toHaveProperty('payments');
    expect(state.payments.map((p) => p.id)).toEqual([49]);
    expect(state.selectedStatus).toBe('succeeded');
  });

  it('keeps the status of a failed load of one reservation (404 shows the not-found page)', async () => {
    fakeApi({ 'GET /reservations/9': { status: 404, data: { message: 'Reservation not found' } } });
    const store = newStore();
    await store.dispatch(fetchReservationById(9));
    expect(stateOf(store)).toMatchObject({
      selectedStatus: 'failed',
      selectedErrorStatus: 404,
      error: { message: 'Reservation not found' },
    });
  });
});

describe('reservations slice: transitions of SPEC.md section 4', () => {
  it('create adds the reservation to the list', async () => {
    const store = await loadedStore();
    fakeApi({ 'POST /reservations': { status: 201, data: reservation({ id: 3, code: 'MIA-333333' }) } });
    await store.dispatch(
      createReservation({ apartmentId: 11, clientId: 3, pricePerNight: 400, cleaningFee: 90 }),
    );
    const state = stateOf(store);
    expect(state.list.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(state.list[0]).not.toHaveProperty('notifications');
    expect(state.total).toBe(3);
  });

  it('update replaces the reservation with the same id, in the list and the selection', async () => {
    const store = await loadedStore();
    fakeApi({ 'PUT /reservations/1': { status: 200, data: reservation({ notes: 'Late arrival' }) } });
    await store.dispatch(updateReservation({ id: 1, data: { notes: 'Late arrival' } }));
    const state = stateOf(store);
    expect(state.list.find((r) => r.id === 1)?.notes).toBe('Late arrival');
    expect(state.selected?.notes).toBe('Late arrival');
    expect(state.payments).toHaveLength(1);
  });

  it('delete removes the reservation and clears the selection', async () => {
    const store = await loadedStore();
    fakeApi({ 'DELETE /reservations/1': { status: 204 } });
    await store.dispatch(deleteReservation(1));
    const state = stateOf(store);
    expect(state.list.map((r) => r.id)).toEqual([2]);
    expect(state.selected).toBeNull();
    expect(state.payments).toEqual([]);
    expect(state.total).toBe(1);
  });

  it('a payment-status update merges paymentStatus, amountPaid and amountDue into the list and the selection', async () => {
    const store = await loadedStore();
    store.dispatch(
      paymentStatusUpdated({ id: 1, paymentStatus: 'partial', amountPaid: 600, amountDue: 1490 }),
    );
    const state = stateOf(store);
    for (const target of [state.list[0], state.selected]) {
      expect(target).toMatchObject({
        paymentStatus: 'partial',
        amountPaid: 600,
        amountDue: 1490,
        totalAmount: 2090,
      });
    }
    expect(state.list[1]).toMatchObject({ paymentStatus: 'pending', amountPaid: 0 });
  });

  it('PATCH payment-status merges the amounts the server derived', async () => {
    const store = await loadedStore();
    const { requests } = fakeApi({
      'PATCH /reservations/1/payment-status': {
        status: 200,
        data: reservation({ paymentStatus: 'paid', amountPaid: 2090, amountDue: 0, notes: 'not merged' }),
      },
    });
    await store.dispatch(
      updatePaymentStatus({ id: 1, paymentStatus: 'paid', amountPaid: 2090, amountDue: 0 }),
    );
    expect(requests[0]?.body).toEqual({ paymentStatus: 'paid', amountPaid: 2090, amountDue: 0 });
    expect(stateOf(store).selected).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 2090,
      amountDue: 0,
      notes: '',
    });
  });

  it('the status can be updated locally in the list and the selection', async () => {
    const store = await loadedStore();
    store.dispatch(reservationStatusUpdated({ id: 1, status: 'confirmed' }));
    expect(stateOf(store).list[0]?.status).toBe('confirmed');
    expect(stateOf(store).selected?.status).toBe('confirmed');
  });

  it('a status change shows at once and is put back when the server refuses it', async () => {
    const store = await loadedStore();
    fakeApi({
      'PUT /reservations/1': () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({ status: 409, data: { message: 'These dates are not available for this apartment' } }),
            5,
          ),
        ),
    });
    const pending = store.dispatch(
      changeReservationStatus({ id: 1, status: 'confirmed', previous: 'pending' }),
    );
    expect(stateOf(store).selected?.status).toBe('confirmed');
    await pending;
    expect(stateOf(store).selected?.status).toBe('pending');
    expect(stateOf(store).list[0]?.status).toBe('pending');
    expect(stateOf(store).error?.message).toBe('These dates are not available for this apartment');
  });

  it('a registered payment joins the payments of the selection and merges the derived amounts', async () => {
    const store = await loadedStore();
    const { requests } = fakeApi({
      'POST /reservations/1/payments': {
        status: 201,
        data: {
          payment: payment({ id: 51, amount: 500.5 }),
          reservation: reservationItem({ amountPaid: 600.5, amountDue: 1489.5, paymentStatus: 'partial' }),
        },
      },
    });
    await store.dispatch(
      registerPayment({
        reservationId: 1,
        amount: '500.50',
        paymentMethod: 'zelle',
        paymentDate: '2026-11-21',
        notes: '',
      }),
    );
    // Amount converted to a number; method and date sent with SPEC.md's names; empty notes dropped.
    expect(requests[0]?.body).toEqual({ amount: 500.5, payment_method: 'zelle', payment_date: '2026-11-21' });
    const state = stateOf(store);
    expect(state.payments.map((p) => p.id)).toEqual([49, 51]);
    expect(state.selected).toMatchObject({ amountPaid: 600.5, amountDue: 1489.5, paymentStatus: 'partial' });
    expect(state.list[0]).toMatchObject({ amountPaid: 600.5, amountDue: 1489.5, paymentStatus: 'partial' });
  });

  it('a failed confirmation send sets no error', async () => {
    const store = await loadedStore();
    fakeApi({
      'POST /reservations/1/send-notification': {
        status: 404,
        data: { message: 'The reservation does not have an associated email address' },
      },
    });
    const result = await store.dispatch(sendNotification({ id: 1 }));
    expect(result.payload).toMatchObject({
      message: 'The reservation does not have an associated email address',
    });
    expect(stateOf(store).error).toBeNull();
  });

  it('a sent notification joins the notifications of the selection', async () => {
    const store = await loadedStore();
    const { requests } = fakeApi({
      'POST /reservations/1/send-notification': {
        status: 202,
        data: {
          success: true,
          message: 'Notification queued for delivery',
          mailId: 4,
          delivery: 'queued',
          notification: {
            type: 'confirmation',
            sentAt: '2026-11-22T00:00:00.000Z',
            confirmation: 'outbox:4',
          },
        },
      },
    });
    await store.dispatch(sendNotification({ id: 1 }));
    expect(requests[0]?.body).toEqual({ type: 'confirmation' });
    expect(stateOf(store).selected?.notifications).toEqual([
      { type: 'confirmation', sentAt: '2026-11-22T00:00:00.000Z', confirmation: 'outbox:4' },
    ]);
  });

  it('a failed write is stored as the error', async () => {
    const store = await loadedStore();
    fakeApi({ 'POST /reservations': { status: 500, data: { message: 'internal' } } });
    await store.dispatch(
      createReservation({ apartmentId: 11, clientId: 3, pricePerNight: 400, cleaningFee: 0 }),
    );
    expect(stateOf(store).error).toEqual({ message: 'Error creating reservation', status: 500 });
  });
});

describe('reservation thunks: validation of SPEC.md section 5 (nothing is sent)', () => {
  let requests: ReturnType<typeof fakeApi>['requests'];
  beforeEach(() => {
    requests = fakeApi({}).requests;
  });

  it('create requires the price per night', async () => {
    const result = await newStore().dispatch(
      createReservation({ apartmentId: 1, clientId: 1, cleaningFee: 10 }),
    );
    expect(result.payload).toEqual({ message: 'The price per night is required' });
    expect(requests).toHaveLength(0);
  });

  it('create requires the cleaning fee (0 is a value)', async () => {
    const store = newStore();
    const missing = await store.dispatch(
      createReservation({ apartmentId: 1, clientId: 1, pricePerNight: 100 }),
    );
    expect(missing.payload).toEqual({ message: 'The cleaning fee is required' });
    expect(stateOf(store).error).toEqual({ message: 'The cleaning fee is required' });
    const blank = await store.dispatch(
      createReservation({ apartmentId: 1, clientId: 1, pricePerNight: 100, cleaningFee: '  ' }),
    );
    expect(blank.payload).toEqual({ message: 'The cleaning fee is required' });
    expect(requests).toHaveLength(0);
  });

  it('create accepts price for pricePerNight, drops empty and non-numeric values and the client fields with a clientId', async () => {
    const { requests: sent } = fakeApi({ 'POST /reservations': { status: 201, data: reservation() } });
    await newStore().dispatch(
      createReservation({
        apartmentId: '11',
        clientId: 3,
        clientName: 'Ignored',
        price: '400',
        cleaningFee: 0,
        parkingFee: 'abc',
        taxes: '',
        notes: undefined,
        checkInDate: '2027-03-05',
        checkOutDate: '2027-03-10',
        initialPayment: { amount: '250', paymentMethod: 'card' },
      }),
    );
    expect(sent[0]?.body).toEqual({
      apartmentId: 11,
      clientId: 3,
      pricePerNight: 400,
      cleaningFee: 0,
      checkInDate: '2027-03-05',
      checkOutDate: '2027-03-10',
      initialPayment: { amount: 250, paymentMethod: 'card' },
    });
  });

  it('create sends the client fields when there is no clientId', async () => {
    const { requests: sent } = fakeApi({ 'POST /reservations': { status: 201, data: reservation() } });
    await newStore().dispatch(
      createReservation({
        apartmentId: 11,
        clientName: ' Ana ',
        clientEmail: 'ana@example.com',
        pricePerNight: 1,
        cleaningFee: 1,
      }),
    );
    expect(sent[0]?.body).toMatchObject({ clientName: 'Ana', clientEmail: 'ana@example.com' });
  });

  it('update requires the reservation id', async () => {
    const result = await newStore().dispatch(updateReservation({ id: undefined, data: { notes: 'x' } }));
    expect(result.payload).toEqual({ message: 'The reservation ID is required' });
    expect(requests).toHaveLength(0);
  });

  it('update requires some data', async () => {
    const store = newStore();
    for (const data of [{}, null, { notes: '', taxes: undefined }]) {
      const result = await store.dispatch(updateReservation({ id: 4, data }));
      expect(result.payload).toEqual({ message: 'No data provided to update the reservation' });
    }
    expect(requests).toHaveLength(0);
  });

  it('register payment requires the amount and the reservation id', async () => {
    const store = newStore();
    const noAmount = await store.dispatch(registerPayment({ reservationId: 1, amount: '' }));
    expect(noAmount.payload).toEqual({ message: 'The payment amount is required' });
    const noId = await store.dispatch(registerPayment({ reservationId: null, amount: 10 }));
    expect(noId.payload).toEqual({ message: 'Se requiere el ID de la reserva' });
    expect(requests).toHaveLength(0);
  });

  it('a simple payment must be a positive number', async () => {
    const store = newStore();
    for (const amount of ['0', '-5', 'abc', '', null]) {
      const result = await store.dispatch(registerSimplePayment({ reservationId: 1, amount }));
      expect(result.payload).toEqual({ message: 'The payment amount must be positive' });
    }
    expect(requests).toHaveLength(0);
  });

  it('a simple payment is cash by default', async () => {
    const { requests: sent } = fakeApi({
      'POST /payments/register/1': {
        status: 201,
        data: {
          payment: payment(),
          reservation: reservationItem({ amountPaid: 500, amountDue: 1590, paymentStatus: 'partial' }),
        },
      },
    });
    await newStore().dispatch(registerSimplePayment({ reservationId: 1, amount: '500' }));
    expect(sent[0]?.body).toEqual({ amount: 500, paymentMethod: 'cash' });
  });

  it('a fee update with no fee sends nothing: No hay tarifas para actualizar', async () => {
    const result = await newStore().dispatch(updateFees({ id: 1, fees: {} }));
    expect(result.payload).toEqual({ message: 'No hay tarifas para actualizar' });
    expect(requests).toHaveLength(0);
  });

  it('fees are clamped to 0 or more, non-numeric becomes 0, a string parkingFee becomes a number', async () => {
    expect([clampFee('25.5'), clampFee(-3), clampFee('abc'), clampFee(null), clampFee(40)]).toEqual([
      25.5, 0, 0, 0, 40,
    ]);
    const { requests: sent } = fakeApi({ 'PATCH /reservations/1': { status: 200, data: reservation() } });
    await newStore().dispatch(
      updateFees({ id: 1, fees: { parkingFee: '30', cleaningFee: -10, otherExpenses: 'x' } }),
    );
    expect(sent[0]?.body).toEqual({ parkingFee: 30, cleaningFee: 0, otherExpenses: 0 });
  });

  it('a failed fee update names the fee', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ parkingFee: 1 }, 'Error updating parking fee'],
      [{ cleaningFee: 1 }, 'Error updating cleaning fee'],
      [{ otherExpenses: 1 }, 'Error updating other expenses'],
      [{ parkingFee: 1, cleaningFee: 1 }, 'Error updating fees'],
    ];
    for (const [fees, message] of cases) {
      fakeApi({ 'PATCH /reservations/1': { status: 500 } });
      const result = await newStore().dispatch(updateFees({ id: 1, fees }));
      expect(result.payload).toMatchObject({ message });
    }
  });

  it('a notification type must be confirmation, status_update or payment', async () => {
    const result = await newStore().dispatch(sendNotification({ id: 1, type: 'sms' }));
    expect(result.payload).toEqual({ message: 'Invalid notification type' });
    expect(requests).toHaveLength(0);
  });
});

describe('reservation thunks: error catalogue of SPEC.md section 8', () => {
  it('a delete refused for related data keeps the message, details, suggested action and flag', async () => {
    fakeApi({
      'DELETE /reservations/1': {
        status: 400,
        data: {
          message: 'Cannot delete reservation due to related data',
          error: 'BAD_REQUEST',
          details: { payments: 2, suggestedAction: 'Cancel it instead', relatedData: true },
          suggestedAction: 'Cancel it instead',
          relatedData: true,
        },
      },
    });
    const store = newStore();
    const result = await store.dispatch(deleteReservation(1));
    const expected = {
      message: 'Cannot delete reservation due to related data',
      status: 400,
      details: { payments: 2, suggestedAction: 'Cancel it instead', relatedData: true },
      suggestedAction: 'Cancel it instead',
      relatedData: true,
    };
    expect(result.payload).toEqual(expected);
    expect(stateOf(store).error).toEqual(expected);
  });

  it.each([
    [400, { message: 'something else' }, 'Bad request when deleting reservation'],
    [403, { message: 'Forbidden' }, 'Not authorized to delete this reservation'],
    [404, { message: 'Not Found' }, 'Reservation not found'],
    [500, { message: 'db down' }, 'Server error while deleting reservation'],
    [409, { message: 'Locked by another change' }, 'Locked by another change'],
    [409, {}, 'Error deleting reservation'],
  ])('a delete answered %i gives %j -> %s', async (status, data, message) => {
    fakeApi({ 'DELETE /reservations/1': { status, data } });
    const result = await newStore().dispatch(deleteReservation(1));
    expect(result.payload).toMatchObject({ message, status });
  });

  it.each([
    [
      404,
      { message: 'The reservation does not have an associated email address' },
      'The reservation does not have an associated email address',
    ],
    [404, { message: 'Reservation not found' }, 'Reservation not found'],
    [400, { message: 'Invalid email format' }, 'Invalid email format'],
    [400, { message: 'type: Invalid notification type' }, 'Invalid notification type'],
    [400, { message: 'Something odd' }, 'Something odd'],
    [400, {}, 'Error in the request'],
    [500, {}, 'Server error sending the notification'],
    [429, { message: 'Too many' }, 'Error sending the confirmation'],
  ])('a notification answered %i %j -> %s', async (status, data, message) => {
    fakeApi({ 'POST /reservations/1/send-notification': { status, data } });
    const result = await newStore().dispatch(sendNotification({ id: 1, type: 'payment' }));
    expect(result.payload).toMatchObject({ message });
  });

  it('a failed payment falls back to Error registering payment', async () => {
    fakeApi({ 'POST /reservations/1/payments': { status: 500 } });
    const result = await newStore().dispatch(registerPayment({ reservationId: 1, amount: 5 }));
    expect(result.payload).toMatchObject({ message: 'Error registering payment' });
  });

  it('initial state exported for pages matches the reducer', () => {
    expect(reservationsReducer(undefined, { type: 'x' })).toEqual(initialState);
  });
});
