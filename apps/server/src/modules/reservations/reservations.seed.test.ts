import { nightsBetween, todayIn } from '@app/shared/dates';
import { computeTotals } from '@app/shared/reservations';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { reservationPayments, reservationStatusHistory, reservations } from '../../db/schema/reservations.ts';
import { reservationsSeeder } from './reservations.seed.ts';

describe('reservations demo seed', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const run = () => database.db.transaction((tx) => reservationsSeeder.run(tx));

  it('does nothing without apartments or clients', async () => {
    await run();
    await insertClient(database.db, { email: 'a@example.com' });
    await insertService(database.db, { type: 'cars' });
    await run();
    expect(await database.db.select().from(reservations)).toEqual([]);
  });

  it('seeds 12 consistent stays in the past, now and ahead, once', async () => {
    await insertService(database.db, { type: 'apartments', priceCents: 18_000 });
    await insertService(database.db, { type: 'villas', priceCents: 0 });
    await insertClient(database.db, { email: 'b@example.com' });
    await run();
    await run();

    const rows = await database.db.select().from(reservations).orderBy(asc(reservations.checkInDate));
    expect(rows).toHaveLength(12);
    const today = todayIn();
    expect(rows.some((r) => r.checkOutDate <= today)).toBe(true);
    expect(
      rows.some((r) => r.checkInDate <= today && today < r.checkOutDate && r.status === 'checked_in'),
    ).toBe(true);
    expect(rows.some((r) => r.checkInDate > today)).toBe(true);
    expect(rows.filter((r) => r.status === 'cancelled')).toHaveLength(1);
    expect(new Set(rows.map((r) => r.paymentStatus))).toEqual(
      new Set(['pending', 'partial', 'paid', 'overpaid', 'refunded']),
    );
    expect(new Set(rows.map((r) => r.code)).size).toBe(12);

    // Stored amounts agree with the payments, as the API would derive them.
    const payments = await database.db.select().from(reservationPayments);
    for (const row of rows) {
      const totals = computeTotals(
        {
          nights: nightsBetween(row.checkInDate, row.checkOutDate),
          pricePerNightCents: row.pricePerNightCents,
          cleaningFeeCents: row.cleaningFeeCents,
          parkingFeeCents: row.parkingFeeCents,
          cancellationFeeCents: row.cancellationFeeCents,
          otherExpensesCents: row.otherExpensesCents,
          taxesCents: row.taxesCents,
        },
        payments.filter((p) => p.reservationId === row.id).map((p) => p.amountCents),
      );
      expect(row).toMatchObject({
        totalAmountCents: totals.totalCents,
        amountPaidCents: totals.paidCents,
        amountDueCents: totals.dueCents,
        paymentStatus: totals.paymentStatus,
      });
      expect(row.pricePerNightCents).toBeGreaterThan(0);
    }
    expect(payments.every((p) => p.paymentDate.getTime() <= Date.now() + 86_400_000)).toBe(true);

    const history = await database.db.select().from(reservationStatusHistory);
    for (const row of rows) {
      const mine = history.filter((h) => h.reservationId === row.id);
      expect(mine[0]?.fromStatus).toBeNull();
      expect(mine.at(-1)?.toStatus).toBe(row.status);
    }
  });
});
