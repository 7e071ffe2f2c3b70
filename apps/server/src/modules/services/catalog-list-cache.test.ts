import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { services } from '../../db/schema/catalog.ts';
import { storeImage } from '../uploads/images.ts';
import { testImages } from '../uploads/test-images.ts';
import { createCatalogListCache } from './catalog-list-cache.ts';
import { servicesRepository } from './services.repository.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe('public lists cached by the catalogue version', () => {
  let ctx: Ctx;
  let admin: Record<string, string>;
  let urus: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await loginAs(ctx)).headers;
    const add = async (payload: object) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/cars', headers: admin, payload })).json()
        .id as number;
    urus = await add({ brand: 'Lamborghini', model: 'Urus', price: 1500, passengers: 4 });
    await add({ brand: 'Porsche', model: '911', price: 650, passengers: 2 });
  });
  afterAll(() => ctx.close());

  const cars = async (query = '', headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ url: `/api/cars${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const asAdmin = (query = '') => cars(query, admin);

  it('answers the same JSON again while nothing changes', async () => {
    const first = await cars();
    const second = await cars();
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['x-total-count']).toBe('2');
    expect(second.json().map((car: { model: string }) => car.model)).toEqual(['Urus', '911']);
  });

  it('shows a write made through the API to everyone at once', async () => {
    expect((await cars()).json()[1].price).toBe(650);
    const [, porsche] = (await cars()).json();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cars/${porsche.id}`,
      headers: admin,
      payload: { price: 700 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await cars()).json()[1].price).toBe(700);
  });

  it('shows an admin at once a change made straight in the database, a visitor within a second', async () => {
    const before = await cars();
    await ctx.app.db.update(services).set({ brand: 'Ferrari' }).where(eq(services.id, urus));
    const after = await asAdmin();
    expect(after.json()[0].brand).toBe('Ferrari');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await cars()).json()[0].brand).toBe('Ferrari');

    const stored = await storeImage(ctx.app.db, await testImages.png(64, 48));
    await servicesRepository.replaceImages(ctx.app.db, urus, [stored.hash]);
    expect((await asAdmin()).json()[0].images).toEqual([stored.url]);

    await ctx.app.db.insert(services).values({ type: 'cars', brand: 'Cadillac', model: 'Escalade' });
    expect((await asAdmin()).headers['x-total-count']).toBe('3');
    await ctx.app.db.delete(services).where(eq(services.model, 'Escalade'));
    expect((await asAdmin()).headers['x-total-count']).toBe('2');
  });

  // Another instance exists only on PostgreSQL (server-pg project): PGlite is one process by
  // construction, and the test above covers writes it did not make itself.
  const onPostgres = process.env.TEST_DB === 'postgres';
  (onPostgres ? it : () => {})(
    'shows an admin at once a change made by another server instance on the same database',
    async () => {
      const openAnother = ctx.database.openAnotherInstance;
      if (!openAnother) throw new Error('the PostgreSQL test database opens another instance');
      const other = await openAnother();
      try {
        expect((await asAdmin('?limit=1')).json()[0].model).toBe('Urus');
        await other.db.update(services).set({ model: 'Urus S' }).where(eq(services.id, urus));
        expect((await asAdmin('?limit=1')).json()[0].model).toBe('Urus S');
      } finally {
        await other.close();
      }
    },
  );

  it('reuses a recent version for visitors until invalidated; a fresh read always checks', async () => {
    const cache = createCatalogListCache({ recheckMs: 60_000 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { body: Buffer.from(String(builds)), total: 0, etag: '' };
    };
    expect((await cache.get(ctx.app.db, 'k', build)).body.toString()).toBe('1');
    await ctx.app.db.update(services).set({ brand: 'Lamborghini' }).where(eq(services.id, urus));
    expect((await cache.get(ctx.app.db, 'k', build)).body.toString()).toBe('1');
    expect((await cache.get(ctx.app.db, 'k', build, { fresh: true })).body.toString()).toBe('2');
    await ctx.app.db.update(services).set({ brand: 'Ferrari' }).where(eq(services.id, urus));
    cache.invalidate();
    expect((await cache.get(ctx.app.db, 'k', build)).body.toString()).toBe('3');
  });

  it('keeps at most its bound of lists, the least recently used going first', async () => {
    const cache = createCatalogListCache({ maxEntries: 2 });
    let builds = 0;
    const build = (json: string) => async () => {
      builds += 1;
      return { body: Buffer.from(json), total: 0, etag: json };
    };
    await cache.get(ctx.app.db, 'a', build('a'));
    await cache.get(ctx.app.db, 'b', build('b'));
    await cache.get(ctx.app.db, 'a', build('a'));
    await cache.get(ctx.app.db, 'c', build('c'));
    expect(builds).toBe(3);
    expect((await cache.get(ctx.app.db, 'a', build('a'))).body.toString()).toBe('a');
    expect(builds).toBe(3);
    await cache.get(ctx.app.db, 'b', build('b'));
    expect(builds).toBe(4);
  });
});
