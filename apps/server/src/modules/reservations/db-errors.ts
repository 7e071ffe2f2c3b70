import { reservationMessages } from '@app/shared/reservations';
import { AppError } from '../../lib/app-error.ts';

/** SQLSTATEs the reservation rules answer (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';

export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

/**
 * The driver's error under drizzle's wrapper: node-postgres and PGlite put the SQLSTATE in `code` and the
 * constraint's name in `constraint`; drizzle wraps them in a DrizzleQueryError whose `cause` is that error.
 */
export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const info = pgErrorOf(error);
  return info?.code === PG_UNIQUE_VIOLATION && info.constraint === constraint;
}

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
