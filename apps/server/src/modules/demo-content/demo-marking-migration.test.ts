import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { seedDemoContent } from '../../db/seed/seed.ts';
import { demoContentRepository } from './demo-content.repository.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** The statements migration 0013 runs on the rows that were there before it (written by hand). */
function backfillStatements(): string[] {
  const file = fileURLToPath(new URL('../../db/migrations/0013_publish_states_demo.sql', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));
}

describe('migration 0013 on an installation seeded before it', () => {
  let ctx: Ctx;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoContent(ctx.app.db, { info: () => {} });
  });
  afterAll(() => ctx.close());

  it('marks exactly what the seed wrote as demo, hides a free service, and leaves real rows alone', async () => {
    const seeded = await demoContentRepository.counts(ctx.app.db);
    // Real rows written after the seed, then the state before the migration: nothing marked.
    const { headers } = await loginAs(ctx);
    const free = await ctx.app.inject({
      method: 'POST',
      url: '/api/cars',
      headers,
      payload: { brand: 'Free' },
    });
    const real = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 'Real', lastname: 'Client', email: 'real@example.net', phone: '+1 305 555 0100' },
    });
    expect(real.statusCode, real.body).toBe(201);
    await ctx.app.db.execute(sql`update services set is_demo = false, published = true`);
    for (const table of ['clients', 'reviews', 'reservations']) {
      await ctx.app.db.execute(sql.raw(`update ${table} set is_demo = false`));
    }

    for (const statement of backfillStatements()) await ctx.app.db.execute(sql.raw(statement));

    expect(await demoContentRepository.counts(ctx.app.db)).toEqual(seeded);
    const [freeRow] = await queryRows<{ published: boolean; is_demo: boolean }>(
      ctx.app.db,
      sql`select published, is_demo from services where id = ${free.json().id}`,
    );
    expect(freeRow).toEqual({ published: false, is_demo: false });
    const [realRow] = await queryRows<{ is_demo: boolean }>(
      ctx.app.db,
      sql`select is_demo from clients where email = 'real@example.net'`,
    );
    expect(realRow).toEqual({ is_demo: false });
    // The demo services stay published.
    const [published] = await queryRows<{ n: number }>(
      ctx.app.db,
      sql`select count(*)::int as n from services where is_demo and published`,
    );
    expect(published?.n).toBe(seeded.services);
  });
});
