import { reservationMessages } from '@app/shared/reservations';
import { AppError } from '../../lib/app-error.ts';
import { PG_DEADLOCK_DETECTED, PG_EXCLUSION_VIOLATION, pgErrorCode, pgErrorOf } from '../../lib/pg-errors.ts';

/**
 * The overlap rule is the database's EXCLUDE constraint `reservations_no_overlap`: it holds under any
 * concurrency, and its violation is the one answer for "the apartment is taken on these dates".
 */
export function toConflictIfOverlap(error: unknown): unknown {
  const info = pgErrorOf(error);
  if (
    info?.code === PG_EXCLUSION_VIOLATION &&
    (info.constraint ?? 'reservations_no_overlap') === 'reservations_no_overlap'
  ) {
    return new AppError('STAY_OVERLAP', reservationMessages.datesUnavailable);
  }
  return error;
}

/** How many times a booking's transaction runs when PostgreSQL keeps choosing it as a deadlock victim. */
const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs `transaction` again when PostgreSQL aborted it to break a deadlock (40P01). Stays written at the
 * same moment for overlapping dates wait on each other's uncommitted rows in the EXCLUDE check, and
 * PostgreSQL breaks such a cycle by aborting one of them. Run again, it meets the other stay, committed,
 * and gets the overlap (409) instead of a server error.
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
