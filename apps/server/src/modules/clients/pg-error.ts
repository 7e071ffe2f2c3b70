/** Postgres error codes the client rules turn into answers (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Raised instead of 23503 when the foreign key says ON DELETE RESTRICT (as reservations.client_id does). */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_UNIQUE_VIOLATION = '23505';

/**
 * The SQLSTATE of a database error, whichever driver raised it: node-postgres and PGlite put it in `code`,
 * and drizzle wraps their errors in a DrizzleQueryError whose `cause` is the driver's error.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
