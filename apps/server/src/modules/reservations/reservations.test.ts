import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservationPayments, reservationStatusHistory, reservations } from '../../db/schema/reservations.ts';
import { busyRanges } from './reservation-search.ts';

describe('reservations', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let apartment: number;
  let villa: number;
  let car: number;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await loginAs(ctx);
    apartment = await insertService(ctx.app.db, { name: 'Brickell 1201' });
    villa = await insertService(ctx.app.db, { type: 'villas', name: 'Villa Coral' });
    car = await insertService(ctx.app.db, { type: 'cars', name: 'Huracán' });
    clientId = await insertClient(ctx.app.db, { email: 'ana@example.com' });
  });
  afterAll(() => ctx.close());

  // Each test books its own weeks so that tests never collide on the overlap rule.
  let week = 0;
  const nextStay = (nights = 3) => {
    const start = new Date(Date.UTC(2030, 0, 1 + 7 * week++));
    const end = new Date(start.getTime() + nights * 86_400_000);
    return { checkInDate: start.toISOString().slice(0, 10), checkOutDate: end.toISOString().slice(0, 10) };
  };

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: owner.headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const create = (body: Record<string, unknown>) =>
    api('POST', '/api/reservations', {
      apartmentId: apartment,
      clientId,
      ...nextStay(),
      pricePerNight: 200,
      cleaningFee: 80,
      ...body,
    });
  const created = async (body: Record<string, unknown> = {}) => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  describe('create', () => {
    it('creates a reservation with derived totals, a public code and the first status in the history', async () => {
      const body = await created({
        checkInDate: '2029-06-01',
        checkOutDate: '2029-06-04',
        parkingFee: '25.50',
        taxes: 60.35,
        notes: 'VIP',
        status: 'confirmed',
      });
      expect(body).toMatchObject({
        apartmentId: apartment,
        apartmentName: 'Brickell 1201',
        clientId,
        clientName: 'Ana',
        clientLastname: 'Pérez',
        clientEmail: 'ana@example.com',
        checkInDate: '2029-06-01',
        checkOutDate: '2029-06-04',
        nights: 3,
        pricePerNight: 200,
        cleaningFee: 80,
        parkingFee: 25.5,
        cancellationFee: 0,
        otherExpenses: 0,
        taxes: 60.35,
        totalAmount: 765.85,
        amountPaid: 0,
        amountDue: 765.85,
        status: 'confirmed',
        paymentStatus: 'pending',
        notes: 'VIP',
        language: 'es',
        pdfUrl: null,
        notifications: [],
      });
      expect(body.code).toMatch(/^MIA-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
      expect(body.statusHistory).toEqual([
        {
          from: null,
          to: 'confirmed',
          changedAt: expect.any(String),
          changedBy: 'Owner',
          changedById: owner.admin.id,
        },
      ]);
      // Cents in the database.
      const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, body.id));
      expect(row).toMatchObject({ parkingFeeCents: 2550, taxesCents: 6035, totalAmountCents: 76_585 });
    });

    it('answers the SPEC messages for a missing price per night and cleaning fee', async () => {
      const res = await create({ pricePerNight: undefined, cleaningFee: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Bad Request',
        code: 'VALIDATION',
        message: 'The price per night is required; The cleaning fee is required',
      });
      expect(res.json().details.fields).toEqual([
        { field: 'pricePerNight', message: 'The price per night is required' },
        { field: 'cleaningFee', message: 'The cleaning fee is required' },
      ]);
    });

    it('accepts price for pricePerNight and snake_case names', async () => {
      const stay = nextStay(2);
      const body = await created({
        apartmentId: undefined,
        clientId: undefined,
        apartment_id: apartment,
        client_id: clientId,
        checkInDate: undefined,
        checkOutDate: undefined,
        check_in_date: stay.checkInDate,
        check_out_date: stay.checkOutDate,
        pricePerNight: undefined,
        cleaningFee: undefined,
        price: '99.99',
        cleaning_fee: '0',
        other_expenses: 10,
      });
      expect(body).toMatchObject({
        pricePerNight: 99.99,
        cleaningFee: 0,
        otherExpenses: 10,
        totalAmount: 209.98,
      });
    });

    it('wants the check-out after the check-in', async () => {
      const res = await create({ checkInDate: '2031-01-10', checkOutDate: '2031-01-10' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'checkOutDate: the check-out date must be after the check-in date (checkInDate)',
      );
    });

    it('refuses negative fees and ignores totals sent by the caller', async () => {
      expect((await create({ parkingFee: -5 })).json().message).toBe('parkingFee: must not be negative');
      const body = await created({
        totalAmount: 1,
        amountPaid: 500,
        amountDue: 0,
        paymentStatus: 'paid',
        nights: 99,
      });
      expect(body).toMatchObject({ nights: 3, totalAmount: 680, amountPaid: 0, paymentStatus: 'pending' });
    });

    it('books apartments and villas only: another service type or an unknown id is a 400', async () => {
      expect((await created({ apartmentId: villa })).apartmentName).toBe('Villa Coral');
      for (const apartmentId of [car, 999_999]) {
        const res = await create({ apartmentId });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'apartmentId: there is no apartment or villa with this id',
          code: 'APARTMENT_UNKNOWN',
        });
      }
      const unknownClient = await create({ clientId: 999_999 });
      expect(unknownClient.statusCode).toBe(400);
      expect(unknownClient.json()).toMatchObject({
        message: 'clientId: there is no client with this id',
        code: 'CLIENT_UNKNOWN',
      });
    });

    it('uses the client fields only when no clientId is given', async () => {
      const before = await countRows(ctx.app.db, clients);
      const body = await created({ clientName: 'Somebody Else', clientEmail: 'not-an-email' });
      expect(body).toMatchObject({ clientId, clientName: 'Ana' });
      expect(await countRows(ctx.app.db, clients)).toBe(before);
    });

    it('creates a client from the details, then links the same e-mail in any case', async () => {
      const first = await created({
        clientId: undefined,
        clientName: 'Bruno',
        clientLastname: 'Díaz',
        clientEmail: 'Bruno.Diaz@Example.com',
        clientPhone: '',
        clientCity: 'Madrid',
        language: 'en',
      });
      expect(first).toMatchObject({
        clientName: 'Bruno',
        clientLastname: 'Díaz',
        clientEmail: 'bruno.diaz@example.com',
        clientCity: 'Madrid',
        clientPhone: '',
        language: 'en',
      });
      expect(first.clientId).not.toBe(clientId);

      const second = await created({
        clientId: undefined,
        client_name: 'B.',
        client_email: ' BRUNO.DIAZ@EXAMPLE.COM ',
        client_phone: '+34 600 000 000',
        client_city: 'Sevilla',
      });
      // Linked, not duplicated; an empty field filled in, nothing overwritten.
      expect(second).toMatchObject({
        clientId: first.clientId,
        clientName: 'Bruno',
        clientCity: 'Madrid',
        clientPhone: '+34 600 000 000',
      });
      const rows = await ctx.app.db.select().from(clients).where(eq(clients.id, first.clientId));
      expect(rows).toHaveLength(1);
    });

    it('creates a client without e-mail each time, and needs at least a name', async () => {
      const a = await created({ clientId: undefined, clientName: 'Walk-in' });
      const b = await created({ clientId: undefined, clientName: 'Walk-in' });
      expect(a.clientId).not.toBe(b.clientId);
      const res = await create({ clientId: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'clientName: give a clientId or the new client details (at least clientName)',
      );
    });

    it('records an initial payment in the same transaction and derives the amounts', async () => {
      const body = await created({
        initialPayment: {
          amount: '100.10',
          payment_method: 'zelle',
          payment_date: '2029-12-01',
          notes: 'deposit',
        },
      });
      expect(body).toMatchObject({
        totalAmount: 680,
        amountPaid: 100.1,
        amountDue: 579.9,
        paymentStatus: 'partial',
      });
      const payments = await ctx.app.db
        .select()
        .from(reservationPayments)
        .where(eq(reservationPayments.reservationId, body.id));
      expect(payments).toMatchObject([
        {
          amountCents: 10_010,
          paymentMethod: 'zelle',
          notes: 'deposit',
          clientId,
          createdBy: owner.admin.id,
          paymentDate: new Date('2029-12-01T17:00:00Z'),
        },
      ]);
      const full = await created({ initialPayment: { amount: 680 } });
      expect(full).toMatchObject({ amountPaid: 680, amountDue: 0, paymentStatus: 'paid' });
    });

    it('counts nights in calendar days across the March daylight-saving change', async () => {
      // 2027-03-14 02:00 in Miami does not exist: the stay is still 2 nights, and 2 x the price.
      const body = await created({
        checkInDate: '2027-03-13',
        checkOutDate: '2027-03-15',
        pricePerNight: 150,
        cleaningFee: 0,
      });
      expect(body).toMatchObject({ nights: 2, totalAmount: 300 });
      const november = await created({
        checkInDate: '2027-11-06',
        checkOutDate: '2027-11-08',
        pricePerNight: 150,
        cleaningFee: 0,
      });
      expect(november).toMatchObject({ nights: 2, totalAmount: 300 });
    });

    it('gives every reservation its own code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i++) codes.add((await created()).code);
      expect(codes.size).toBe(5);
    });
  });

  describe('overlap rule', () => {
    it('answers 409 naming the stay met for overlapping stays, allows back-to-back ones and other apartments', async () => {
      const first = await created({ checkInDate: '2032-05-10', checkOutDate: '2032-05-15' });
      for (const [checkInDate, checkOutDate] of [
        ['2032-05-12', '2032-05-13'],
        ['2032-05-08', '2032-05-11'],
        ['2032-05-14', '2032-05-20'],
        ['2032-05-01', '2032-05-30'],
      ]) {
        const res = await create({ checkInDate, checkOutDate });
        expect(res.statusCode, `${checkInDate}..${checkOutDate}`).toBe(409);
        expect(res.json()).toEqual({
          message: `Estas fechas no están disponibles para este apartamento: coinciden con la reserva ${first.code}`,
          error: 'Conflict',
          code: 'STAY_OVERLAP',
          details: { conflictingCode: first.code },
        });
      }
      const english = await ctx.app.inject({
        method: 'POST',
        url: '/api/reservations?lang=en',
        headers: owner.headers,
        payload: {
          apartmentId: apartment,
          clientId,
          checkInDate: '2032-05-12',
          checkOutDate: '2032-05-13',
          pricePerNight: 1,
          cleaningFee: 0,
        },
      });
      expect(english.json().message).toBe(
        `These dates are not available for this apartment: they overlap reservation ${first.code}`,
      );
      await created({ checkInDate: '2032-05-15', checkOutDate: '2032-05-18' });
      await created({ checkInDate: '2032-05-07', checkOutDate: '2032-05-10' });
      await created({ apartmentId: villa, checkInDate: '2032-05-10', checkOutDate: '2032-05-15' });
    });

    it('frees the dates of a cancelled stay, and refuses to bring it back onto taken dates', async () => {
      const first = await created({ checkInDate: '2032-07-01', checkOutDate: '2032-07-05' });
      expect((await create({ checkInDate: '2032-07-02', checkOutDate: '2032-07-04' })).statusCode).toBe(409);
      expect((await api('PUT', `/api/reservations/${first.id}`, { status: 'cancelled' })).statusCode).toBe(
        200,
      );
      const second = await created({ checkInDate: '2032-07-02', checkOutDate: '2032-07-04' });
      expect(second.status).toBe('pending');
      const back = await api('PUT', `/api/reservations/${first.id}`, { status: 'confirmed' });
      expect(back.statusCode).toBe(409);
      expect(back.json().details).toEqual({ conflictingCode: second.code });
      // Nothing of the refused change was kept.
      expect((await api('GET', `/api/reservations/${first.id}`)).json().status).toBe('cancelled');
    });

    it('checks moves: new dates or another apartment that overlap are a 409', async () => {
      await created({ checkInDate: '2032-09-01', checkOutDate: '2032-09-05' });
      const other = await created({ checkInDate: '2032-09-10', checkOutDate: '2032-09-12' });
      const moved = await api('PUT', `/api/reservations/${other.id}`, { checkInDate: '2032-09-04' });
      expect(moved.statusCode).toBe(409);
      const ok = await api('PUT', `/api/reservations/${other.id}`, {
        checkInDate: '2032-09-05',
        checkOutDate: '2032-09-08',
      });
      expect(ok.json()).toMatchObject({ nights: 3, totalAmount: 680 });
    });
  });

  describe('read', () => {
    it('answers 404 "Reservation not found" and 400 for a bad id', async () => {
      for (const [method, url] of [
        ['GET', '/api/reservations/999999'],
        ['PUT', '/api/reservations/999999'],
        ['PATCH', '/api/reservations/999999'],
        ['DELETE', '/api/reservations/999999'],
        ['PATCH', '/api/reservations/999999/payment-status'],
        ['GET', '/api/reservations/999999/pdf/diagnose'],
      ] as const) {
        const res = await api(
          method,
          url,
          method === 'PUT' ? { notes: 'x' } : method === 'PATCH' ? { parkingFee: 1 } : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({
          message: 'Reservation not found',
          error: 'Not Found',
          code: 'RESERVATION_NOT_FOUND',
        });
      }
      const bad = await api('PUT', '/api/reservations/abc', { notes: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The reservation ID is required');
    });

    it('gives the details with payments, notifications and history to an admin', async () => {
      const body = await created({ initialPayment: { amount: 50 } });
      const res = await api('GET', `/api/reservations/${body.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: body.id,
        code: body.code,
        notes: '',
        notifications: [],
        statusHistory: [{ from: null, to: 'pending' }],
        payments: [{ amount: 50, paymentMethod: 'cash', reservationId: body.id, clientId }],
      });
    });

    it('diagnoses the completeness of a reservation for its PDF', async () => {
      const complete = await created();
      expect((await api('GET', `/api/reservations/${complete.id}/pdf/diagnose`)).json()).toEqual({
        success: true,
        message: 'All necessary data is present',
        missingFields: [],
      });
      const partial = await created({ clientId: undefined, clientName: 'No Contact' });
      expect((await api('GET', `/api/reservations/${partial.id}/pdf/diagnose`)).json()).toEqual({
        success: false,
        message: 'Missing required fields: clientEmail, clientPhone',
        missingFields: ['clientEmail', 'clientPhone'],
      });
    });
  });

  describe('update', () => {
    it('answers the SPEC message for an empty update', async () => {
      const body = await created();
      for (const payload of [{}, { totalAmount: 5 }]) {
        const res = await api('PUT', `/api/reservations/${body.id}`, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('No data provided to update the reservation');
      }
    });

    it('changes the fields sent and derives the totals again', async () => {
      const body = await created({ initialPayment: { amount: 100 } });
      const res = await api('PUT', `/api/reservations/${body.id}`, {
        checkOutDate: body.checkOutDate.replace(/\d\d$/, (d: string) =>
          String(Number(d) + 1).padStart(2, '0'),
        ),
        price_per_night: 100,
        notes: 'Changed',
        language: 'en',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        nights: 4,
        pricePerNight: 100,
        cleaningFee: 80,
        totalAmount: 480,
        amountPaid: 100,
        amountDue: 380,
        paymentStatus: 'partial',
        notes: 'Changed',
        language: 'en',
      });
    });

    it('records every status change with the admin; an unchanged status adds nothing', async () => {
      const manager = await loginAs(ctx, 'manager@example.com');
      const body = await created();
      await api('PUT', `/api/reservations/${body.id}`, { status: 'confirmed' });
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/reservations/${body.id}`,
        headers: manager.headers,
        payload: { status: 'checked_in' },
      });
      await api('PUT', `/api/reservations/${body.id}`, { status: 'checked_in', notes: 'same status' });
      const history = (await api('GET', `/api/reservations/${body.id}`)).json().statusHistory;
      expect(
        history.map((h: { from: string | null; to: string; changedById: number }) => [
          h.from,
          h.to,
          h.changedById,
        ]),
      ).toEqual([
        [null, 'pending', owner.admin.id],
        ['pending', 'confirmed', owner.admin.id],
        ['confirmed', 'checked_in', manager.admin.id],
      ]);
      const rows = await ctx.app.db
        .select()
        .from(reservationStatusHistory)
        .where(eq(reservationStatusHistory.reservationId, body.id));
      expect(rows).toHaveLength(3);
    });

    it('moves the reservation to another client with clientId; client fields alone edit its client', async () => {
      const body = await created({
        clientId: undefined,
        clientName: 'Carla',
        clientEmail: 'carla@example.com',
      });
      const edited = await api('PUT', `/api/reservations/${body.id}`, { clientPhone: '+1 786 555 0000' });
      expect(edited.json()).toMatchObject({
        clientId: body.clientId,
        clientName: 'Carla',
        clientPhone: '+1 786 555 0000',
      });
      const taken = await api('PUT', `/api/reservations/${body.id}`, { clientEmail: 'ANA@example.com' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        message: 'A client with this e-mail already exists',
        code: 'CLIENT_EMAIL_TAKEN',
      });
      const moved = await api('PUT', `/api/reservations/${body.id}`, { clientId, clientName: 'ignored' });
      expect(moved.json()).toMatchObject({ clientId, clientName: 'Ana' });
    });

    it('checks the dates against the stored ones', async () => {
      const body = await created();
      const res = await api('PUT', `/api/reservations/${body.id}`, { checkOutDate: body.checkInDate });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'checkOutDate: the check-out date must be after the check-in date (checkInDate)',
      );
    });
  });

  describe('fees (PATCH)', () => {
    it('answers "No hay tarifas para actualizar" when no fee is given', async () => {
      const body = await created();
      const res = await api('PATCH', `/api/reservations/${body.id}`, { taxes: 10 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('No hay tarifas para actualizar');
    });

    it('converts text, clamps negatives and non-numbers to 0, and derives the totals again', async () => {
      const body = await created({ parkingFee: 30, otherExpenses: 20, initialPayment: { amount: 600 } });
      expect(body).toMatchObject({ totalAmount: 730, paymentStatus: 'partial' });
      const res = await api('PATCH', `/api/reservations/${body.id}`, {
        parkingFee: '12.50',
        cleaningFee: -40,
        otherExpenses: 'abc',
        cancellation_fee: 7.5,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        parkingFee: 12.5,
        cleaningFee: 0,
        otherExpenses: 0,
        cancellationFee: 7.5,
        pricePerNight: 200,
        totalAmount: 620,
        amountPaid: 600,
        amountDue: 20,
        paymentStatus: 'partial',
      });
      const lower = await api('PATCH', `/api/reservations/${body.id}`, { pricePerNight: 150 });
      expect(lower.json()).toMatchObject({ totalAmount: 470, amountDue: -130, paymentStatus: 'overpaid' });
    });
  });

  describe('payment status (PATCH .../payment-status)', () => {
    it('ignores the amounts sent and answers the amounts derived from the payments', async () => {
      const body = await created({ initialPayment: { amount: 80 } });
      const res = await api('PATCH', `/api/reservations/${body.id}/payment-status`, {
        paymentStatus: 'paid',
        amountPaid: 680,
        amountDue: 0,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        totalAmount: 680,
        amountPaid: 80,
        amountDue: 600,
        paymentStatus: 'partial',
      });
    });

    it('repairs stored amounts that drifted from the payments', async () => {
      const body = await created({ initialPayment: { amount: 80 } });
      await ctx.app.db
        .update(reservations)
        .set({ amountPaidCents: 1, amountDueCents: 1, paymentStatus: 'paid' })
        .where(eq(reservations.id, body.id));
      const res = await api('PATCH', `/api/reservations/${body.id}/payment-status`, {});
      expect(res.json()).toMatchObject({ amountPaid: 80, amountDue: 600, paymentStatus: 'partial' });
    });
  });

  describe('delete', () => {
    it('deletes a reservation without payments (204), with its history; then 404', async () => {
      const body = await created();
      const res = await api('DELETE', `/api/reservations/${body.id}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await api('GET', `/api/reservations/${body.id}`)).statusCode).toBe(404);
      expect((await api('DELETE', `/api/reservations/${body.id}`)).statusCode).toBe(404);
      const history = await ctx.app.db
        .select()
        .from(reservationStatusHistory)
        .where(eq(reservationStatusHistory.reservationId, body.id));
      expect(history).toEqual([]);
    });

    it('refuses a reservation with payments: 400 with details, suggestedAction and relatedData', async () => {
      const body = await created({ initialPayment: { amount: 10 } });
      const res = await api('DELETE', `/api/reservations/${body.id}`);
      expect(res.statusCode).toBe(400);
      const suggestedAction =
        'Cancel the reservation instead (its dates become free again), or delete its payments first.';
      expect(res.json()).toEqual({
        message: 'Cannot delete reservation due to related data',
        error: 'Bad Request',
        code: 'RESERVATION_HAS_PAYMENTS',
        details: { payments: 1, notifications: 0, statusChanges: 1, suggestedAction, relatedData: true },
        suggestedAction,
        relatedData: true,
      });
      expect((await api('GET', `/api/reservations/${body.id}`)).statusCode).toBe(200);
    });
  });

  describe('list and search', () => {
    let listCtx: Awaited<ReturnType<typeof createTestApp>>;
    let headers: Record<string, string>;
    let apt: number;
    let other: number;
    let guests: { ana: number; bob: number };
    const ids: Record<string, number> = {};
    const codes: Record<string, string> = {};

    const list = async (query: string, path = '/api/reservations') => {
      const res = await listCtx.app.inject({ url: `${path}?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return {
        ids: res.json().map((r: { id: number }) => r.id) as number[],
        total: Number(res.headers['x-total-count']),
      };
    };

    beforeAll(async () => {
      // A database of its own, so totals are exact.
      listCtx = await createTestApp();
      headers = (await loginAs(listCtx)).headers;
      apt = await insertService(listCtx.app.db, { name: 'Apt' });
      other = await insertService(listCtx.app.db, { type: 'villas', name: 'Villa' });
      guests = {
        ana: await insertClient(listCtx.app.db, {
          name: 'Ana',
          lastname: 'Pérez',
          email: 'ana@example.com',
          phone: '+1 (305) 555-0123',
        }),
        bob: await insertClient(listCtx.app.db, {
          name: 'Bob',
          lastname: 'Stone',
          email: 'bob@mail.test',
          phone: '+44 20 7946 0321',
        }),
      };
      const make = async (key: string, body: Record<string, unknown>) => {
        const res = await listCtx.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers,
          payload: { pricePerNight: 100, cleaningFee: 0, ...body },
        });
        expect(res.statusCode, res.body).toBe(201);
        ids[key] = res.json().id;
        codes[key] = res.json().code;
      };
      await make('march', {
        apartmentId: apt,
        clientId: guests.ana,
        checkInDate: '2027-03-01',
        checkOutDate: '2027-03-05',
      });
      await make('april', {
        apartmentId: apt,
        clientId: guests.bob,
        checkInDate: '2027-04-01',
        checkOutDate: '2027-04-03',
        status: 'confirmed',
        initialPayment: { amount: 50 },
      });
      await make('may', {
        apartmentId: other,
        clientId: guests.ana,
        checkInDate: '2027-05-10',
        checkOutDate: '2027-05-20',
        status: 'cancelled',
      });
      await make('june', {
        apartmentId: other,
        clientId: guests.bob,
        checkInDate: '2027-06-01',
        checkOutDate: '2027-06-02',
        initialPayment: { amount: 100 },
      });
    });
    afterAll(() => listCtx.close());

    it('lists newest check-in first with the total in X-Total-Count', async () => {
      expect(await list('')).toEqual({ ids: [ids.june, ids.may, ids.april, ids.march], total: 4 });
      expect(await list('sort=checkInDate')).toMatchObject({
        ids: [ids.march, ids.april, ids.may, ids.june],
      });
      expect(await list('sort=-amountDue')).toMatchObject({ ids: [ids.may, ids.march, ids.april, ids.june] });
    });

    it('sorts upcoming first: stays not yet over by check-in, soonest first, then past stays, latest first', async () => {
      const past = async (checkInDate: string, checkOutDate: string) => {
        const res = await listCtx.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers,
          payload: {
            apartmentId: apt,
            clientId: guests.bob,
            checkInDate,
            checkOutDate,
            pricePerNight: 100,
            cleaningFee: 0,
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as number;
      };
      const older = await past('2024-01-10', '2024-01-12');
      const recent = await past('2025-06-01', '2025-06-03');
      try {
        expect(await list('sort=upcoming')).toMatchObject({
          ids: [ids.march, ids.april, ids.may, ids.june, recent, older],
        });
      } finally {
        for (const id of [older, recent]) {
          await listCtx.app.inject({ method: 'DELETE', url: `/api/reservations/${id}`, headers });
        }
      }
    });

    it('pages with limit and offset', async () => {
      expect(await list('limit=2&offset=1')).toEqual({ ids: [ids.may, ids.april], total: 4 });
      expect(await list('limit=2&offset=10')).toEqual({ ids: [], total: 4 });
    });

    it('filters by status, payment status, apartment, client; empty filters are ignored', async () => {
      expect(await list('status=pending')).toMatchObject({ ids: [ids.june, ids.march], total: 2 });
      expect(await list('status=confirmed,cancelled')).toMatchObject({ ids: [ids.may, ids.april] });
      expect(await list('paymentStatus=paid')).toMatchObject({ ids: [ids.june] });
      expect(await list('paymentStatus=partial')).toMatchObject({ ids: [ids.april] });
      expect(await list(`apartmentId=${apt}`)).toMatchObject({ ids: [ids.april, ids.march] });
      expect(await list(`clientId=${guests.ana}&status=&paymentStatus=`)).toMatchObject({
        ids: [ids.may, ids.march],
      });
      const bad = await listCtx.app.inject({ url: '/api/reservations?status=booked', headers });
      expect(bad.statusCode).toBe(400);
    });

    it('filters by stays overlapping [from, to)', async () => {
      expect(await list('from=2027-03-05&to=2027-04-01')).toMatchObject({ ids: [], total: 0 });
      expect(await list('from=2027-03-04&to=2027-04-02')).toMatchObject({ ids: [ids.april, ids.march] });
      expect(await list('from=2027-05-15')).toMatchObject({ ids: [ids.june, ids.may] });
      expect(await list('to=03-02-2027')).toMatchObject({ ids: [ids.march] });
    });

    it('searches the code, names, e-mail and phone, with the filters', async () => {
      const search = (q: string, more = '') =>
        list(`q=${encodeURIComponent(q)}${more}`, '/api/reservations/search');
      expect(await search(codes.april ?? '')).toMatchObject({ ids: [ids.april], total: 1 });
      expect(await search((codes.april ?? '').slice(4).toLowerCase())).toMatchObject({ ids: [ids.april] });
      expect(await search('pérez')).toMatchObject({ ids: [ids.may, ids.march] });
      expect(await search('ana pérez')).toMatchObject({ ids: [ids.may, ids.march] });
      // Across the last name and the e-mail is no field's text: no match.
      expect(await search('pérez ana@')).toMatchObject({ ids: [], total: 0 });
      expect(await search('STONE')).toMatchObject({ ids: [ids.june, ids.april] });
      expect(await search('mail.test')).toMatchObject({ ids: [ids.june, ids.april] });
      expect(await search('3055550123')).toMatchObject({ ids: [ids.may, ids.march] });
      // Digits inside an e-mail or a code are not a phone number ('305' of '+1 (305) 555-0123').
      expect(await search('ana305@nowhere.test')).toMatchObject({ ids: [], total: 0 });
      expect(await search('7946 0321', '&status=pending')).toMatchObject({ ids: [ids.june], total: 1 });
      expect(await search('100%')).toMatchObject({ ids: [], total: 0 });
      expect(await search('')).toMatchObject({ total: 4 });
    });

    it('gives the busy ranges of an apartment: blocking stays only, no personal data', async () => {
      expect(await busyRanges(listCtx.app.db, { id: apt, unit: 'night' })).toEqual([
        { start: '2027-03-01', end: '2027-03-05' },
        { start: '2027-04-01', end: '2027-04-03' },
      ]);
      // The cancelled May stay does not count.
      expect(await busyRanges(listCtx.app.db, { id: other, unit: 'night' })).toEqual([
        { start: '2027-06-01', end: '2027-06-02' },
      ]);
      expect(
        await busyRanges(
          listCtx.app.db,
          { id: apt, unit: 'night' },
          {
            from: '2027-03-05',
            to: '2027-04-02',
          },
        ),
      ).toEqual([{ start: '2027-04-01', end: '2027-04-03' }]);
    });

    it('shows amounts, names and nights in list items, without details-only fields', async () => {
      const res = await listCtx.app.inject({
        url: `/api/reservations?apartmentId=${apt}&status=confirmed`,
        headers,
      });
      const [item] = res.json();
      expect(item).toMatchObject({
        id: ids.april,
        apartmentName: 'Apt',
        clientName: 'Bob',
        clientLastname: 'Stone',
        nights: 2,
        totalAmount: 200,
        amountPaid: 50,
        amountDue: 150,
        paymentStatus: 'partial',
      });
      expect(item).not.toHaveProperty('statusHistory');
      expect(item).not.toHaveProperty('payments');
    });
  });
});
