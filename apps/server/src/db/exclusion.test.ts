import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';

// The overlap rule lives in the database; this proves the constraint itself on PGlite and PostgreSQL.
describe('reservations_no_overlap constraint', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const insert = (checkIn: string, checkOut: string, status = 'pending') =>
    database.db.execute(
      sql`insert into reservations (code, apartment_id, client_id, check_in_date, check_out_date, price_per_night_cents, status)
          values (${`T-${checkIn}-${checkOut}-${status}-${Math.random()}`}, 1, 1, ${checkIn}, ${checkOut}, 10000, ${status})`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`insert into services (type, name) values ('apartments', 'A')`);
    await database.db.execute(sql`insert into clients (name) values ('Ana')`);
  });
  afterAll(() => database.close());

  it('refuses a second blocking stay sharing a night, allows back-to-back and cancelled ones', async () => {
    await insert('2027-03-01', '2027-03-05');
    await expect(insert('2027-03-04', '2027-03-08')).rejects.toMatchObject({ cause: { code: '23P01' } });
    await insert('2027-03-05', '2027-03-08');
    await insert('2027-03-02', '2027-03-04', 'cancelled');
    await expect(insert('2027-02-27', '2027-03-02', 'confirmed')).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
  });
});
