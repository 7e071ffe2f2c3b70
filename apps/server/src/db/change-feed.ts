/** The channel on which every table announces its committed writes (migration 0008). */
export const DATA_CHANGED_CHANNEL = 'data_changed';

/**
 * What this process knows of the database's committed writes, for answers kept in memory until the
 * next write (docs/decisions/0015-answers-kept-until-a-write.md).
 *
 * `version()` moves on every write the database announces (migration 0008: any process, any path: a
 * request, a background job, a CLI command), and on the loss or return of the listening connection.
 * While writes cannot be followed (the connection is down) it is null: nothing may be served from
 * memory.
 *
 * A request compares what is kept with `caughtUp()`, not with `version()`: on PostgreSQL the
 * announcement of a write committed through another instance may still be on its way when the client,
 * told the write is done, asks this instance for the list (docs/decisions/0016).
 */
export interface ChangeFeed {
  version(): number | null;
  /** The version once every write committed before this call has been heard of; null if it cannot be. */
  caughtUp(): Promise<number | null>;
}

/** The state behind a feed, driven by the database listener. */
export interface ChangeFeedControl extends ChangeFeed {
  /** The database announced a write. */
  notified(): void;
  /** The listener is (again) up or down. Either way the version moves: writes may have gone unheard. */
  setFollowing(following: boolean): void;
}

/**
 * @param catchUp resolves once every write committed before the call has been heard of, rejects if
 * that cannot be known. Without it, announcements are heard before the write's own promise resolves
 * (PGlite, in-process).
 */
export function createChangeFeed(catchUp?: () => Promise<void>): ChangeFeedControl {
  let version = 0;
  let following = false;
  const current = () => (following ? version : null);
  return {
    version: current,
    caughtUp: async () => {
      if (catchUp && current() !== null) {
        try {
          await catchUp();
        } catch {
          return null;
        }
      }
      return current();
    },
    notified: () => {
      version++;
    },
    setFollowing: (value) => {
      following = value;
      version++;
    },
  };
}

/**
 * Shares runs of `run` between callers: each call resolves (or rejects) with the first run that starts
 * after it, and one run at a time is under way. Calls made while a run is on its way wait for the next
 * one, which starts as soon as that run ends and serves all of them.
 */
export function coalesce(run: () => Promise<void>): () => Promise<void> {
  let waiting: { promise: Promise<void>; start: () => Promise<void> } | undefined;
  let running = false;

  async function drain() {
    running = true;
    while (waiting) {
      const { start } = waiting;
      waiting = undefined;
      await start();
    }
    running = false;
  }

  return () => {
    if (!waiting) {
      let start = () => Promise.resolve();
      const promise = new Promise<void>((resolve, reject) => {
        // Settles the callers' promise and never rejects itself: `drain` goes on to the next run.
        start = () => Promise.resolve().then(run).then(resolve, reject);
      });
      waiting = { promise, start };
    }
    const { promise } = waiting;
    if (!running) void drain();
    return promise;
  };
}

export interface WriteBoundCacheOptions {
  maxEntries: number;
  /**
   * A guard, not the rule: an entry older than this is built again even if no write was heard (a
   * listening connection that died without a word takes minutes to notice).
   */
  maxAgeMs?: number;
}

/**
 * Values read from the database, kept until the feed's version moves. A reader notes `feed.version()`
 * before it reads and offers the value with that version: a write heard meanwhile makes `set` refuse
 * it, so a value is never newer in the cache than the version it is served under.
 */
export function createWriteBoundCache<V>(feed: ChangeFeed, options: WriteBoundCacheOptions) {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const entries = new Map<string, { value: V; storedAt: number }>();
  let entriesVersion: number | null = null;

  /** Drops everything stored under an older version; answers the current one. */
  function current(): number | null {
    const version = feed.version();
    if (version !== entriesVersion) {
      entries.clear();
      entriesVersion = version;
    }
    return version;
  }

  function get(key: string): V | undefined {
    if (current() === null) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (performance.now() - entry.storedAt > maxAgeMs) return undefined;
    // Re-inserted: the map's order is the order of use, the least recently used first.
    entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value`, read after `readVersion` was noted, unless a write was heard since. */
  function set(key: string, value: V, readVersion: number | null): void {
    if (readVersion === null || current() !== readVersion) return;
    entries.delete(key);
    entries.set(key, { value, storedAt: performance.now() });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
  }

  return {
    get,
    set,

    /**
     * The value kept under `key`, or the one `read` gets from the database (kept if no write came).
     * `caughtUp` is the request's `feed.caughtUp()`: a value is served from memory only once every write
     * committed before the request has been heard of.
     */
    async getOrRead(caughtUp: Promise<number | null>, key: string, read: () => Promise<V>): Promise<V> {
      if ((await caughtUp) !== null) {
        const kept = get(key);
        if (kept !== undefined) return kept;
      }
      const version = feed.version();
      const value = await read();
      set(key, value, version);
      return value;
    },
  };
}
