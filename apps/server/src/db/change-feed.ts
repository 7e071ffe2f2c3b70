/** The channel on which every table announces its committed writes (migration 0008). */
export const DATA_CHANGED_CHANNEL = 'data_changed';

/**
 * What this process knows of the database's committed writes, for answers kept in memory until the
 * next write (docs/decisions/0015-admin-lists-cached-until-a-write.md).
 *
 * `version()` moves on every write this process hears of: one announced by the database (any process,
 * any path: a request, a background job, a CLI command), one made by a request of this process, and
 * the loss or return of the listening connection. An answer built after reading version v may be served
 * while `version()` is still v. While writes cannot be followed (the connection is down) it is null:
 * nothing may be served from memory.
 */
export interface ChangeFeed {
  version(): number | null;
  /** A request of this process that may have written has finished (its commit, if any, is done). */
  written(): void;
}

/** The state behind a feed, driven by the database listener. */
export interface ChangeFeedControl extends ChangeFeed {
  /** The database announced a write. */
  notified(): void;
  /** The listener is (again) up or down. Either way the version moves: writes may have gone unheard. */
  setFollowing(following: boolean): void;
}

export function createChangeFeed(): ChangeFeedControl {
  let version = 0;
  let following = false;
  return {
    version: () => (following ? version : null),
    written: () => {
      version++;
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

    /** The value kept under `key`, or the one `read` gets from the database (kept if no write came). */
    async getOrRead(key: string, read: () => Promise<V>): Promise<V> {
      const kept = get(key);
      if (kept !== undefined) return kept;
      const version = feed.version();
      const value = await read();
      set(key, value, version);
      return value;
    },
  };
}
