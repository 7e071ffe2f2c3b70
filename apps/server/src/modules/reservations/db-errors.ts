import { reservationMessages } from '@app/shared/reservations';
import { AppError } from '../../lib/app-error.ts';
import { PG_EXCLUSION_VIOLATION, pgErrorOf } from '../../lib/pg-errors.ts';

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
    return AppError.conflict(reservationMessages.datesUnavailable);
  }
  return error;
}
