import type { SiteContent } from '@app/shared/site';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/page-meta';
import type { AppStore } from '../../app/store';
import type { CatalogState } from '../catalog/catalog-slice';
import type { ServiceType } from '../catalog/service-model';

/** The hero's picture: the first type with a cover, in this order (a villa at sunset sells the stay). */
const heroOrder: ServiceType[] = ['villas', 'yachts', 'apartments', 'cars'];

export function heroImageOf(
  summaries: CatalogState['summaries'],
  site: SiteContent | null | undefined,
  language: 'es' | 'en',
): { src: string; name: string; alt?: string } | null {
  // The picture the owner chose in /admin/settings, with its own alternative text.
  const chosen = site?.pictures?.home;
  if (chosen) return { src: chosen.url, name: chosen.alt[language], alt: chosen.alt[language] };
  for (const type of heroOrder) {
    const summary = summaries.items[type];
    if (summary?.cover) return { src: summary.cover, name: summary.coverName };
  }
  return null;
}

/**
 * `/`: hero, the four types with their covers, a few reviews; all loaded before the server renders.
 * The loader comes with the page's module, which brings the slices it fills (app/store.ts).
 */
export function homeRoute(store: AppStore): RouteObject {
  return {
    id: 'home',
    index: true,
    lazy: async () => {
      const [page, slice] = await Promise.all([import('./home-page'), import('./home-slice')]);
      return {
        Component: page.HomePage,
        loader: slice.homeLoader(store),
        handle: { meta: async () => (await import('./home-meta')).homeMeta } satisfies RouteHandle,
      };
    },
  };
}
