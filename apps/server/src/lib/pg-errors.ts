/** SQLSTATEs the rules answer (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_DEADLOCK_DETECTED = '40P01';
// 23503 foreign_key_violation (NO ACTION keys); 23001 restrict_violation (ON DELETE RESTRICT keys,
// e.g. reservations -> services, reservations -> clients, service_images -> images).
const REFERENCE_VIOLATIONS = new Set(['23503', '23001']);

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

export const pgErrorCode = (error: unknown): string | undefined => pgErrorOf(error)?.code;

/** A unique index refused the row; with `constraint`, only that index counts. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgErrorOf(error);
  return info?.code === PG_UNIQUE_VIOLATION && (constraint === undefined || info.constraint === constraint);
}

/** The row is still referenced by another table's foreign key. */
export const isReferenceViolation = (error: unknown) => REFERENCE_VIOLATIONS.has(pgErrorCode(error) ?? '');
