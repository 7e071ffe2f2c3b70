import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/page-meta';
import { catalogRoutePatterns, paths } from '../../app/paths';
import type { AppStore } from '../../app/store';

/** What a catalogue route throws when it cannot show its page; catalog-error-page.tsx reads it. */
export interface CatalogRouteError {
  reason: 'invalidType' | 'notFound' | 'badFilters' | 'fetchFailed';
  type: string;
}

/**
 * Few visitors ever see the error page (an unknown type or service, the API down): it loads when a
 * catalogue page fails, not with every page. The server renders it whole all the same, and the page's
 * Suspense boundary (app/layouts/public-layout.tsx) keeps that HTML until its code arrives.
 */
const CatalogErrorPage = lazy(async () => ({
  default: (await import('./catalog-error-page')).CatalogErrorPage,
}));

/**
 * The catalogue's routes: the overview, a type's list and a service's page. Everything is lazy, each
 * page its own chunk: the page and its loader (catalog-loaders.ts, with the catalogue's slice), resolved
 * before hydration (entry-client.tsx); its meta (catalog-meta.ts) when the browser first needs it
 * (app/page-meta.tsx).
 */
export function catalogRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'services',
      path: paths.services.root,
      lazy: async () => {
        const [page, loaders] = await Promise.all([
          import('./services-overview-page'),
          import('./catalog-loaders'),
        ]);
        return {
          Component: page.ServicesOverviewPage,
          loader: loaders.overviewLoader(store),
          handle: { meta: async () => (await import('./catalog-meta')).overviewMeta } satisfies RouteHandle,
        };
      },
    },
    {
      id: 'services-type',
      path: catalogRoutePatterns.serviceType,
      lazy: async () => {
        const [page, loaders] = await Promise.all([
          import('./service-list-page'),
          import('./catalog-loaders'),
        ]);
        return {
          Component: page.ServiceListPage,
          ErrorBoundary: CatalogErrorPage,
          loader: loaders.listLoader(store),
          handle: { meta: async () => (await import('./catalog-meta')).listMeta } satisfies RouteHandle,
        };
      },
    },
    {
      id: 'service-details',
      path: catalogRoutePatterns.serviceDetail,
      lazy: async () => {
        const [page, loaders] = await Promise.all([
          import('./service-details-page'),
          import('./catalog-loaders'),
        ]);
        return {
          Component: page.ServiceDetailsPage,
          ErrorBoundary: CatalogErrorPage,
          loader: loaders.detailLoader(store),
          handle: { meta: async () => (await import('./catalog-meta')).detailMeta } satisfies RouteHandle,
        };
      },
    },
  ];
}
