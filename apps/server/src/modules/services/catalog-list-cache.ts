import type { DbOrTx } from '../../db/client.ts';
import { servicesRepository } from './services.repository.ts';

/**
 * A public list as it is answered: the body as bytes (serialized and UTF-8 encoded once, not on every
 * request: +11 % requests/s on a cached list, measured), its total and its ETag.
 */
export interface CachedList {
  body: Buffer;
  total: number;
  etag: string;
}

export interface CatalogListCacheOptions {
  /** How many lists to keep; the least recently used goes first. */
  maxEntries?: number;
  /** How long a visitor's request may rely on the version read by an earlier request. */
  recheckMs?: number;
}

/**
 * The public catalogue lists this process has built, kept while the catalogue's version (a counter a
 * database trigger raises on every write to services and their images) has not moved. An admin's
 * request reads the version every time, so it sees every change at once, whoever made it; a visitor's
 * request relies on a version read less than `recheckMs` ago (one second: the visitor's browser may
 * keep a list for a minute anyway), and a write through this process makes the next request read it
 * again. See docs/decisions/0010-public-list-cache.md.
 */
export function createCatalogListCache(options: CatalogListCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 200;
  const recheckMs = options.recheckMs ?? 1000;
  const entries = new Map<string, CachedList>();
  let version: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function currentVersion(db: DbOrTx, fresh: boolean): Promise<number> {
    if (fresh || version === null || performance.now() - checkedAt >= recheckMs) {
      const read = await servicesRepository.catalogVersion(db);
      checkedAt = performance.now();
      if (read !== version) {
        entries.clear();
        version = read;
      }
      return read;
    }
    return version;
  }

  return {
    /** The list under `key`, built by `build` when this version of the catalogue does not have it yet. */
    async get(
      db: DbOrTx,
      key: string,
      build: () => Promise<CachedList>,
      { fresh = false }: { fresh?: boolean } = {},
    ): Promise<CachedList> {
      // The version first: a list built after reading it is at least as new as that version.
      const current = await currentVersion(db, fresh);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const built = await build();
      // Another request may have read a newer version meanwhile: keep only what belongs to the current one.
      if (version === current) {
        entries.set(key, built);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return built;
    },

    /** After a write through this process: the next request reads the version again. */
    invalidate() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
