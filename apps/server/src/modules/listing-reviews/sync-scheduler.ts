/** What one scheduled attempt came to, as far as the timing of the next one goes. */
export type SyncAttempt =
  | { outcome: 'ok' }
  /** `transient`: 429, 5xx, a timeout or the network; worth trying again before the next tick. */
  | { outcome: 'failed'; transient: boolean; retryAfterMs?: number | undefined }
  /** Another instance (or an admin's "sync now") was already syncing. */
  | { outcome: 'busy' };

export interface SyncSchedulerOptions {
  /** Time between syncs (GOOGLE_SYNC_INTERVAL_MINUTES). */
  intervalMs: number;
  /** The first retry after a transient failure; each further one waits twice as long, up to intervalMs. */
  retryBaseMs?: number;
  attempt: () => Promise<SyncAttempt>;
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
  random?: () => number;
}

export interface SyncScheduler {
  /** Syncs now, then every intervalMs. */
  start(): void;
  /** No more syncs; waits for the one under way. */
  stop(): Promise<void>;
  readonly nextRunAt: Date | null;
}

/**
 * When the next sync happens. After a transient failure the next try comes sooner than the next tick,
 * backing off exponentially with jitter (instances that failed together do not retry together) and never
 * earlier than Google's Retry-After; anything else waits for the next tick. The timer is unref'd: it never
 * keeps the process alive.
 */
export function nextDelayMs(
  attempt: SyncAttempt,
  consecutiveFailures: number,
  options: { intervalMs: number; retryBaseMs: number },
  random: () => number = Math.random,
): number {
  if (attempt.outcome !== 'failed' || !attempt.transient) return options.intervalMs;
  const ceiling = Math.min(
    options.intervalMs,
    options.retryBaseMs * 2 ** Math.min(consecutiveFailures - 1, 20),
  );
  const backoff = Math.round(ceiling / 2 + random() * (ceiling / 2));
  return Math.min(options.intervalMs, Math.max(backoff, attempt.retryAfterMs ?? 0));
}

export function createSyncScheduler(options: SyncSchedulerOptions): SyncScheduler {
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const random = options.random ?? Math.random;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let running = false;
  let failures = 0;
  let nextRunAt: Date | null = null;

  function schedule(delayMs: number) {
    if (!running) return;
    nextRunAt = new Date(Date.now() + delayMs);
    timer = setTimeout(() => {
      current = tick().finally(() => {
        current = undefined;
      });
    }, delayMs);
    timer.unref();
  }

  async function tick() {
    nextRunAt = null;
    let attempt: SyncAttempt;
    try {
      attempt = await options.attempt();
    } catch (error) {
      // The database itself failed (the run could not even be recorded): try again at the next tick.
      options.log.error({ err: error }, 'listing reviews: scheduled sync failed');
      attempt = { outcome: 'failed', transient: false };
    }
    failures = attempt.outcome === 'failed' ? failures + 1 : 0;
    const delay = nextDelayMs(attempt, failures, { intervalMs: options.intervalMs, retryBaseMs }, random);
    if (attempt.outcome === 'failed' && attempt.transient && running) {
      options.log.info({ retryInMs: delay, failures }, 'listing reviews: will retry the sync');
    }
    schedule(delay);
  }

  return {
    get nextRunAt() {
      return nextRunAt;
    },
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      nextRunAt = null;
      await current;
    },
  };
}
