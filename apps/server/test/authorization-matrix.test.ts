import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

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
        expect(res.json()).toEqual({ message: 'Unauthorized: Please log in again.', error: 'Unauthorized' });
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
