import { blockingStatuses, bookingMessages, reservationMessages } from '@app/shared/reservations';
import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_DEADLOCK_DETECTED, PG_EXCLUSION_VIOLATION, pgErrorCode, pgErrorOf } from '../../lib/pg-errors.ts';
import type { ReservationRow } from './reservations.repository.ts';

/** What a booking that was refused tried to take: its service, unit and busy range. */
export interface BookingAttempt {
  id?: number;
  serviceId: number;
  unit: ReservationRow['unit'];
  busyFrom: Date;
  busyUntil: Date;
}

const isOverlap = (error: unknown) => {
  const info = pgErrorOf(error);
  return (
    info?.code === PG_EXCLUSION_VIOLATION &&
    (info.constraint ?? 'reservations_no_overlap') === 'reservations_no_overlap'
  );
};

/**
 * The overlap rule is the database's EXCLUDE constraint `reservations_no_overlap` (decision 0038): it
 * holds under any concurrency, and its violation is the one answer for "this service is taken then".
 * The 409 names the blocking reservation it met (read after the refused transaction, when the other
 * booking has committed), in the request's language.
 */
export async function toConflictIfOverlap(db: DbOrTx, error: unknown, attempt: BookingAttempt | undefined) {
  if (!isOverlap(error)) return error;
  const other = attempt ? await findOverlapping(db, attempt) : undefined;
  if (!attempt || !other) return new AppError('STAY_OVERLAP', reservationMessages.datesUnavailable);
  return new AppError('STAY_OVERLAP', bookingMessages.overlap(attempt.unit, other.code), {
    conflictingCode: other.code,
  });
}

/** The first blocking reservation of the service whose busy range meets [busyFrom, busyUntil). */
export async function findOverlapping(
  db: DbOrTx,
  range: { id?: number; serviceId: number; busyFrom: Date; busyUntil: Date },
): Promise<{ code: string } | undefined> {
  const [other] = await db
    .select({ code: reservations.code })
    .from(reservations)
    .where(
      and(
        sql`${reservations.serviceId} = ${range.serviceId}`,
        inArray(reservations.status, [...blockingStatuses]),
        range.id === undefined ? undefined : ne(reservations.id, range.id),
        sql`tstzrange(${reservations.busyFrom}, ${reservations.busyUntil}, '[)') && tstzrange(${range.busyFrom.toISOString()}::timestamptz, ${range.busyUntil.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .orderBy(asc(reservations.busyFrom))
    .limit(1);
  return other;
}

/**
 * Takes the service's booking lock for the rest of the transaction. Bookings of one service are then
 * written one after the other: the EXCLUDE check of a row inserted while another is still uncommitted
 * waits on it, and two such inserts wait on each other, a deadlock PostgreSQL breaks only after
 * deadlock_timeout (1 s) per cycle; eight at once on a busy machine took 18 s and ran out of retries.
 * With the lock, the second booking meets the first one committed and gets its 409 at once. Keyed by
 * the schema too, so that test files sharing a database do not wait on each other.
 */
export async function lockServiceBookings(tx: DbOrTx, serviceId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':bookings'), ${serviceId}::int)`,
  );
}

/** How many times a booking's transaction runs when PostgreSQL keeps choosing it as a deadlock victim. */
const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs `transaction` again when PostgreSQL aborted it to break a deadlock (40P01). Bookings written at
 * the same moment for overlapping times wait on each other's uncommitted rows in the EXCLUDE check, and
 * PostgreSQL breaks such a cycle by aborting one of them. Run again, it meets the other booking,
 * committed, and gets the overlap (409) instead of a server error.
 */
export async function retryingDeadlocks<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= DEADLOCK_ATTEMPTS || pgErrorCode(error) !== PG_DEADLOCK_DETECTED) throw error;
    }
  }
}
