import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import { payment, reservation, reservationItem } from '../../test/reservation-fixtures';
import { loadStatus } from '../admin-shell/admin-api';
import { defaultQuery, type ReservationsQuery } from './reservation-payloads';
import { reservationsApi } from './reservations-api';

vi.mock('../../lib/save-file', () => ({ saveBlob: vi.fn() }));

const { endpoints } = reservationsApi;
const newStore = () => makeStore(undefined, { api });
type Store = ReturnType<typeof newStore>;

const listOf = (store: Store, query: ReservationsQuery = defaultQuery) =>
  endpoints.reservations.select(query)(store.getState() as never);
const detailsOf = (store: Store, id = 1) => endpoints.reservation.select(id)(store.getState() as never);

/** A store showing the list (reservations 1 and 2) and reservation 1 with one payment, both subscribed. */
async function loadedStore(list = [reservationItem(), reservationItem({ id: 2, code: 'MIA-ABCDEF' })]) {
  const fake = fakeApi({
    'GET /reservations': { status: 200, data: list },
    'GET /reservations/1': { status: 200, data: { ...reservation(), payments: [payment({ id: 49 })] } },
  });
  const store = newStore();
  await store.dispatch(endpoints.reservations.initiate(defaultQuery));
  await store.dispatch(endpoints.reservation.initiate(1));
  return { store, ...fake };
}

describe('reservations API: the list and the open reservation (SPEC.md sections 3 and 4)', () => {
  it('loads a page with its total, leaving empty filters out of the query', async () => {
    const { requests } = fakeApi({ 'GET /reservations': { status: 200, data: [reservationItem()] } });
    const store = newStore();
    const query = {
      ...defaultQuery,
      status: ['pending', 'confirmed'],
      apartmentId: 11,
      from: '2027-03-01',
      offset: 25,
    } as ReservationsQuery;
    const pending = store.dispatch(endpoints.reservations.initiate(query));
    expect(loadStatus(listOf(store, query))).toBe('loading');
    await pending;
    const result = listOf(store, query);
    expect(loadStatus(result)).toBe('succeeded');
    // Without X-Total-Count, what arrived after the offset is all there is.
    expect(result.data).toMatchObject({ total: 26 });
    expect(result.data?.items.map((r) => r.id)).toEqual([1]);
    expect(result.fulfilledTimeStamp).toBeGreaterThan(0);
    expect(requests[0]?.url).toBe('/reservations');
  });

  it('searches through /reservations/search when there is a text', async () => {
    const { requests } = fakeApi({ 'GET /reservations/search': { status: 200, data: [] } });
    const query = { ...defaultQuery, q: ' MIA-7K3QXD ' };
    const store = newStore();
    await store.dispatch(endpoints.reservations.initiate(query));
    expect(requests[0]?.url).toBe('/reservations/search');
    expect(loadStatus(listOf(store, query))).toBe('succeeded');
  });

  it('a failed list keeps the fallback of SPEC.md section 8 (fetching or searching)', async () => {
    fakeApi({
      'GET /reservations': { status: 500, data: { message: 'boom' } },
      'GET /reservations/search': { status: 503, data: {} },
    });
    const store = newStore();
    await store.dispatch(endpoints.reservations.initiate(defaultQuery));
    expect(listOf(store).error).toMatchObject({ message: 'Error fetching reservations', status: 500 });
    const search = { ...defaultQuery, q: 'ana' };
    await store.dispatch(endpoints.reservations.initiate(search));
    expect(listOf(store, search).error).toMatchObject({ message: 'Error searching reservations' });
  });

  it('opens a reservation with its payments; a missing one answers 404 (the not-found page)', async () => {
    const { store } = await loadedStore();
    expect(detailsOf(store).data?.payments.map((p) => p.id)).toEqual([49]);
    fakeApi({ 'GET /reservations/9': { status: 404, data: { message: 'Reservation not found' } } });
    await store.dispatch(endpoints.reservation.initiate(9));
    expect(detailsOf(store, 9).error).toMatchObject({ message: 'Reservation not found', status: 404 });
  });
});

