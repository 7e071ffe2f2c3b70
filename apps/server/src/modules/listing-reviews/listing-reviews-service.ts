import type { ListingReviewRecord, ListingSyncRun } from '@app/shared/listing-reviews';
import type { Database } from '../../db/client.ts';
import {
  createGoogleClient,
  GoogleApiError,
  type GoogleClientOptions,
  type GoogleSettings,
} from './google-client.ts';
import { importListingReviews, type SyncOutcome, syncListingReviews } from './sync-listing-reviews.ts';
import { createSyncLock } from './sync-lock.ts';
import { createSyncScheduler, type SyncAttempt, type SyncScheduler } from './sync-scheduler.ts';

/** Business-listing reviews settings of the app (GOOGLE_* variables). */
export interface ListingReviewsOptions {
  /** Without it nothing is read from Google: the admin imports a file instead. */
  google?: GoogleSettings | undefined;
  /**
   * The periodic sync (GOOGLE_SYNC_INTERVAL_MINUTES, default 6 hours), only when Google is configured;
   * false: no timer in this process (tests that sync on demand).
   */
  schedule?: { intervalMinutes: number; retryBaseMs?: number } | false;
  /** Timeouts and the fetch implementation of the Google client. */
  client?: GoogleClientOptions;
}

export const DEFAULT_SYNC_INTERVAL_MINUTES = 6 * 60;

export type Locked<T> = { status: 'done'; value: T } | { status: 'busy' };

export interface ListingReviewsService {
  configured: boolean;
  /** How often this process syncs by itself; null when it does not. */
  syncIntervalMinutes: number | null;
  /** A sync or import is running in this process. */
  readonly busy: boolean;
  /** A sync from Google now, unless one (or an import) is running; requires `configured`. */
  syncNow(): Promise<Locked<SyncOutcome>>;
  importReviews(records: (ListingReviewRecord | null)[]): Promise<Locked<ListingSyncRun>>;
  /** Starts the timer (a sync right away, then periodically). */
  start(): void;
  /** Stops the timer and cancels a sync in progress. */
  stop(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

function attemptOf(outcome: Locked<SyncOutcome>): SyncAttempt {
  if (outcome.status === 'busy') return { outcome: 'busy' };
  const { error } = outcome.value;
  if (outcome.value.run.ok) return { outcome: 'ok' };
  return error instanceof GoogleApiError
    ? { outcome: 'failed', transient: error.transient, retryAfterMs: error.retryAfterMs }
    : { outcome: 'failed', transient: false };
}

export function createListingReviewsService(
  options: ListingReviewsOptions = {},
  database: Pick<Database, 'db' | 'kind'>,
  log: Log,
): ListingReviewsService {
  const { db } = database;
  const lock = createSyncLock(database);
  const client = options.google ? createGoogleClient(options.google, options.client) : undefined;
  // Cancels a sync under way when the server shuts down.
  const shutdown = new AbortController();

  const syncNow = async (): Promise<Locked<SyncOutcome>> => {
    if (!client) throw new Error('Google Business Profile is not configured');
    const result = await lock.run(() => syncListingReviews({ db, client, log, signal: shutdown.signal }));
    return result.acquired ? { status: 'done', value: result.value } : { status: 'busy' };
  };

  const schedule = options.schedule ?? { intervalMinutes: DEFAULT_SYNC_INTERVAL_MINUTES };
  const scheduler: SyncScheduler | null =
    client && schedule
      ? createSyncScheduler({
          intervalMs: schedule.intervalMinutes * 60_000,
          ...(schedule.retryBaseMs !== undefined ? { retryBaseMs: schedule.retryBaseMs } : {}),
          attempt: async () => attemptOf(await syncNow()),
          log,
        })
      : null;

  return {
    configured: client !== undefined,
    syncIntervalMinutes: scheduler && schedule ? schedule.intervalMinutes : null,
    get busy() {
      return lock.busy;
    },
    syncNow,
    async importReviews(records) {
      const result = await lock.run(() => importListingReviews(db, records, log));
      return result.acquired ? { status: 'done', value: result.value } : { status: 'busy' };
    },
    start() {
      scheduler?.start();
    },
    async stop() {
      shutdown.abort();
      await scheduler?.stop();
    },
  };
}
