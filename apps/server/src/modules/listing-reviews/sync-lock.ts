import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Arbitrary, fixed: the first key of the two-key advisory lock ("LR"); the second is the schema. */
const LOCK_CLASS = 0x4c52;

export type Exclusive<T> = { acquired: true; value: T } | { acquired: false };

export interface SyncLock {
  /** Runs `work` unless a sync or import is already running here or on another instance. */
  run<T>(work: () => Promise<T>): Promise<Exclusive<T>>;
  /** A sync or import is running in this process. */
  readonly busy: boolean;
}

/**
 * One sync or import at a time. In this process a flag is enough; instances sharing one PostgreSQL also
 * take a transaction-level advisory lock (pg_try_advisory_xact_lock), held by a transaction that stays
 * open while the work runs on other connections, and released by Postgres when it ends, even if the
 * process dies. Keyed by the schema, so separate installations (or test schemas) on one server do not
 * block each other. PGlite is one process by construction (its data directory is locked), and its single
 * connection could not run the work beside an open transaction, so it relies on the flag alone.
 */
// Keyed by the database, so every service of this process on one database shares the flag.
const runningOn = new WeakSet<object>();

export function createSyncLock(database: Pick<Database, 'db' | 'kind'>): SyncLock {
  return {
    get busy() {
      return runningOn.has(database.db);
    },
    async run<T>(work: () => Promise<T>): Promise<Exclusive<T>> {
      if (runningOn.has(database.db)) return { acquired: false };
      runningOn.add(database.db);
      try {
        if (database.kind !== 'postgres') return { acquired: true, value: await work() };
        return await database.db.transaction(async (tx) => {
          const result = await tx.execute(
            sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(current_schema())) as locked`,
          );
          const [row] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
          if (!row?.locked) return { acquired: false } as const;
          return { acquired: true, value: await work() } as const;
        });
      } finally {
        runningOn.delete(database.db);
      }
    },
  };
}
