import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImages } from '../../../test/support/test-images.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { services } from '../../db/schema/catalog.ts';
import { outboxRepository } from '../mail/outbox.repository.ts';
import { storeImage } from '../uploads/images.ts';
import { servicesRepository } from './services.repository.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe('public catalogue lists kept while the catalogue version holds (decision 0019)', () => {
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

  it('shows everyone a change made straight in the database on the next request', async () => {
    const before = await cars();
    await ctx.app.db.update(services).set({ brand: 'Ferrari' }).where(eq(services.id, urus));
    const after = await cars();
    expect(after.json()[0].brand).toBe('Ferrari');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await asAdmin()).json()[0].brand).toBe('Ferrari');

    const stored = await storeImage(ctx.app.db, await testImages.png(64, 48));
    await servicesRepository.replaceImages(ctx.app.db, urus, [stored.hash]);
    expect((await cars()).json()[0].images).toEqual([stored.url]);

    await ctx.app.db
      .insert(services)
      .values({ type: 'cars', brand: 'Cadillac', model: 'Escalade', priceCents: 45_000 });
    expect((await cars()).headers['x-total-count']).toBe('3');
    await ctx.app.db.delete(services).where(eq(services.model, 'Escalade'));
    expect((await cars()).headers['x-total-count']).toBe('2');
  });

  it('shows a change made by another server instance on the next request', async () => {
    // PostgreSQL: another pool, as another instance has. PGlite is one process: the same database.
    const other = (await ctx.database.openAnotherInstance?.()) ?? ctx.database;
    try {
      expect((await cars('?limit=1')).json()[0].model).toBe('Urus');
      await other.db.update(services).set({ model: 'Urus S' }).where(eq(services.id, urus));
      expect((await cars('?limit=1')).json()[0].model).toBe('Urus S');
    } finally {
      if (other !== ctx.database) await other.close();
    }
  });

  it('keeps its lists through statements that change no row, and drops them on the next real change', async () => {
    // A change the version cannot see (its triggers off for a moment): the kept list must stay as it was
    // for as long as no statement changes a catalogue row, so this change shows only when one does.
    expect((await cars('?limit=1')).json()[0].passengers).toBe(4);
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`alter table services disable trigger user`);
      await tx.update(services).set({ passengers: 5 }).where(eq(services.id, urus));
      await tx.execute(sql`alter table services enable trigger user`);
    });

    await ctx.app.db.update(services).set({ brand: 'Nobody' }).where(eq(services.id, -1));
    await ctx.app.db.delete(services).where(eq(services.id, -1));
    await servicesRepository.replaceImages(ctx.app.db, -1, []);
    // The e-mail outbox's claim, every 10 s when SMTP is set: an UPDATE of no row elsewhere.
    expect(await outboxRepository.claim(ctx.app.db, { limit: 5, leaseMs: 1_000, token: 'test' })).toEqual([]);
    expect((await cars('?limit=1')).json()[0].passengers).toBe(4);

    await ctx.app.db.update(services).set({ brand: 'Ferrari' }).where(eq(services.id, urus));
    expect((await cars('?limit=1')).json()[0].passengers).toBe(5);
  });
});
