import type { DbOrTx } from '../../db/client.ts';
import { servicesRepository } from './services.repository.ts';

/**
 * A public list as it is answered: the body as bytes (serialized and UTF-8 encoded once, not on every
 * request: +11 % requests/s on a kept list, measured), its total and its ETag.
 */
export interface CachedList {
  body: Buffer;
  total: number;
  etag: string;
}

/** Resolves after the event loop's next round of I/O: the requests that arrived meanwhile are read. */
const afterPendingIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Shares runs of `run` between callers: each call gets the result of the first run that starts after
 * it, and one run at a time is under way. Calls made while a run is on its way wait for the next one,
 * which starts once that run has ended and the requests that arrived meanwhile have been read (PGlite
 * holds the thread while it answers: without the wait, each run would serve one request or two).
 */
export function coalesce<T>(run: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return () => {
    if (!next) {
      const started = running.then(afterPendingIo).then(() => {
        next = undefined;
        return run();
      });
      next = started;
      // The next run waits for this one to settle, whether it succeeded or not.
      running = started.catch(() => {});
    }
    return next;
  };
}

/**
 * The public catalogue lists this process has built, kept while the catalogue's version (a row that
 * every statement changing services or their images raises, migration 0010) has not moved
 * (docs/decisions/0019). Every request reads the version, in a read that starts after it arrived and
 * that the requests of the moment share: a change committed before a request is in its answer, whoever
 * made it and through whichever instance.
 */
export function createCatalogListCache(db: DbOrTx, options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? 200;
  const readVersion = coalesce(() => servicesRepository.catalogVersion(db));
  const entries = new Map<string, CachedList>();
  let entriesVersion: number | undefined;

  return {
    /** The list under `key`, built by `build` when this version of the catalogue does not have it yet. */
    async get(key: string, build: () => Promise<CachedList>): Promise<CachedList> {
      // The version first: a list built after reading it is at least as new as that version.
      const version = await readVersion();
      if (version !== entriesVersion) {
        entries.clear();
        entriesVersion = version;
      }
      const kept = entries.get(key);
      if (kept) {
        // Re-inserted: the map's order is the order of use, the least recently used first.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const built = await build();
      // A later request may have read a newer version meanwhile: keep only what belongs to the current one.
      if (entriesVersion === version) {
        entries.set(key, built);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return built;
    },
  };
}
