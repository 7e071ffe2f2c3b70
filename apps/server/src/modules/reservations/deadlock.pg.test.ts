import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { nightStayColumns, reservationsRepository } from './reservations.repository.ts';

/**
 * Two transactions writing overlapping stays wait on each other's uncommitted rows in the EXCLUDE check,
 * and PostgreSQL aborts one of them as a deadlock victim (40P01). A booking that loses that way is run
 * again and answers the overlap, 409, not a server error. PostgreSQL only (.pg.test.ts): PGlite runs one
 * transaction at a time. Seen once in CI as 7 answers of 500 among 8 simultaneous bookings.
 */
describe('a booking chosen as a deadlock victim', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let apartment: number;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    apartment = await insertService(ctx.app.db);
    clientId = await insertClient(ctx.app.db, { email: 'deadlock@example.com' });
  });
  afterAll(() => ctx.close());

  const stay = (checkInDate: string, checkOutDate: string) => ({
    code: `MIA-DL${checkInDate.slice(8)}${checkOutDate.slice(8)}`,
    ...nightStayColumns({ id: apartment }, checkInDate, checkOutDate),
    clientId,
    pricePerNightCents: 10_000,
    cleaningFeeCents: 0,
    status: 'pending' as const,
    language: 'es',
  });

  /** Until the API's insert waits for a lock (on the other transaction's row). */
  const bookingWaits = async () => {
    for (let i = 0; i < 250; i++) {
      const [row] = await queryRows<{ waiting: number }>(
        ctx.app.db,
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "reservations"%'`,
      );
      if ((row?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the booking never waited');
  };

  it('answers 409 after PostgreSQL aborted it to break a deadlock with another writer', async () => {
    const other = await ctx.database.openAnotherInstance?.();
    if (!other) throw new Error('the PostgreSQL test database opens another instance');
    try {
      let booking: Promise<Awaited<ReturnType<typeof ctx.app.inject>>> | undefined;
      await other.db.transaction(async (tx) => {
        // Another writer holds 10-12 May, uncommitted.
        await reservationsRepository.insert(tx, stay('2029-05-10', '2029-05-12'));
        // The API books 11-13 May: its row waits on the writer's.
        booking = ctx.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers,
          payload: {
            apartmentId: apartment,
            clientId,
            checkInDate: '2029-05-11',
            checkOutDate: '2029-05-13',
            pricePerNight: 100,
            cleaningFee: 0,
          },
        });
        await bookingWaits();
        // The writer adds 12-13 May, which overlaps the API's row: each waits on the other. The booking
        // has waited longer, so its deadlock check runs first and PostgreSQL aborts it.
        await reservationsRepository.insert(tx, stay('2029-05-12', '2029-05-13'));
      });
      const answer = await booking;
      expect(answer?.statusCode, answer?.body).toBe(409);
      expect(answer?.json().message).toBe(
        'Estas fechas no están disponibles para este apartamento: coinciden con la reserva MIA-DL1012',
      );
    } finally {
      await other.close();
    }
  });
});
