import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed/seed.ts';
import { createTestApp, loginAs, TEST_PASSWORD } from './test-app.ts';

/** Issue 20, point 4: nothing private is cached by a browser or a proxy, nothing secret is logged. */
describe('caching and logs', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ctx = await createTestApp({ logger: { level: 'info', stream } });
    headers = (await loginAs(ctx)).headers;
    await seedDemoContent(ctx.app.db, { info: () => {} });
  });
  afterAll(() => ctx.close());

  it('answers every admin request, the login and a guest view with Cache-Control: no-store', async () => {
    for (const url of ['/api/reservations', '/api/users', '/api/apartments', '/api/auth/me', '/api/site']) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const [reservation] = (await ctx.app.inject({ url: '/api/reservations?limit=1', headers })).json() as {
      code: string;
      clientEmail: string;
    }[];
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations/lookup',
      payload: { code: reservation?.code, email: reservation?.clientEmail },
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.headers['cache-control']).toBe('no-store');
    const { id, accessToken } = lookup.json() as { id: number; accessToken: string };
    const guest = await ctx.app.inject({ url: `/api/reservations/${id}?access=${accessToken}` });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('no-store');

    // A visitor's public list stays cacheable.
    const list = await ctx.app.inject({ url: '/api/apartments' });
    expect(list.headers['cache-control']).toBe('public, max-age=60');

    // The guest's token was in a request URL: the log has the request, not the token.
    const log = lines.join('');
    expect(log).toContain(`/api/reservations/${id}?access=[redacted]`);
    expect(log).not.toContain(accessToken);
  });

  it('logs a database error without the values of its parameters', async () => {
    const email = 'private.client@example.com';
    const failure = await ctx.app.db.execute(sql`select ${email}::int`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(email);
    ctx.app.log.error({ err: failure }, 'request failed');
    const entry = lines.at(-1) ?? '';
    expect(entry).toContain('request failed');
    expect(entry).toContain('select $1::int');
    expect(entry).not.toContain(email);
  });
});
