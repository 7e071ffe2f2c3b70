import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs, TEST_JWT_SECRET } from '../../../test/test-app.ts';

describe('guest access: lookup and guest view', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let mine: { id: number; code: string };
  let theirs: { id: number; code: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await loginAs(ctx);
    const apartment = await insertService(ctx.app.db, { name: 'Brickell 1201' });
    const ana = await insertClient(ctx.app.db, { email: 'ana@example.com', notes: 'Pays late; VIP' });
    const bob = await insertClient(ctx.app.db, { name: 'Bob', email: 'bob@example.com' });
    const book = async (clientId: number, checkInDate: string, checkOutDate: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: owner.headers,
        payload: {
          apartmentId: apartment,
          clientId,
          checkInDate,
          checkOutDate,
          pricePerNight: 300,
          cleaningFee: 100,
          notes: 'Internal: owner discount approved by Carlos',
          initialPayment: {
            amount: 250,
            paymentMethod: 'zelle',
            paymentDate: '2027-02-01T15:00:00Z',
            notes: 'internal ref 42',
          },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; code: string };
    };
    mine = await book(ana, '2027-03-10', '2027-03-14');
    theirs = await book(bob, '2027-04-10', '2027-04-14');
  });
  afterAll(() => ctx.close());

  const lookup = (body: object, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/reservations/lookup', payload: body, remoteAddress });
  const view = (id: number, query = '', headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/reservations/${id}${query}`, headers });

  it('gives an access token for the right code and e-mail, as a guest may type them', async () => {
    const res = await lookup({
      code: ` ${mine.code.toLowerCase().replace('mia-', '')} `,
      email: ' ANA@example.com ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: mine.id, accessToken: expect.any(String) });
  });

  it('answers one generic 404 for a wrong code, a wrong e-mail, or the e-mail of another reservation', async () => {
    for (const body of [
      { code: 'MIA-2222222', email: 'ana@example.com' },
      { code: 'MIA-ZZZZZZ', email: 'ana@example.com' },
      { code: mine.code, email: 'bob@example.com' },
      { code: mine.code, email: 'nobody@example.com' },
    ]) {
      const res = await lookup(body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'No reservation matches this code and e-mail',
        error: 'Not Found',
        code: 'RESERVATION_LOOKUP_FAILED',
      });
    }
  });

  it('shows the guest view with the access token: payments, no internal notes, no history', async () => {
    const { accessToken } = (await lookup({ code: mine.code, email: 'ana@example.com' })).json();
    const res = await view(mine.id, `?access=${accessToken}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      view: 'guest',
      id: mine.id,
      code: mine.code,
      serviceType: 'apartments',
      apartmentName: 'Brickell 1201',
      clientName: 'Ana',
      clientLastname: 'Pérez',
      checkInDate: '2027-03-10',
      checkOutDate: '2027-03-14',
      startAt: null,
      endAt: null,
      unit: 'night',
      units: 4,
      nights: 4,
      pricePerUnit: 300,
      pricePerNight: 300,
      cleaningFee: 100,
      cancellationFee: 0,
      parkingFee: 0,
      otherExpenses: 0,
      taxes: 0,
      totalAmount: 1300,
      amountPaid: 250,
      amountDue: 1050,
      status: 'pending',
      paymentStatus: 'partial',
      language: 'es',
      payments: [{ amount: 250, paymentMethod: 'zelle', paymentDate: '2027-02-01T15:00:00.000Z' }],
    });
    expect(res.body).not.toContain('Internal');
    expect(res.body).not.toContain('internal ref');
    expect(res.body).not.toContain('VIP');
    expect(res.body).not.toContain('Owner');
  });

  it("refuses another reservation's token, a forged or an admin token used as access, and no token", async () => {
    const { accessToken } = (await lookup({ code: mine.code, email: 'ana@example.com' })).json();
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(mine.id))
      .setIssuer('miami-rentals')
      .setAudience('guest')
      .setIssuedAt(1)
      .setExpirationTime(2)
      .sign(key);
    for (const query of [
      '',
      `?access=${accessToken}x`,
      `?access=${owner.token}`,
      `?access=${expired}`,
      '?access=',
    ]) {
      const res = await view(mine.id, query);
      expect(res.statusCode, query).toBe(401);
      expect(res.json()).toEqual({
        message: 'Unauthorized: Please log in again.',
        error: 'Unauthorized',
        code: 'GUEST_ACCESS_DENIED',
      });
    }
    expect((await view(theirs.id, `?access=${accessToken}`)).statusCode).toBe(401);
    // A guest token is no admin token.
    const asBearer = await ctx.app.inject({
      url: '/api/reservations',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(asBearer.statusCode).toBe(401);
    const asBearerOnView = await view(mine.id, '', { authorization: `Bearer ${accessToken}` });
    expect(asBearerOnView.statusCode).toBe(401);
  });

  it('gives the admin the full details, with or without an access parameter', async () => {
    const res = await view(mine.id, '?access=whatever', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Internal: owner discount approved by Carlos',
      clientNotes: 'Pays late; VIP',
      statusHistory: [{ to: 'pending', changedBy: 'Owner' }],
      payments: [{ amount: 250, notes: 'internal ref 42' }],
    });
    expect(res.json()).not.toHaveProperty('view');
  });

  it('answers 404 to a valid token once the reservation is gone', async () => {
    const token = await ctx.guestToken(987_654);
    const res = await view(987_654, `?access=${token}`);
    expect(res.statusCode).toBe(404);
  });

  it('stops a guest token once the reservation moves to another client or is cancelled', async () => {
    const carla = await insertClient(ctx.app.db, { name: 'Carla', email: 'carla@example.com' });
    const dan = await insertClient(ctx.app.db, { name: 'Dan', email: 'dan@example.com' });
    const apartment = await insertService(ctx.app.db, { name: 'Edgewater 5' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: owner.headers,
      payload: {
        apartmentId: apartment,
        clientId: carla,
        checkInDate: '2027-06-01',
        checkOutDate: '2027-06-04',
        pricePerNight: 200,
        cleaningFee: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stay = created.json() as { id: number; code: string };
    const change = async (payload: object) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/reservations/${stay.id}`,
        headers: owner.headers,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const { accessToken } = (await lookup({ code: stay.code, email: 'carla@example.com' })).json();
    const pdf = () =>
      ctx.app.inject({ url: `/api/reservations/${stay.id}/pdf/download?access=${accessToken}` });
    expect((await view(stay.id, `?access=${accessToken}`)).statusCode).toBe(200);

    await change({ clientId: dan });
    expect((await view(stay.id, `?access=${accessToken}`)).statusCode).toBe(401);
    expect((await pdf()).statusCode).toBe(401);
    expect((await lookup({ code: stay.code, email: 'dan@example.com' })).statusCode).toBe(200);

    await change({ clientId: carla });
    expect((await view(stay.id, `?access=${accessToken}`)).statusCode).toBe(200);
    await change({ status: 'cancelled' });
    expect((await view(stay.id, `?access=${accessToken}`)).statusCode).toBe(401);
    expect((await pdf()).statusCode).toBe(401);
    expect((await lookup({ code: stay.code, email: 'carla@example.com' })).statusCode).toBe(404);
  });

  it('rate limits lookups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await lookup({ code: 'MIA-ZZZZZZ', email: 'x@example.com' }, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    const limited = await lookup({ code: mine.code, email: 'ana@example.com' }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      details: { retryAfterMinutes: 15 },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await lookup({ code: mine.code, email: 'ana@example.com' }, '10.9.9.10')).statusCode).toBe(200);
  });
});
