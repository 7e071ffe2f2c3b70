import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { queryRows } from './client.ts';

// The overlap rule lives in the database (decision 0038); this proves the constraint and the trigger
// that derives each row's busy range, on PGlite and PostgreSQL, with rows written by plain SQL.
describe('reservations_no_overlap constraint', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const ids = { apartment: 0, yacht: 0, car: 0 };
  const code = () => `T-${Math.random()}`;
  const stay = (checkIn: string, checkOut: string, status = 'pending') =>
    database.db.execute(
      sql`insert into reservations (code, service_id, client_id, check_in_date, check_out_date, price_per_night_cents, status)
          values (${code()}, ${ids.apartment}, 1, ${checkIn}, ${checkOut}, 10000, ${status})`,
    );
  const timed = (serviceId: number, start: string, end: string, status = 'pending') =>
    database.db.execute(
      sql`insert into reservations (code, service_id, client_id, check_in_date, check_out_date, start_at, end_at, price_per_night_cents, status)
          values (${code()}, ${serviceId}, 1, '2000-01-01', '2000-01-01', ${start}, ${end}, 10000, ${status})`,
    );
  const refused = { cause: { code: '23P01' } };

  beforeAll(async () => {
    database = await createTestDatabase();
    const services = await queryRows<{ id: number }>(
      database.db,
      sql`insert into services (type, name) values ('apartments', 'A'), ('yachts', 'Y'), ('cars', 'C') returning id`,
    );
    const [apartment, yacht, car] = services.map((s) => s.id);
    Object.assign(ids, { apartment, yacht, car });
    await database.db.execute(sql`insert into clients (name) values ('Ana')`);
  });
  afterAll(() => database.close());

  it('refuses a second blocking stay sharing a night, allows back-to-back and cancelled ones', async () => {
    await stay('2027-03-01', '2027-03-05');
    await expect(stay('2027-03-04', '2027-03-08')).rejects.toMatchObject(refused);
    await stay('2027-03-05', '2027-03-08');
    await stay('2027-03-02', '2027-03-04', 'cancelled');
    await expect(stay('2027-02-27', '2027-03-02', 'confirmed')).rejects.toMatchObject(refused);
  });

  it('keeps a yacht free for its 60-minute buffer after a charter, then lets the next one start', async () => {
    await timed(ids.yacht, '2027-03-06T10:00:00-05:00', '2027-03-06T14:00:00-05:00');
    await expect(
      timed(ids.yacht, '2027-03-06T14:59:00-05:00', '2027-03-06T18:59:00-05:00'),
    ).rejects.toMatchObject(refused);
    await expect(
      timed(ids.yacht, '2027-03-06T06:00:00-05:00', '2027-03-06T10:00:00-05:00', 'confirmed'),
    ).rejects.toMatchObject(refused);
    await timed(ids.yacht, '2027-03-06T15:00:00-05:00', '2027-03-06T19:00:00-05:00');
    // Another service is another calendar.
    await timed(ids.car, '2027-03-06T10:00:00-05:00', '2027-03-06T14:00:00-05:00');
    await expect(
      timed(ids.car, '2027-03-06T15:59:00-05:00', '2027-03-07T10:00:00-05:00'),
    ).rejects.toMatchObject(refused);
    await timed(ids.car, '2027-03-06T16:00:00-05:00', '2027-03-07T10:00:00-05:00');
  });

  it('derives the unit, units, Miami dates and busy range of each row from its service and times', async () => {
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select service_type, unit, units, apartment_id, buffer_minutes, check_in_date::text as check_in,
                 check_out_date::text as check_out, busy_until = end_at + interval '1 hour' as buffer_after
          from reservations where service_id = ${ids.yacht} order by start_at`,
    );
    expect(rows).toEqual([
      {
        service_type: 'yachts',
        unit: 'hour',
        units: 4,
        apartment_id: null,
        buffer_minutes: 60,
        check_in: '2027-03-06',
        check_out: '2027-03-06',
        buffer_after: true,
      },
      expect.objectContaining({ units: 4, check_in: '2027-03-06' }),
    ]);
    const [car] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select unit, units, buffer_minutes, check_out_date::text as check_out from reservations
          where service_id = ${ids.car} order by start_at desc limit 1`,
    );
    // 16:00 to 10:00 the next day is 18 hours: one day, returned on the 7th.
    expect(car).toEqual({ unit: 'day', units: 1, buffer_minutes: 120, check_out: '2027-03-07' });
  });

  it('refuses a car or yacht row without both instants, and a stay of no night', async () => {
    await expect(
      database.db.execute(
        sql`insert into reservations (code, service_id, client_id, check_in_date, check_out_date, price_per_night_cents)
            values (${code()}, ${ids.yacht}, 1, '2027-04-01', '2027-04-02', 100)`,
      ),
    ).rejects.toThrow();
    await expect(stay('2027-05-01', '2027-05-01')).rejects.toThrow();
  });
});
