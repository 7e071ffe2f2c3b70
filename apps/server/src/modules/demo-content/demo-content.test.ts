import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { seedDemoContent } from '../../db/seed/seed.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Json = Record<string, unknown>;

describe('demo content out (issue 19, item 5)', () => {
  let ctx: Ctx;
  let owner: { authorization: string };
  const real = {
    apartment: 0,
    client: 0,
    reservation: 0,
    review: 0,
    onDemo: 0,
    demoApartment: 0,
    demoClient: 0,
  };

  const api = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Json, headers = owner) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: Json) => {
    const res = await api('POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ headers: owner } = await loginAs(ctx));
    await seedDemoContent(ctx.app.db, { info: () => {} });
    // Real data beside the demo: an apartment, a client with a stay, a visitor's review, and a real
    // stay of a demo client in a demo apartment.
    real.apartment = await created('/api/apartments', { name: 'Real Brickell', price: 310 });
    real.reservation = await created('/api/reservations', {
      apartmentId: real.apartment,
      clientName: 'Real',
      clientLastname: 'Guest',
      checkInDate: '2031-05-01',
      checkOutDate: '2031-05-04',
      pricePerNight: 310,
      cleaningFee: 90,
    });
    real.client = (await api('GET', `/api/reservations/${real.reservation}`)).json().clientId;
    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { firstName: 'Real', lastName: 'Visitor', rating: 5, comment: 'Great' },
    });
    real.review = review.json().id;
    const [demoClient] = await ctx.app.db.select().from(clients).where(eq(clients.isDemo, true));
    real.demoClient = demoClient?.id ?? 0;
    const [apartment] = await ctx.app.db
      .select({ id: services.id })
      .from(services)
      .where(sql`${services.isDemo} and ${services.type} = 'apartments'`)
      .limit(1);
    real.demoApartment = apartment?.id ?? 0;
    real.onDemo = await created('/api/reservations', {
      apartmentId: real.demoApartment,
      clientId: real.demoClient,
      checkInDate: '2032-01-10',
      checkOutDate: '2032-01-12',
      pricePerNight: 200,
      cleaningFee: 50,
    });
    await api('POST', `/api/reservations/${real.onDemo}/payments`, { amount: 100, paymentMethod: 'cash' });
  });
  afterAll(() => ctx.close());

  it('says demo content is present, and how much of each kind', async () => {
    const res = await api('GET', '/api/demo-content');
    expect(res.statusCode).toBe(200);
    const { present, counts } = res.json();
    expect(present).toBe(true);
    expect(counts.services).toBeGreaterThan(10);
    expect(counts.clients).toBe(8);
    expect(counts.reservations).toBeGreaterThan(0);
    expect(counts.reviews).toBe(7);
    expect(counts.listingReviews).toBe(60);
  });

  it('lets only the owner remove it', async () => {
    for (const role of ['manager', 'agent', 'accountant'] as const) {
      const { headers } = await loginAs(ctx, `${role}@example.com`, role);
      const res = await api('DELETE', '/api/demo-content', undefined, headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Not allowed for your role');
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/demo-content' })).statusCode).toBe(401);
    expect((await api('GET', '/api/demo-content')).json().present).toBe(true);
  });

  it('removes nothing when any part fails: one transaction', async () => {
    const before = (await api('GET', '/api/demo-content')).json();
    // The last step (the listing's samples) fails: every earlier delete must be undone with it.
    await ctx.app.db.execute(sql`
      create function refuse_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await ctx.app.db.execute(
      sql`create trigger refuse_delete before delete on listing_reviews for each row execute function refuse_delete()`,
    );
    const res = await api('DELETE', '/api/demo-content');
    expect(res.statusCode).toBe(500);
    await ctx.app.db.execute(sql`drop trigger refuse_delete on listing_reviews`);
    await ctx.app.db.execute(sql`drop function refuse_delete()`);
    expect((await api('GET', '/api/demo-content')).json()).toEqual(before);
  });

  it('removes all of it in one action; real clients, stays, payments and reviews survive', async () => {
    const res = await api('DELETE', '/api/demo-content');
    expect(res.statusCode, res.body).toBe(200);
    const { removed, kept } = res.json();
    expect(removed).toMatchObject({ clients: 7, reviews: 7, listingReviews: 60 });
    expect(kept).toEqual({ services: 1, clients: 1 });
    expect((await api('GET', '/api/demo-content')).json()).toEqual({
      present: false,
      counts: { services: 0, clients: 0, reservations: 0, reviews: 0, listingReviews: 0 },
    });

    // Real rows untouched.
    expect((await api('GET', `/api/reservations/${real.reservation}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/users/${real.client}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/apartments/${real.apartment}`)).json().published).toBe(true);
    const allReviews = (await api('GET', '/api/reviews/all')).json();
    expect(allReviews.map((r: Json) => r.id)).toEqual([real.review]);
    const onDemo = await api('GET', `/api/reservations/${real.onDemo}`);
    expect(onDemo.json()).toMatchObject({ clientId: real.demoClient, amountPaid: 100 });
    // The demo apartment the real stay needs is kept for it, archived; the public no longer sees it.
    expect((await ctx.app.inject({ url: `/api/apartments/${real.demoApartment}` })).statusCode).toBe(404);
    const archived = (await api('GET', '/api/apartments?scope=archived')).json();
    expect(archived.map((s: Json) => s.id)).toEqual([real.demoApartment]);

    // The public site: only the real apartment, no other service, no sample listing reviews.
    const publicApartments = (await ctx.app.inject({ url: '/api/apartments' })).json();
    expect(publicApartments.map((s: Json) => s.id)).toEqual([real.apartment]);
    for (const type of ['cars', 'yachts', 'villas']) {
      expect((await ctx.app.inject({ url: `/api/${type}` })).json(), type).toEqual([]);
    }
    expect((await ctx.app.inject({ url: '/api/google-mybusiness/reviews' })).json().total).toBe(0);

    // Nothing left to remove: a second call removes nothing and says so.
    const again = (await api('DELETE', '/api/demo-content')).json();
    expect(Object.values(again.removed).every((n) => n === 0)).toBe(true);
  });
});