describe('reservations API: every write refreshes what shows it (SPEC.md section 4)', () => {
  it('a created reservation joins the list', async () => {
    const { store } = await loadedStore([reservationItem()]);
    fakeApi({
      'POST /reservations': { status: 201, data: reservation({ id: 3, code: 'MIA-NEW001' }) },
      'GET /reservations': {
        status: 200,
        data: [reservationItem(), reservationItem({ id: 3, code: 'MIA-NEW001' })],
      },
      'GET /reservations/1': { status: 200, data: { ...reservation(), payments: [] } },
    });
    const created = await store.dispatch(
      endpoints.createReservation.initiate({
        apartmentId: 11,
        clientId: 3,
        pricePerNight: 400,
        cleaningFee: 0,
      }),
    );
    expect(created.data?.code).toBe('MIA-NEW001');
    await vi.waitFor(() => expect(listOf(store).data?.items.map((r) => r.id)).toEqual([1, 3]));
  });

  it('a deleted reservation leaves the list', async () => {
    const { store } = await loadedStore();
    fakeApi({
      'DELETE /reservations/2': { status: 204 },
      'GET /reservations': { status: 200, data: [reservationItem()] },
      'GET /reservations/1': { status: 200, data: { ...reservation(), payments: [] } },
    });
    await store.dispatch(endpoints.deleteReservation.initiate(2));
    await vi.waitFor(() => expect(listOf(store).data?.items.map((r) => r.id)).toEqual([1]));
  });

  it('a status change shows at once and is put back when the server refuses it', async () => {
    const { store } = await loadedStore();
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
      endpoints.changeReservationStatus.initiate({ id: 1, status: 'confirmed' }),
    );
    expect(detailsOf(store).data?.status).toBe('confirmed');
    const result = await pending;
    expect(result.error).toMatchObject({ message: 'These dates are not available for this apartment' });
    expect(detailsOf(store).data?.status).toBe('pending');
  });

  it('a registered payment is sent with SPEC.md names and the open reservation shows the derived amounts', async () => {
    const { store } = await loadedStore();
    const { requests } = fakeApi({
      'POST /reservations/1/payments': {
        status: 201,
        data: {
          payment: payment({ id: 51, amount: 500.5 }),
          reservation: reservationItem({ amountPaid: 600.5, amountDue: 1489.5, paymentStatus: 'partial' }),
        },
      },
      'GET /reservations': { status: 200, data: [reservationItem({ amountPaid: 600.5 })] },
      'GET /reservations/1': {
        status: 200,
        data: {
          ...reservation({ amountPaid: 600.5, amountDue: 1489.5, paymentStatus: 'partial' }),
          payments: [payment({ id: 49 }), payment({ id: 51, amount: 500.5 })],
        },
      },
    });
    await store.dispatch(
      endpoints.registerPayment.initiate({
        reservationId: 1,
        amount: 500.5,
        paymentMethod: 'zelle',
        paymentDate: '2026-11-21',
        notes: '',
      }),
    );
    // Method and date sent with SPEC.md's names; empty notes dropped.
    expect(requests[0]?.body).toEqual({ amount: 500.5, payment_method: 'zelle', payment_date: '2026-11-21' });
    await vi.waitFor(() =>
      expect(detailsOf(store).data).toMatchObject({ amountPaid: 600.5, paymentStatus: 'partial' }),
    );
    expect(detailsOf(store).data?.payments.map((p) => p.id)).toEqual([49, 51]);
  });

  it('a failed payment falls back to Error registering payment', async () => {
    fakeApi({ 'POST /reservations/1/payments': { status: 500 } });
    const result = await newStore().dispatch(
      endpoints.registerPayment.initiate({ reservationId: 1, amount: 5 }),
    );
    expect(result.error).toMatchObject({ message: 'Error registering payment' });
  });
});

