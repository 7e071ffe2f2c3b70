import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';

describe('payments', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let apartment: number;
  let ana: number;
  let bob: number;
  let day = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await loginAs(ctx);
    apartment = await insertService(ctx.app.db);
    ana = await insertClient(ctx.app.db, { email: 'ana@example.com' });
    bob = await insertClient(ctx.app.db, { name: 'Bob', email: 'bob@example.com' });
  });
  afterAll(() => ctx.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: owner.headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  /** A reservation of 2 nights at 100 + 50 cleaning = 250. */
  const reservation = async (clientId = ana) => {
    const start = new Date(Date.UTC(2031, 0, 1 + 3 * day++)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(2031, 0, 3 + 3 * (day - 1))).toISOString().slice(0, 10);
    const res = await api('POST', '/api/reservations', {
      apartmentId: apartment,
      clientId,
      checkInDate: start,
      checkOutDate: end,
      pricePerNight: 100,
      cleaningFee: 50,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalAmount).toBe(250);
    return res.json().id as number;
  };
  const pay = (id: number, payload: unknown) => api('POST', `/api/reservations/${id}/payments`, payload);

  describe('POST /reservations/:id/payments', () => {
    it('registers a payment (cash by default) and answers it with the derived amounts', async () => {
      const id = await reservation();
      const res = await pay(id, { amount: '100.25', notes: 'deposit' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        payment: {
          reservationId: id,
          clientId: ana,
          amount: 100.25,
          paymentMethod: 'cash',
          notes: 'deposit',
          paymentDate: expect.any(String),
          createdAt: expect.any(String),
        },
        reservation: {
          id,
          totalAmount: 250,
          amountPaid: 100.25,
          amountDue: 149.75,
          paymentStatus: 'partial',
        },
      });
    });

    it('accepts snake_case names and ignores reservation_update: the amounts come from the payments', async () => {
      const id = await reservation();
      const res = await pay(id, {
        amount: 50,
        payment_method: 'transfer',
        payment_date: '2031-01-01T10:00:00-05:00',
        reservation_update: { amount_paid: 250, amount_due: 0, payment_status: 'paid' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().payment).toMatchObject({
        paymentMethod: 'transfer',
        paymentDate: '2031-01-01T15:00:00.000Z',
      });
      expect(res.json().reservation).toMatchObject({
        amountPaid: 50,
        amountDue: 200,
        paymentStatus: 'partial',
      });
    });

    it('goes pending -> partial -> paid -> overpaid -> refunded', async () => {
      const id = await reservation();
      const status = async () => (await api('GET', `/api/reservations/${id}`)).json();
      expect((await status()).paymentStatus).toBe('pending');
      expect((await pay(id, { amount: 100 })).json().reservation.paymentStatus).toBe('partial');
      expect((await pay(id, { amount: 150 })).json().reservation).toMatchObject({
        amountDue: 0,
        paymentStatus: 'paid',
      });
      expect((await pay(id, { amount: 0.01 })).json().reservation).toMatchObject({
        amountPaid: 250.01,
        amountDue: -0.01,
        paymentStatus: 'overpaid',
      });
      expect((await pay(id, { amount: -250.01, paymentMethod: 'card' })).json().reservation).toMatchObject({
        amountPaid: 0,
        amountDue: 250,
        paymentStatus: 'refunded',
      });
      // The summary adds up in cents: 100 + 150 + 0.01 received, 250.01 refunded, nothing net.
      const summary = await api('GET', `/api/reservation-payments/summary?reservationId=${id}`);
      expect(summary.statusCode, summary.body).toBe(200);
      expect(summary.json()).toEqual({
        count: 4,
        received: 250.01,
        refunded: 250.01,
        net: 0,
        byMethod: { cash: 250.01, card: -250.01 },
      });
    });

    it('refuses a refund larger than what was paid, and keeps nothing of it', async () => {
      const id = await reservation();
      await pay(id, { amount: 20 });
      const res = await pay(id, { amount: -30 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The refunds cannot exceed the amount paid',
        code: 'REFUND_EXCEEDS_PAID',
      });
      const rows = await ctx.app.db
        .select()
        .from(reservationPayments)
        .where(eq(reservationPayments.reservationId, id));
      expect(rows.map((r) => r.amountCents)).toEqual([2_000]);
    });

    it('answers the SPEC messages: amount required, reservation id required; 404 for no reservation', async () => {
      const id = await reservation();
      for (const payload of [{}, { amount: '' }, { paymentMethod: 'cash' }]) {
        const res = await pay(id, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('The payment amount is required');
      }
      expect((await pay(id, { amount: 'abc' })).json().message).toBe('amount: must be a number');
      expect((await pay(id, { amount: 0 })).json().message).toBe('amount: must not be zero');
      expect((await pay(id, { amount: 5, paymentMethod: 'bitcoin' })).statusCode).toBe(400);
      const noId = await api('POST', '/api/reservations/abc/payments', { amount: 5 });
      expect(noId.statusCode).toBe(400);
      expect(noId.json().message).toBe('Se requiere el ID de la reserva');
      const missing = await pay(999_999, { amount: 5 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Reservation not found');
    });

    it('lists the payments of a reservation, oldest first', async () => {
      const id = await reservation();
      await pay(id, { amount: 10, paymentDate: '2031-01-05' });
      await pay(id, { amount: 20, paymentDate: '2031-01-02' });
      const res = await api('GET', `/api/reservations/${id}/payments`);
      expect(res.json().map((p: { amount: number }) => p.amount)).toEqual([20, 10]);
      expect((await api('GET', '/api/reservations/999999/payments')).statusCode).toBe(404);
    });
  });

  describe('POST /payments/register/:id (simple payment)', () => {
    it('registers a positive amount, cash by default', async () => {
      const id = await reservation();
      const res = await api('POST', `/api/payments/register/${id}`, { amount: '75', notes: 'front desk' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        payment: { amount: 75, paymentMethod: 'cash', notes: 'front desk' },
        reservation: { amountPaid: 75, amountDue: 175 },
      });
    });

    it('answers "The payment amount must be positive" for anything else', async () => {
      const id = await reservation();
      for (const amount of [0, -5, 'abc', '', undefined]) {
        const res = await api('POST', `/api/payments/register/${id}`, { amount });
        expect(res.statusCode, String(amount)).toBe(400);
        expect(res.json().message).toBe('The payment amount must be positive');
      }
    });
  });

  describe('/reservation-payments', () => {
    let listCtx: Awaited<ReturnType<typeof createTestApp>>;
    let headers: Record<string, string>;
    const ids: Record<string, number> = {};
    let resA: number;
    let resB: number;

    beforeAll(async () => {
      listCtx = await createTestApp();
      headers = (await loginAs(listCtx)).headers;
      const apt = await insertService(listCtx.app.db);
      const c1 = await insertClient(listCtx.app.db, { email: 'c1@example.com' });
      const c2 = await insertClient(listCtx.app.db, { email: 'c2@example.com' });
      const book = async (clientId: number, checkInDate: string, checkOutDate: string) => {
        const res = await listCtx.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers,
          payload: {
            apartmentId: apt,
            clientId,
            checkInDate,
            checkOutDate,
            pricePerNight: 100,
            cleaningFee: 0,
          },
        });
        return res.json().id as number;
      };
      resA = await book(c1, '2031-05-01', '2031-05-05');
      resB = await book(c2, '2031-06-01', '2031-06-05');
      const add = async (key: string, reservationId: number, body: object) => {
        const res = await listCtx.app.inject({
          method: 'POST',
          url: `/api/reservations/${reservationId}/payments`,
          headers,
          payload: body,
        });
        expect(res.statusCode, res.body).toBe(201);
        ids[key] = res.json().payment.id;
      };
      // 23:30 in Miami on March 31 is April 1 in UTC: it belongs to March 31.
      await add('lateMarch', resA, { amount: 10, paymentMethod: 'zelle', paymentDate: '2031-03-31T23:30' });
      await add('april', resA, { amount: 20, paymentMethod: 'card', paymentDate: '2031-04-15' });
      await add('may', resB, { amount: 30, paymentMethod: 'zelle', paymentDate: '2031-05-02T00:15' });
    });
    afterAll(() => listCtx.close());

    const list = async (query = '') => {
      const res = await listCtx.app.inject({ url: `/api/reservation-payments?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return {
        ids: res.json().map((p: { id: number }) => p.id),
        total: Number(res.headers['x-total-count']),
      };
    };

    it('lists every payment, newest first, with X-Total-Count and paging', async () => {
      expect(await list()).toEqual({ ids: [ids.may, ids.april, ids.lateMarch], total: 3 });
      expect(await list('limit=1&offset=1')).toEqual({ ids: [ids.april], total: 3 });
    });

    it('filters by reservation, client, method and inclusive days in Miami time', async () => {
      expect(await list(`reservationId=${resA}`)).toMatchObject({ ids: [ids.april, ids.lateMarch] });
      expect(await list('paymentMethod=zelle')).toMatchObject({ ids: [ids.may, ids.lateMarch] });
      expect(await list('from=2031-03-31&to=2031-03-31')).toMatchObject({ ids: [ids.lateMarch], total: 1 });
      expect(await list('from=2031-04-01&to=2031-05-01')).toMatchObject({ ids: [ids.april] });
      expect(await list('from=05-02-2031')).toMatchObject({ ids: [ids.may] });
      const clientOfA = (await listCtx.app.inject({ url: `/api/reservations/${resA}`, headers })).json()
        .clientId;
      expect(await list(`clientId=${clientOfA}&paymentMethod=`)).toMatchObject({
        ids: [ids.april, ids.lateMarch],
      });
    });

    it("answers each payment with its reservation's code and apartment and the guest", async () => {
      const res = await listCtx.app.inject({ url: '/api/reservation-payments?limit=1', headers });
      const reservation = (await listCtx.app.inject({ url: `/api/reservations/${resB}`, headers })).json();
      expect(res.json()).toEqual([
        {
          id: ids.may,
          reservationId: resB,
          clientId: reservation.clientId,
          amount: 30,
          paymentMethod: 'zelle',
          paymentDate: expect.any(String),
          notes: '',
          createdAt: expect.any(String),
          reservationCode: reservation.code,
          apartmentName: 'Brickell 1201',
          clientName: 'Ana',
          clientLastname: 'Pérez',
          clientEmail: 'c2@example.com',
        },
      ]);
    });

    it('sums every payment of the filter, all pages: GET /reservation-payments/summary', async () => {
      const summary = async (query = '') => {
        const res = await listCtx.app.inject({ url: `/api/reservation-payments/summary?${query}`, headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      };
      expect(await summary()).toEqual({
        count: 3,
        received: 60,
        refunded: 0,
        net: 60,
        byMethod: { zelle: 40, card: 20 },
      });
      expect(await summary(`reservationId=${resA}&limit=1`)).toMatchObject({ count: 2, net: 30 });
      expect(await summary('paymentMethod=card&from=2031-04-01&to=2031-04-30')).toMatchObject({
        count: 1,
        byMethod: { card: 20 },
      });
      expect(await summary('from=2040-01-01')).toEqual({
        count: 0,
        received: 0,
        refunded: 0,
        net: 0,
        byMethod: {},
      });
      const bad = await listCtx.app.inject({
        url: '/api/reservation-payments/summary?from=2031-05-02&to=2031-05-01',
        headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('to: must not be before from');
      const anonymous = await listCtx.app.inject({ url: '/api/reservation-payments/summary' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('reads, updates and deletes one payment, deriving its reservation again each time', async () => {
      const one = await listCtx.app.inject({ url: `/api/reservation-payments/${ids.april}`, headers });
      expect(one.json()).toMatchObject({
        id: ids.april,
        amount: 20,
        paymentMethod: 'card',
        reservationId: resA,
      });

      const updated = await listCtx.app.inject({
        method: 'PUT',
        url: `/api/reservation-payments/${ids.april}`,
        headers,
        payload: { amount: '390', payment_method: 'transfer', reservation_update: { amount_paid: 1 } },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        payment: { amount: 390, paymentMethod: 'transfer' },
        reservation: { id: resA, totalAmount: 400, amountPaid: 400, amountDue: 0, paymentStatus: 'paid' },
      });

      const empty = await listCtx.app.inject({
        method: 'PUT',
        url: `/api/reservation-payments/${ids.april}`,
        headers,
        payload: {},
      });
      expect(empty.json().message).toBe('No data provided to update the payment');

      const deleted = await listCtx.app.inject({
        method: 'DELETE',
        url: `/api/reservation-payments/${ids.april}`,
        headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().reservation).toMatchObject({
        amountPaid: 10,
        amountDue: 390,
        paymentStatus: 'partial',
      });
      const [row] = await listCtx.app.db.select().from(reservations).where(eq(reservations.id, resA));
      expect(row).toMatchObject({ amountPaidCents: 1_000, amountDueCents: 39_000 });

      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await listCtx.app.inject({
          method,
          url: `/api/reservation-payments/${ids.april}`,
          headers,
          ...(method === 'PUT' ? { payload: { notes: 'x' } } : {}),
        });
        expect(res.statusCode, method).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Payment not found', code: 'PAYMENT_NOT_FOUND' });
      }
    });

    it('refuses a change that would leave more refunded than paid', async () => {
      const res = await listCtx.app.inject({
        method: 'PUT',
        url: `/api/reservation-payments/${ids.lateMarch}`,
        headers,
        payload: { amount: -10 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The refunds cannot exceed the amount paid',
        code: 'REFUND_EXCEEDS_PAID',
      });
    });
  });

  it('lets a reservation with payments be deleted once its payments are gone', async () => {
    const id = await reservation(bob);
    const paymentId = (await pay(id, { amount: 5 })).json().payment.id;
    expect((await api('DELETE', `/api/reservations/${id}`)).statusCode).toBe(400);
    expect((await api('DELETE', `/api/reservation-payments/${paymentId}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/reservations/${id}`)).statusCode).toBe(204);
  });
});
