import { type StaffRole, staffRoles } from '@app/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema/catalog.ts';
import { clients } from '../src/db/schema/clients.ts';
import { areaOf, rolesFor } from '../src/plugins/permissions.ts';
import { createTestApp, loginAs } from './test-app.ts';

/**
 * The only routes visitors may call without an admin token (ARCHITECTURE.md, "API conventions").
 * A new public route must be added here on purpose; every other /api route must answer 401.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  // The one-time link of an invitation: its secret is the credential.
  'POST /api/auth/set-password',
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
  // A service's calendar for other channels: its unguessable token is the credential (ARCHITECTURE.md
  // "Calendar sync").
  'GET /api/calendars/:file',
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

  it('classifies every admin route in the permission table', () => {
    const unclassified = apiRoutes()
      .filter((r) => !r.public && areaOf(r.method, r.url) === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
  });

  it('answers every admin route to the roles of the permission table, and 403 to every other role', async () => {
    const headers = {} as Record<StaffRole, Record<string, string>>;
    for (const role of staffRoles) headers[role] = (await loginAs(ctx, `${role}@example.com`, role)).headers;
    // Logging out ends the session the other requests use: it is proved on its own below.
    const adminRoutes = apiRoutes().filter((r) => !r.public && r.url !== '/api/auth/logout');
    const seen: Record<StaffRole, { allowed: number; refused: number }> = {
      owner: { allowed: 0, refused: 0 },
      manager: { allowed: 0, refused: 0 },
      agent: { allowed: 0, refused: 0 },
      accountant: { allowed: 0, refused: 0 },
    };
    for (const route of adminRoutes) {
      const allowed = rolesFor(route.method, route.url);
      for (const role of staffRoles) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: headers[role],
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        const where = `${role} ${route.method} ${route.url}`;
        if (allowed.includes(role)) {
          seen[role].allowed++;
          expect(res.statusCode, where).not.toBe(403);
          expect(res.statusCode, where).not.toBe(401);
        } else {
          seen[role].refused++;
          expect(res.statusCode, where).toBe(403);
          expect(res.json(), where).toEqual({
            message: 'Not allowed for your role',
            error: 'Forbidden',
            code: 'ROLE_FORBIDDEN',
            details: { role },
          });
        }
      }
    }
    // The table is not trivially open or closed: the owner may do everything, every other role less.
    expect(seen.owner.refused).toBe(0);
    for (const role of ['manager', 'agent', 'accountant'] as const) {
      expect(seen[role].refused, role).toBeGreaterThan(0);
      expect(seen[role].allowed, role).toBeGreaterThan(0);
    }
    // About 300 requests: a while on a busy machine.
  }, 180_000);

  it('follows ARCHITECTURE.md for the routes the issue names', () => {
    expect(rolesFor('GET', '/api/admins')).toEqual(['owner']);
    expect(rolesFor('DELETE', '/api/admins/:id')).toEqual(['owner']);
    expect(rolesFor('PUT', '/api/site')).toEqual(['owner', 'manager']);
    expect(rolesFor('GET', '/api/reservation-payments')).toEqual(['owner', 'manager', 'accountant']);
    expect(rolesFor('POST', '/api/reservations/:id/payments')).toEqual(['owner', 'manager', 'accountant']);
    expect(rolesFor('GET', '/api/summaries/:year/:month')).toEqual(['owner', 'manager', 'accountant']);
    expect(rolesFor('POST', '/api/reservations')).toEqual(['owner', 'manager', 'agent']);
    expect(rolesFor('DELETE', '/api/reservations/:id')).toEqual(['owner', 'manager']);
    expect(rolesFor('GET', '/api/reservations')).toEqual(['owner', 'manager', 'agent', 'accountant']);
    expect(rolesFor('PATCH', '/api/reviews/:id')).toEqual(['owner', 'manager', 'agent']);
    // Not a route pattern of the table (the concrete path): closed to all but the owner.
    expect(rolesFor('POST', '/api/cars')).toEqual(['owner']);
    expect(rolesFor('POST', '/api/:serviceType')).toEqual(['owner', 'manager']);
    // Calendar sync: set up with the services, blocks taken like reservations, read by everyone.
    expect(rolesFor('GET', '/api/:serviceType/:id/calendar')).toEqual([
      'owner',
      'manager',
      'agent',
      'accountant',
    ]);
    expect(rolesFor('GET', '/api/calendar-conflicts')).toEqual(['owner', 'manager', 'agent', 'accountant']);
    expect(rolesFor('GET', '/api/calendar-blocks')).toEqual(['owner', 'manager', 'agent', 'accountant']);
    expect(rolesFor('POST', '/api/:serviceType/:id/blocks')).toEqual(['owner', 'manager', 'agent']);
    expect(rolesFor('DELETE', '/api/blocks/:id')).toEqual(['owner', 'manager']);
    for (const [method, url] of [
      ['POST', '/api/:serviceType/:id/calendar/token'],
      ['POST', '/api/:serviceType/:id/calendar/imports'],
      ['DELETE', '/api/calendar-imports/:id'],
      ['POST', '/api/calendar-imports/:id/sync'],
    ] as const) {
      expect(rolesFor(method, url), `${method} ${url}`).toEqual(['owner', 'manager']);
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
