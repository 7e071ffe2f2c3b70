import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema/catalog.ts';
import { clients } from '../src/db/schema/clients.ts';
import { createTestApp, loginAs } from './test-app.ts';

/**
 * The only routes visitors may call without an admin token (ARCHITECTURE.md, "API conventions").
 * A new public route must be added here on purpose; every other /api route must answer 401.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'GET /api/:serviceType',
  'GET /api/:serviceType/:id',
  'GET /api/:serviceType/:id/availability',
  'GET /api/site',
  'GET /api/reviews',
  'POST /api/reviews',
  'GET /api/google-mybusiness/reviews',
  'POST /api/contact',
  'POST /api/bookings',
  'POST /api/reservations/lookup',
  // Guest view: public routes that answer only with the reservation's access token or an admin token.
  'GET /api/reservations/:id',
  'GET /api/reservations/:id/pdf/download',
  'GET /api/uploads/:file',
]);

const isDocs = (url: string) => url.startsWith('/api/docs');
const concrete = (url: string) =>
  url
    .replace(/:serviceType/g, 'cars')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*/g, 'x');

describe('authorization matrix', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const apiRoutes = () =>
    ctx.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !isDocs(r.url) && !['HEAD', 'OPTIONS'].includes(r.method),
    );

  it('has API routes to check', () => {
    expect(apiRoutes().length).toBeGreaterThan(0);
  });

  it('declares public only the routes on the public list', () => {
    const publicOnes = apiRoutes()
      .filter((r) => r.public)
      .map((r) => `${r.method} ${r.url}`);
    for (const route of publicOnes) expect(PUBLIC_ROUTES, route).toContain(route);
  });

  it('answers 401 to every admin route without a token and with a bad one', async () => {
    const adminRoutes = apiRoutes().filter((r) => !r.public);
    for (const route of adminRoutes) {
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }]) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json()).toEqual({
          message: 'Unauthorized: Please log in again.',
          error: 'Unauthorized',
          code: 'UNAUTHORIZED',
        });
      }
    }
  });

  it('serves the API documentation publicly', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});

/**
 * The guest view is a public route that must still refuse everyone but an admin and the holder of the
 * reservation's own access token (ARCHITECTURE.md, "API conventions").
 */
describe('guest view of a reservation', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let ids: number[];
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminHeaders = (await loginAs(ctx)).headers;
    const [apartment] = await ctx.app.db
      .insert(services)
      .values({ type: 'apartments', name: 'A' })
      .returning({ id: services.id });
    const [client] = await ctx.app.db.insert(clients).values({ name: 'Ana' }).returning({ id: clients.id });
    ids = [];
    for (const [checkInDate, checkOutDate] of [
      ['2030-01-01', '2030-01-03'],
      ['2030-02-01', '2030-02-03'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: adminHeaders,
        payload: {
          apartmentId: apartment?.id,
          clientId: client?.id,
          checkInDate,
          checkOutDate,
          pricePerNight: 100,
          cleaningFee: 0,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
  });
  afterAll(() => ctx.close());

  it('answers 401 without a token, with a bad token, and with the access token of another reservation', async () => {
    const [mine = 0, other = 0] = ids;
    const otherAccess = await ctx.guestToken(other);
    for (const request of [
      { url: `/api/reservations/${mine}` },
      { url: `/api/reservations/${mine}`, headers: { authorization: 'Bearer forged.token.value' } },
      { url: `/api/reservations/${mine}?access=forged.token.value` },
      { url: `/api/reservations/${mine}?access=${otherAccess}` },
      {
        url: `/api/reservations/${mine}?access=${otherAccess}`,
        headers: { authorization: 'Bearer forged.token.value' },
      },
    ]) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, JSON.stringify(request)).toBe(401);
      expect(res.json()).toEqual({
        message: 'Unauthorized: Please log in again.',
        error: 'Unauthorized',
        code: 'GUEST_ACCESS_DENIED',
      });
    }
  });

  it('answers the guest view to its own access token and the details to an admin', async () => {
    const [mine = 0] = ids;
    const guest = await ctx.app.inject({
      url: `/api/reservations/${mine}?access=${await ctx.guestToken(mine)}`,
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ view: 'guest', id: mine });
    expect(guest.json()).not.toHaveProperty('notes');
    const admin = await ctx.app.inject({ url: `/api/reservations/${mine}`, headers: adminHeaders });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toHaveProperty('statusHistory');
  });
});

/** The guest's PDF download is public in the same way: only with this reservation's access token. */
describe('guest download of a reservation PDF', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let ids: number[];
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminHeaders = (await loginAs(ctx)).headers;
    const [apartment] = await ctx.app.db
      .insert(services)
      .values({ type: 'apartments', name: 'A' })
      .returning({ id: services.id });
    ids = [];
    for (const [name, checkInDate, checkOutDate] of [
      ['Ana', '2030-01-01', '2030-01-03'],
      ['Bea', '2030-02-01', '2030-02-03'],
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: adminHeaders,
        payload: {
          apartmentId: apartment?.id,
          clientName: name,
          clientEmail: `${name?.toLowerCase()}@example.com`,
          clientPhone: '+1 305 555 0100',
          checkInDate,
          checkOutDate,
          pricePerNight: 100,
          cleaningFee: 0,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
  });
  afterAll(() => ctx.close());

  it('answers 401 without a token, with a bad one, and with the access token of another reservation', async () => {
    const [mine = 0, other = 0] = ids;
    const url = `/api/reservations/${mine}/pdf/download`;
    const otherAccess = await ctx.guestToken(other);
    for (const request of [
      { url },
      { url, headers: { authorization: 'Bearer forged.token.value' } },
      { url: `${url}?access=forged.token.value` },
      { url: `${url}?access=${otherAccess}` },
      {
        url: `${url}?format=pdf&access=${otherAccess}`,
        headers: { authorization: 'Bearer forged.token.value' },
      },
    ]) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, JSON.stringify(request)).toBe(401);
      expect(res.json()).toEqual({
        message: 'Unauthorized: Please log in again.',
        error: 'Unauthorized',
        code: 'GUEST_ACCESS_DENIED',
      });
    }
  });

  it('answers the PDF to its own access token and to an admin', async () => {
    const [mine = 0] = ids;
    const url = `/api/reservations/${mine}/pdf/download?format=pdf&include_details=true`;
    const guest = await ctx.app.inject({ url: `${url}&access=${await ctx.guestToken(mine)}` });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.headers['content-type']).toBe('application/pdf');
    const admin = await ctx.app.inject({ url, headers: adminHeaders });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-disposition']).toContain(`reservation-${mine}-ana.pdf`);
  });
});
