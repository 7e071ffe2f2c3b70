import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/**
 * Realistic volume for the API benchmarks, written with set-based SQL in seconds: 1,000 services
 * (250 per type), 10,000 clients, 10,000 reservations (20 back-to-back-free stays per apartment
 * or villa) and 10,000 payments (one per stay: half of the stays paid in full, half in part).
 */
export async function seedVolume(db: Db) {
  await db.execute(sql`
    insert into services (type, name, brand, model, description, price_cents, passengers, capacity, bathrooms, rooms, address)
    select (array['cars','yachts','apartments','villas'])[1 + (g % 4)]::service_type,
           'Bench service ' || g, 'Brand ' || (g % 17), 'Model ' || (g % 23),
           'A generated service for load tests number ' || g,
           10000 + (g * 37 % 90000), 2 + g % 6, 2 + g % 12, 1 + g % 4, 1 + g % 5,
           (array['Brickell, Miami','Miami Beach','Key Biscayne','Coconut Grove','Wynwood'])[1 + (g % 5)]
    from generate_series(1, 1000) g`);
  await db.execute(sql`
    insert into clients (name, lastname, email, phone, city, country)
    select (array['Ana','Luis','María','John','Emma','Carlos','Sofía','Liam'])[1 + (g % 8)],
           (array['García','Smith','Pérez','Johnson','López','Brown','Martínez','Davis'])[1 + (g * 7 % 8)] || ' ' || g,
           'bench' || g || '@example.com', '+1305555' || lpad((g % 10000)::text, 4, '0'), 'Miami', 'US'
    from generate_series(1, 10000) g`);
  await db.execute(sql`
    with stays as (
      select s.id as apartment_id, n, row_number() over () as k
      from (select id from services where type in ('apartments','villas') and name like 'Bench service %' order by id limit 500) s
      cross join generate_series(0, 19) n
    )
    insert into reservations (code, apartment_id, client_id, check_in_date, check_out_date, price_per_night_cents,
                              cleaning_fee_cents, total_amount_cents, amount_due_cents, status)
    select 'BEN-' || lpad(k::text, 6, '0'), apartment_id,
           (select min(id) from clients) + (k % 10000),
           date '2026-01-01' + n * 10, date '2026-01-01' + n * 10 + 3, 25000, 9000, 84000, 84000,
           (array['pending','confirmed','checked_out','cancelled'])[1 + (k % 4)]::reservation_status
    from stays`);
  await db.execute(sql`
    insert into reservation_payments (reservation_id, client_id, amount_cents, payment_method, payment_date)
    select id, client_id, case when id % 2 = 0 then 84000 else 40000 end, 'card',
           now() - (id % 300) * interval '1 day'
    from reservations where code like 'BEN-%'`);
  await db.execute(sql`
    update reservations set amount_paid_cents = 84000, amount_due_cents = 0, payment_status = 'paid'
    where code like 'BEN-%' and id % 2 = 0`);
  await db.execute(sql`
    update reservations set amount_paid_cents = 40000, amount_due_cents = 44000, payment_status = 'partial'
    where code like 'BEN-%' and id % 2 = 1`);
  await db.execute(sql`analyze`);
}
