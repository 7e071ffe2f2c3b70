import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { clients } from '../../db/schema/clients.ts';
import { clientsSeeder, demoClients } from './clients.seed.ts';

describe('clients (/api/users)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, h = headers) =>
    ctx.app.inject({
      method,
      url,
      headers: h,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
  });
  afterAll(() => ctx.close());

  it('answers 401 to every call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/users/1'],
      ['POST', '/api/users'],
      ['PUT', '/api/users/1'],
      ['PUT', '/api/users'],
      ['DELETE', '/api/users/1'],
    ] as const) {
      const res = await call(
        method,
        url,
        method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined,
        {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('create', () => {
    it('accepts snake_case and client-prefixed field names and answers 201 with the canonical client', async () => {
      const res = await call('POST', '/api/users', {
        client_name: ' Ana ',
        clientLastname: 'Gómez',
        client_email: 'Ana.Gomez@Example.com',
        clientPhone: '+1 (305) 555-0101',
        client_address: '1 Ocean Dr',
        clientCity: 'Miami Beach',
        client_country: 'United States',
        clientNotes: '<b>VIP</b>\r\nLate check-in',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        name: 'Ana',
        lastname: 'Gómez',
        email: 'ana.gomez@example.com',
        phone: '+13055550101',
        address: '1 Ocean Dr',
        city: 'Miami Beach',
        country: 'United States',
        notes: '<b>VIP</b>\nLate check-in',
        language: 'es',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('accepts a client without e-mail, more than one of them', async () => {
      for (const name of ['Walk-in', 'Walk-in 2']) {
        const res = await call('POST', '/api/users', { name, email: '' });
        expect(res.statusCode).toBe(201);
        expect(res.json()).toMatchObject({ name, email: null, lastname: '' });
      }
    });

    it('answers 400 naming the field for a missing name or a bad e-mail', async () => {
      const noName = await call('POST', '/api/users', { lastName: 'Gómez' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({
        message: 'The name is required',
        details: { fields: [{ field: 'name' }] },
      });
      const badEmail = await call('POST', '/api/users', { name: 'Ana', email: 'ana@' });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().message).toMatch(/^email: /);
    });

    it('refuses a phone that is not a number and stores a real one in E.164 (a US number without code)', async () => {
      const words = await call('POST', '/api/users', { name: 'Ana', phone: 'llámame' });
      expect(words.statusCode).toBe(400);
      expect(words.json()).toMatchObject({
        message: 'The phone number is not valid: include the country code, e.g. +54 9 11 5555 0123',
        details: { fields: [{ field: 'phone' }] },
      });
      const local = await call('POST', '/api/users', { name: 'Luis', phone: '(305) 555-0177' });
      expect(local.json()).toMatchObject({ phone: '+13055550177' });
      const argentina = await call('PUT', `/api/users/${local.json().id}`, { phone: '+54 9 11 5555-2301' });
      expect(argentina.json()).toMatchObject({ phone: '+5491155552301' });
    });

    it('answers 409 for an e-mail another client has, in any case', async () => {
      const res = await call('POST', '/api/users', { name: 'Other', email: 'ANA.GOMEZ@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'A client with this e-mail already exists',
        error: 'Conflict',
        code: 'CLIENT_EMAIL_TAKEN',
      });
    });
  });

  describe('read, update and delete one', () => {
    let id: number;
    let otherId: number;
    beforeAll(async () => {
      id = (
        await call('POST', '/api/users', { name: 'Bruno', lastname: 'Díaz', email: 'bruno@example.com' })
      ).json().id;
      otherId = (await call('POST', '/api/users', { name: 'Clara', email: 'clara@example.com' })).json().id;
    });

    it('reads a client: 200, 404, 400 for a malformed id', async () => {
      expect((await call('GET', `/api/users/${id}`)).json()).toMatchObject({
        id,
        name: 'Bruno',
        lastname: 'Díaz',
      });
      expect((await call('GET', '/api/users/999999')).json()).toEqual({
        message: 'User not found',
        error: 'Not Found',
        code: 'CLIENT_NOT_FOUND',
      });
      expect((await call('GET', '/api/users/abc')).statusCode).toBe(400);
      expect((await call('GET', '/api/users/99999999999')).statusCode).toBe(400);
    });

    it('updates only the fields sent, in any accepted spelling', async () => {
      const before = (await call('GET', `/api/users/${id}`)).json();
      const res = await call('PUT', `/api/users/${id}`, {
        client_city: 'Miami',
        last_name: 'Díaz Ruiz',
        notes: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id,
        name: 'Bruno',
        lastname: 'Díaz Ruiz',
        city: 'Miami',
        email: 'bruno@example.com',
        notes: '',
      });
      expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
        new Date(before.updatedAt).getTime(),
      );
      // Its own e-mail in another case is not a conflict.
      expect((await call('PUT', `/api/users/${id}`, { email: 'BRUNO@example.com' })).statusCode).toBe(200);
    });

    it("answers 400 'User ID is required for update' without a valid id", async () => {
      for (const url of [
        '/api/users/abc',
        '/api/users/0',
        '/api/users/-3',
        '/api/users/undefined',
        '/api/users',
      ]) {
        const res = await call('PUT', url, { name: 'X' });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({
          message: 'User ID is required for update',
          error: 'Bad Request',
          code: 'VALIDATION',
          details: { in: 'params', fields: [{ field: 'id', message: 'User ID is required for update' }] },
        });
      }
    });

    it('answers 400 for an empty update, 404 for an unknown client, 409 for a taken e-mail', async () => {
      expect((await call('PUT', `/api/users/${id}`, {})).statusCode).toBe(400);
      expect((await call('PUT', `/api/users/${id}`, { name: '' })).json().message).toBe(
        'The name is required',
      );
      expect((await call('PUT', '/api/users/999999', { name: 'X' })).statusCode).toBe(404);
      const taken = await call('PUT', `/api/users/${id}`, { email: 'Clara@Example.com' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('A client with this e-mail already exists');
    });

    it('deletes a client: 204, then 404', async () => {
      expect((await call('DELETE', `/api/users/${otherId}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/users/${otherId}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/users/${otherId}`)).statusCode).toBe(404);
    });

    it.each(['restrict', 'no action'])(
      'refuses with 409 to delete a client that other rows reference (on delete %s), as reservations will',
      async (rule) => {
        // Stands in for reservations.client_id: any foreign key to clients behaves alike.
        await ctx.app.db.execute(
          sql.raw(
            `create table test_client_refs (client_id integer not null references clients(id) on delete ${rule})`,
          ),
        );
        try {
          await ctx.app.db.execute(sql`insert into test_client_refs values (${id})`);
          const res = await call('DELETE', `/api/users/${id}`);
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({
            message: 'This client has reservations and cannot be deleted. Delete or reassign them first.',
            error: 'Conflict',
            code: 'CLIENT_HAS_RESERVATIONS',
          });
          expect((await call('GET', `/api/users/${id}`)).statusCode).toBe(200);
        } finally {
          await ctx.app.db.execute(sql`drop table test_client_refs`);
        }
      },
    );
  });

  describe('list and search', () => {
    beforeAll(async () => {
      await ctx.app.db.delete(clients);
      await ctx.app.db.transaction((tx) => clientsSeeder.run(tx));
    });

    const names = (res: { json(): { name: string; lastname: string }[] }) =>
      res.json().map((c) => `${c.name} ${c.lastname}`);

    it('sorts by lastname, then name, with X-Total-Count, limit and offset', async () => {
      await call('POST', '/api/users', { name: 'Ana', lastname: 'almeida' });
      const res = await call('GET', '/api/users');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(demoClients.length + 1));
      // Case-insensitive: 'almeida' sorts with 'Almeida', then by name.
      expect(names(res)).toEqual([
        'Ana almeida',
        'Lucas Almeida',
        'Sofía Benítez',
        'Emily Chen',
        'Camila Duarte',
        'Martín Gutiérrez',
        'Daniel Okafor',
        'Valentina Rossi',
        'James Whitaker',
      ]);
      const page = await call('GET', '/api/users?limit=2&offset=1');
      expect(page.json()).toHaveLength(2);
      expect(names(page)[0]).toBe(names(res)[1]);
      expect(page.headers['x-total-count']).toBe(String(demoClients.length + 1));
      expect((await call('GET', '/api/users?limit=0')).statusCode).toBe(400);
    });

    it('searches name, lastname, e-mail and phone case-insensitively, every word must match', async () => {
      const search = async (q: string) => {
        const res = await call('GET', `/api/users?q=${encodeURIComponent(q)}`);
        return { found: names(res), total: res.headers['x-total-count'] };
      };
      expect(await search('WHITAKER')).toEqual({ found: ['James Whitaker'], total: '1' });
      expect((await search('emily')).found).toEqual(['Emily Chen']);
      expect((await search('okafor@EXAMPLE')).found).toEqual(['Daniel Okafor']);
      expect((await search('4155550164')).found).toEqual(['Emily Chen']);
      expect((await search('(415) 555')).found).toEqual(['Emily Chen']);
      // The digits inside an e-mail are not a phone number: '2', '07' and '…' are not Daniel's '+44 20 7…'.
      expect((await search('e2e.mx07jwal@example.com')).found).toEqual([]);
      expect((await search('camila duarte')).found).toEqual(['Camila Duarte']);
      expect((await search('camila whitaker')).found).toEqual([]);
      // A word never matches across two fields ('…example.com' then '+57 …'), though they are searched as
      // one text joined by spaces.
      expect((await search('com+57')).found).toEqual([]);
      expect((await search('example.com')).found).toContain('Camila Duarte');
      expect((await search('%')).found).toEqual([]);
      expect((await search('   ')).total).toBe(String(demoClients.length + 1));
    });

    it('counts the matches of a search on every page, past the last one too', async () => {
      const all = await call('GET', '/api/users?q=a');
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe(all.json().length);
      expect(total).toBeGreaterThan(2);
      const second = await call('GET', '/api/users?q=a&limit=2&offset=2');
      expect(names(second)).toEqual(names(all).slice(2, 4));
      expect(second.headers['x-total-count']).toBe(String(total));
      const past = await call('GET', '/api/users?q=a&offset=100');
      expect(past.json()).toEqual([]);
      expect(past.headers['x-total-count']).toBe(String(total));
      const none = await call('GET', '/api/users?q=zzzz-nobody');
      expect(none.headers['x-total-count']).toBe('0');
    });
  });
});
