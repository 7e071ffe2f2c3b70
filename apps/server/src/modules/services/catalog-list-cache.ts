import type { DbOrTx } from '../../db/client.ts';
import { servicesRepository } from './services.repository.ts';

/** A public list as it is answered: the serialized body, its total and its ETag. */
export interface CachedList {
  json: string;
  total: number;
  etag: string;
}

/**
 * The public catalogue lists this process has built, kept while the catalogue's version (a counter a
 * database trigger raises on every write to services and their images) has not moved. Each request
 * still reads the version, one tiny query, so a change made through any instance, or straight in the
 * database, is seen by the next request everywhere. Bounded: the least recently used list goes first.
 * See docs/decisions/0010-public-list-cache.md.
 */
export function createCatalogListCache(maxEntries = 200) {
  let version: number | null = null;
  const entries = new Map<string, CachedList>();

  return {
    async get(db: DbOrTx, key: string, build: () => Promise<CachedList>): Promise<CachedList> {
      // The version first: a list built after reading it is at least as new as that version.
      const current = await servicesRepository.catalogVersion(db);
      if (current !== version) {
        entries.clear();
        version = current;
      }
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const built = await build();
      // Another request may have seen a newer version meanwhile: keep only what belongs to the current one.
      if (version === current) {
        entries.set(key, built);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return built;
    },
  };
}
