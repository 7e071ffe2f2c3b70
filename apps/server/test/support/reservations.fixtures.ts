import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../src/db/client.ts';
import { services } from '../../src/db/schema/catalog.ts';
import { clients } from '../../src/db/schema/clients.ts';

/** Test data for the reservation and payment tests: services and clients written straight to the tables. */
export async function insertService(
  db: DbOrTx,
  values: { type?: 'apartments' | 'villas' | 'cars' | 'yachts'; name?: string; priceCents?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(services)
    .values({
      type: values.type ?? 'apartments',
      name: values.name ?? 'Brickell 1201',
      priceCents: values.priceCents ?? 20_000,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('no service inserted');
  return row.id;
}

export async function insertClient(
  db: DbOrTx,
  values: Partial<typeof clients.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(clients)
    .values({ name: 'Ana', lastname: 'Pérez', phone: '+1 (305) 555-0123', ...values })
    .returning({ id: clients.id });
  if (!row) throw new Error('no client inserted');
  return row.id;
}

export async function countRows(db: DbOrTx, table: PgTable) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** One service of each way of booking: a yacht (hours), a car (days) and an apartment (nights). */
export async function insertFleet(db: DbOrTx) {
  return {
    yacht: await insertService(db, { type: 'yachts', name: 'Azimut 62 ft' }),
    car: await insertService(db, { type: 'cars', name: 'Urus' }),
    apartment: await insertService(db, { name: 'Brickell 1201' }),
  };
}

/** POST /api/reservations of a car or a yacht from `startAt` to `endAt`, as an admin with `headers`. */
export function bookTimed(
  app: FastifyInstance,
  headers: Record<string, string>,
  booking: {
    serviceType: 'cars' | 'yachts';
    serviceId: number;
    clientId: number;
    startAt: string;
    endAt: string;
  },
  more: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers,
    payload: { pricePerUnit: 950, cleaningFee: 0, ...booking, ...more },
  });
}
