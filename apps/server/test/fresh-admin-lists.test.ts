import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { clients } from '../src/db/schema/clients.ts';
import { insertClient, insertService } from './support/reservations.fixtures.ts';
import { createTestApp, loginAs } from './test-app.ts';

/**
 * The back-office lists and the admin behind a token are read from the database on every request
 * (decision 0019): whatever wrote, and through whichever connection, the next request shows it. Each
 * list is asked twice before a write, so that an answer kept in memory would be the one after it.
 */
describe('back-office lists are fresh right after a write', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let other: Database;
  let apartment: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await loginAs(ctx);
    // PostgreSQL: another pool, as another server process or a CLI command would write.
    other = (await ctx.database.openAnotherInstance?.()) ?? ctx.database;
    apartment = await insertService(ctx.app.db);
  });
  afterAll(async () => {
    if (other !== ctx.database) await other.close();
    await ctx.close();
  });

  const get = (url: string, headers: Record<string, string> = owner.headers) =>
    ctx.app.inject({ url, headers });
  const listTwice = async (url: string) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect((await get(url)).body).toBe(first.body);
    return first;
  };

  it('shows a client created through the API on the very next request, with the new total', async () => {
    const url = '/api/users?q=kept&limit=10';
    const before = await listTwice(url);
    expect(before.headers['x-total-count']).toBe('0');

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: owner.headers,
      payload: { name: 'Kept', lastname: 'Lists', email: 'kept@example.com' },
    });
    expect(created.statusCode).toBe(201);

    const after = await get(url);
    expect(after.headers['x-total-count']).toBe('1');
    expect(after.json()).toEqual([expect.objectContaining({ name: 'Kept', email: 'kept@example.com' })]);
  });

  it('shows a write made straight in the database, by another process, on the next request', async () => {
    const url = '/api/users?q=outside&limit=10';
    await listTwice(url);
    const id = await insertClient(other.db, {
      name: 'Outside',
      lastname: 'Writer',
      email: 'outside@example.com',
    });
    expect((await get(url)).headers['x-total-count']).toBe('1');

    await other.db.update(clients).set({ lastname: 'Renamed' }).where(eq(clients.id, id));
    expect((await get(url)).json()[0].lastname).toBe('Renamed');
  });

  it('shows a stay as paid in the reservations and payments lists right after the payment', async () => {
    const guest = await insertClient(ctx.app.db, { name: 'Paula', email: 'paula@example.com' });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: owner.headers,
      payload: {
        apartmentId: apartment,
        clientId: guest,
        checkInDate: '2032-03-01',
        checkOutDate: '2032-03-03',
        pricePerNight: 100,
        cleaningFee: 0,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const reservationsUrl = `/api/reservations?clientId=${guest}`;
    const paymentsUrl = `/api/reservation-payments?clientId=${guest}`;
    const searchUrl = '/api/reservations/search?q=Paula';
    expect((await listTwice(reservationsUrl)).json()[0]).toMatchObject({
      amountDue: 200,
      paymentStatus: 'pending',
    });
    expect((await listTwice(paymentsUrl)).json()).toEqual([]);
    expect((await listTwice(searchUrl)).json()[0]).toMatchObject({ paymentStatus: 'pending' });

    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${booked.json().id}/payments`,
      headers: owner.headers,
      payload: { amount: 200, paymentMethod: 'card' },
    });
    expect(paid.statusCode).toBe(201);

    expect((await get(reservationsUrl)).json()[0]).toMatchObject({ amountDue: 0, paymentStatus: 'paid' });
    expect((await get(searchUrl)).json()[0]).toMatchObject({ amountDue: 0, paymentStatus: 'paid' });
    const payments = await get(paymentsUrl);
    expect(payments.headers['x-total-count']).toBe('1');
    expect(payments.json()).toEqual([expect.objectContaining({ amount: 200, paymentMethod: 'card' })]);
  });

  it('refuses a list without a token, with a bad one, or with one whose password was just reset', async () => {
    const url = '/api/users?limit=5';
    await listTwice(url);
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url, { authorization: `${owner.headers.authorization}x` })).statusCode).toBe(401);

    const staff = await loginAs(ctx, 'reset-kept@example.com');
    expect((await get(url, staff.headers)).statusCode).toBe(200);
    // As `npm run admin` does it from another process: the token version rises in the database.
    await other.db.execute(
      sql`update admins set token_version = token_version + 1 where email = 'reset-kept@example.com'`,
    );
    expect((await get(url, staff.headers)).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(200);
  });
});
