import type { SyncResult } from '@app/shared/calendars';
import type { Database } from '../../db/client.ts';
import { calendarsRepository } from './calendars.repository.ts';
import { type SyncDeps, syncCalendarImport } from './sync-feed.ts';

/** Calendar sync settings of the app (CALENDAR_* variables). */
export interface CalendarSyncOptions {
  /** CALENDAR_FETCH_ALLOW_PRIVATE: feeds on loopback and private addresses are fetched (tests, a LAN). */
  allowPrivate?: boolean;
  /** Every feed is synced this often (CALENDAR_SYNC_INTERVAL_MINUTES); false or absent: no timer (tests). */
  schedule?: { intervalMinutes: number } | false;
  /** Per fetch; the defaults are 15 s, 5 MB and 5 redirects. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export const DEFAULT_CALENDAR_SYNC_MINUTES = 30;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CalendarSyncService {
  syncNow(importId: number): Promise<SyncResult>;
  /** Starts the timer: a round of every feed each interval (the first one interval after start). */
  start(): void;
  /** Stops the timer, cancels the fetch under way and waits for the round to end. */
  stop(): Promise<void>;
}

export function createCalendarSyncService(
  options: CalendarSyncOptions = {},
  database: Pick<Database, 'db' | 'kind'>,
  log: Log,
): CalendarSyncService {
  const shutdown = new AbortController();
  const deps: SyncDeps = {
    database,
    fetch: {
      allowPrivate: options.allowPrivate ?? false,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
      ...(options.maxRedirects !== undefined ? { maxRedirects: options.maxRedirects } : {}),
    },
    signal: shutdown.signal,
    log,
  };
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;

  /** Every feed once, oldest sync first; one failing feed never stops the round. */
  async function syncAll() {
    for (const id of await calendarsRepository.allImportIds(database.db)) {
      if (shutdown.signal.aborted) return;
      try {
        await syncCalendarImport(deps, id);
      } catch (error) {
        // A feed deleted meanwhile, or the database itself failing: the next round tries again.
        log.error({ err: error, importId: id }, 'calendar import: scheduled sync failed');
      }
    }
  }

  return {
    syncNow: (importId) => syncCalendarImport(deps, importId),
    start() {
      if (!options.schedule || timer) return;
      const intervalMs = options.schedule.intervalMinutes * 60_000;
      timer = setInterval(() => {
        if (round) return;
        round = syncAll()
          .catch((error: unknown) => log.error({ err: error }, 'calendar import: scheduled round failed'))
          .finally(() => {
            round = undefined;
          });
      }, intervalMs);
      // Never keeps the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      shutdown.abort();
      await round;
    },
  };
}