describe('reservations API: validation of SPEC.md section 5 (nothing is sent)', () => {
  it('create requires the price per night and the cleaning fee (0 is a value)', async () => {
    const { requests } = fakeApi({});
    const store = newStore();
    const create = (draft: Record<string, unknown>) =>
      store.dispatch(endpoints.createReservation.initiate(draft));
    expect((await create({ apartmentId: 1, clientId: 1, cleaningFee: 10 })).error).toMatchObject({
      message: 'The price per night is required',
    });
    for (const cleaningFee of [undefined, '  ']) {
      expect(
        (await create({ apartmentId: 1, clientId: 1, pricePerNight: 100, cleaningFee })).error,
      ).toMatchObject({
        message: 'The cleaning fee is required',
      });
    }
    expect(requests).toHaveLength(0);
  });

  it('create accepts price for pricePerNight, drops empty and non-numeric values and the client fields with a clientId', async () => {
    const { requests } = fakeApi({ 'POST /reservations': { status: 201, data: reservation() } });
    await newStore().dispatch(
      endpoints.createReservation.initiate({
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
    expect(requests[0]?.body).toEqual({
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
    const { requests } = fakeApi({ 'POST /reservations': { status: 201, data: reservation() } });
    await newStore().dispatch(
      endpoints.createReservation.initiate({
        apartmentId: 11,
        clientName: ' Ana ',
        clientEmail: 'ana@example.com',
        pricePerNight: 1,
        cleaningFee: 1,
      }),
    );
    expect(requests[0]?.body).toMatchObject({ clientName: 'Ana', clientEmail: 'ana@example.com' });
  });

  it('update requires the reservation id and some data', async () => {
    const { requests } = fakeApi({});
    const store = newStore();
    const update = (id: number | undefined, data: Record<string, unknown> | null) =>
      store.dispatch(endpoints.updateReservation.initiate({ id, data }));
    expect((await update(undefined, { notes: 'x' })).error).toMatchObject({
      message: 'The reservation ID is required',
    });
    for (const data of [{}, null, { notes: '', taxes: undefined }]) {
      expect((await update(4, data)).error).toMatchObject({
        message: 'No data provided to update the reservation',
      });
    }
    expect(requests).toHaveLength(0);
  });

  it('fees: none sends nothing, each is clamped to 0 or more, and a failure names the fee', async () => {
    const { requests } = fakeApi({ 'PATCH /reservations/1': { status: 200, data: reservation() } });
    const store = newStore();
    const none = await store.dispatch(endpoints.updateFees.initiate({ id: 1, fees: {} }));
    expect(none.error).toMatchObject({ message: 'No hay tarifas para actualizar' });
    expect(requests).toHaveLength(0);
    await store.dispatch(
      endpoints.updateFees.initiate({
        id: 1,
        fees: { parkingFee: '30', cleaningFee: -10, otherExpenses: 'x' },
      }),
    );
    expect(requests[0]?.body).toEqual({ parkingFee: 30, cleaningFee: 0, otherExpenses: 0 });

    const cases: [Record<string, unknown>, string][] = [
      [{ parkingFee: 1 }, 'Error updating parking fee'],
      [{ cleaningFee: 1 }, 'Error updating cleaning fee'],
      [{ otherExpenses: 1 }, 'Error updating other expenses'],
      [{ parkingFee: 1, cleaningFee: 1 }, 'Error updating fees'],
    ];
    for (const [fees, message] of cases) {
      fakeApi({ 'PATCH /reservations/1': { status: 500 } });
      const result = await newStore().dispatch(endpoints.updateFees.initiate({ id: 1, fees }));
      expect(result.error).toMatchObject({ message });
    }
  });

  it('a notification type must be confirmation, status_update or payment', async () => {
    const { requests } = fakeApi({});
    const result = await newStore().dispatch(endpoints.sendNotification.initiate({ id: 1, type: 'sms' }));
    expect(result.error).toMatchObject({ message: 'Invalid notification type' });
    expect(requests).toHaveLength(0);
  });
});

describe('reservations API: error catalogue of SPEC.md section 8', () => {
  it('a delete refused for related data keeps the message, details, suggested action and flag', async () => {
    fakeApi({
      'DELETE /reservations/1': {
        status: 400,
        data: {
          message: 'Cannot delete reservation due to related data',
          error: 'Bad Request',
          code: 'RESERVATION_HAS_PAYMENTS',
          details: { payments: 2, suggestedAction: 'Cancel it instead', relatedData: true },
        },
      },
    });
    const result = await newStore().dispatch(endpoints.deleteReservation.initiate(1));
    expect(result.error).toMatchObject({
      message: 'Cannot delete reservation due to related data',
      status: 400,
      details: { payments: 2, suggestedAction: 'Cancel it instead', relatedData: true },
      suggestedAction: 'Cancel it instead',
      relatedData: true,
    });
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
    const result = await newStore().dispatch(endpoints.deleteReservation.initiate(1));
    expect(result.error).toMatchObject({ message, status });
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
    const result = await newStore().dispatch(endpoints.sendNotification.initiate({ id: 1, type: 'payment' }));
    expect(result.error).toMatchObject({ message });
  });
});
