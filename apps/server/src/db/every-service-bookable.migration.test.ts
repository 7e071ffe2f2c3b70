import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeTotals } from '@app/shared/reservations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { type DbOrTx, queryRows } from './client.ts';
import { seedDemoContent } from './seed/seed.ts';

const TAG = 'every_service_bookable';
const folder = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * A copy of the committed migrations up to the one before this: the version the demo data is copied into.
 * The later ones go too, or the migrator, which starts after the newest migration applied, would skip this.
 */
function migrationsBefore(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'migrations-before-'));
  cpSync(folder, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.includes(TAG));
  if (at < 0) throw new Error(`no migration tagged ${TAG}`);
  for (const entry of journal.entries.slice(at)) rmSync(path.join(copy, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return copy;
}

/** The rows of `table` in `from`, written into the same table of `to` (its columns only, ids kept). */
async function copyTable(from: DbOrTx, to: DbOrTx, table: string) {
  const [dump] = await queryRows<{ rows: unknown }>(
    from,
    sql`select json_agg(t) as rows from ${sql.identifier(table)} t`,
  );
  const columns = await queryRows<{ name: string }>(
    to,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  await to.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(dump?.rows ?? [])}::json)`,
  );
}

type Row = Record<string, unknown>;
const reservationsOf = (db: DbOrTx) =>
  queryRows<Row>(
    db,
    sql`select r.*, check_in_date::text as check_in, check_out_date::text as check_out,
               (select coalesce(array_agg(amount_cents order by id), '{}') from reservation_payments p where p.reservation_id = r.id) as payments
        from reservations r order by id`,
  );

// Migration 0014 on a copy of the demo data: the reservations of the version before it keep every value
// and every total, and become night stays of their apartment or villa.
describe('migration 0014 (every service bookable) on a copy of the demo data', () => {
  let demo: TestDatabase;
  let copy: TestDatabase;
  let before: Row[];
  let earlier: string;

  beforeAll(async () => {
    demo = await createTestDatabase();
    await seedDemoContent(demo.db, { info: () => {} });
    earlier = migrationsBefore();
    copy = await createTestDatabase({ migrationsFolder: earlier });
    for (const table of ['services', 'clients', 'reservations', 'reservation_payments'])
      await copyTable(demo.db, copy.db, table);
    before = await reservationsOf(copy.db);
    await copy.migrate();
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
    await copy?.close();
    rmSync(earlier, { recursive: true, force: true });
  });

  it('copies a demo data set with reservations of several apartments and villas into the earlier version', () => {
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(before[0]).not.toHaveProperty('service_id');
  });

  it('keeps every reservation, its dates, money and times, and makes it a night stay of its service', async () => {
    const after = await reservationsOf(copy.db);
    expect(after.map((r) => r.code)).toEqual(before.map((r) => r.code));
    const types = await queryRows<{ id: number; type: string }>(copy.db, sql`select id, type from services`);
    const typeOf = new Map(types.map((s) => [s.id, s.type]));
    for (const [index, old] of before.entries()) {
      const now = after[index] as Row;
      for (const [column, value] of Object.entries(old))
        expect(now[column], `${old.code} ${column}`).toEqual(value);
      expect(now).toMatchObject({
        service_id: old.apartment_id,
        service_type: typeOf.get(old.apartment_id as number),
        unit: 'night',
        start_at: null,
        end_at: null,
        buffer_minutes: 0,
      });
      const nights = (Date.parse(old.check_out as string) - Date.parse(old.check_in as string)) / 86_400_000;
      expect(now.units).toBe(nights);
      // The money rule on the migrated row gives the stored totals back, to the cent.
      const totals = computeTotals(
        {
          nights: now.units as number,
          pricePerNightCents: Number(now.price_per_night_cents),
          cleaningFeeCents: Number(now.cleaning_fee_cents),
          parkingFeeCents: Number(now.parking_fee_cents),
          cancellationFeeCents: Number(now.cancellation_fee_cents),
          otherExpensesCents: Number(now.other_expenses_cents),
          taxesCents: Number(now.taxes_cents),
        },
        (now.payments as Array<number | string>).map(Number),
      );
      expect(totals.totalCents, String(old.code)).toBe(Number(old.total_amount_cents));
      expect(totals.dueCents, String(old.code)).toBe(Number(old.amount_due_cents));
    }
  });

  it('keeps the overlap rule for the migrated stays', async () => {
    const stay = before.find((r) => r.status === 'confirmed') as Row;
    await expect(
      copy.db.execute(
        // An id of its own: the copied rows kept theirs, and the sequence did not move.
        sql`insert into reservations (id, code, service_id, client_id, check_in_date, check_out_date, price_per_night_cents)
            overriding system value values (100000, 'MIA-TEST01', ${stay.apartment_id}, ${stay.client_id}, ${stay.check_in}, ${stay.check_out}, 100)`,
      ),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });
});
