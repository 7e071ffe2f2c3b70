import type { BusyRange } from '@app/shared/catalog';
import { zonedTimeToInstant } from '@app/shared/dates';
import type { BookingUnit } from '@app/shared/reservations';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarBlocks, calendarImports } from '../../db/schema/calendars.ts';

/** A block as other modules need it: which one, from where, and its range in the unit's terms. */
export interface BlockingBlock {
  id: number;
  reason: string;
  importName: string | null;
  start: string;
  end: string;
}

const rangeOf = (row: {
  startDate: string | null;
  endDate: string | null;
  startsAt: Date;
  endsAt: Date;
}) => ({
  start: row.startDate ?? row.startsAt.toISOString(),
  end: row.endDate ?? row.endsAt.toISOString(),
});

/**
 * The first block (manual or imported) of a service that meets the busy range [busyFrom, busyUntil) of
 * a booking: the overlap rule for new reservations and visitors' requests. Half-open on both sides, so a
 * stay may start the morning a block ends.
 */
export async function findBlockingBlock(
  db: DbOrTx,
  range: { serviceId: number; busyFrom: Date; busyUntil: Date },
): Promise<BlockingBlock | undefined> {
  const [row] = await db
    .select({
      id: calendarBlocks.id,
      reason: calendarBlocks.reason,
      importName: calendarImports.name,
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
      startsAt: calendarBlocks.startsAt,
      endsAt: calendarBlocks.endsAt,
    })
    .from(calendarBlocks)
    .leftJoin(calendarImports, eq(calendarImports.id, calendarBlocks.importId))
    .where(
      and(
        eq(calendarBlocks.serviceId, range.serviceId),
        lt(calendarBlocks.startsAt, range.busyUntil),
        gt(calendarBlocks.endsAt, range.busyFrom),
      ),
    )
    .orderBy(asc(calendarBlocks.startsAt))
    .limit(1);
  return row ? { id: row.id, reason: row.reason, importName: row.importName, ...rangeOf(row) } : undefined;
}

/**
 * The blocked ranges of a service for the availability answer: dates for night units, instants for day
 * and hour units, no reason and no source (no personal data). Optionally only those meeting the dates
 * [from, to) (Miami midnights).
 */
export async function blockedRanges(
  db: DbOrTx,
  service: { id: number; unit: BookingUnit },
  window: { from?: string | undefined; to?: string | undefined } = {},
): Promise<BusyRange[]> {
  const midnight = (date: string) => zonedTimeToInstant(date, '00:00');
  const rows = await db
    .select({
      startDate: calendarBlocks.startDate,
      endDate: calendarBlocks.endDate,
      startsAt: calendarBlocks.startsAt,
      endsAt: calendarBlocks.endsAt,
    })
    .from(calendarBlocks)
    .where(
      and(
        eq(calendarBlocks.serviceId, service.id),
        window.from ? gt(calendarBlocks.endsAt, midnight(window.from)) : undefined,
        window.to ? lt(calendarBlocks.startsAt, midnight(window.to)) : undefined,
      ),
    )
    .orderBy(asc(calendarBlocks.startsAt));
  return rows.map(rangeOf);
}
