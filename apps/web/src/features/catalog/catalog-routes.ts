import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/page-meta';
import { catalogRoutePatterns, paths } from '../../app/paths';
import type { AppStore } from '../../app/store';
import { filtersFromSearch } from './catalog-filters';
import { fetchAvailability, fetchService, fetchServices, fetchTypeSummaries } from './catalog-slice';
import { isServiceType } from './service-model';

/** What a catalogue route throws when it cannot show its page; catalog-error-page.tsx reads it. */
export interface CatalogRouteError {
  reason: 'invalidType' | 'notFound' | 'fetchFailed';
  type: string;
}

const fail = (reason: CatalogRouteError['reason'], type: string, status: number) =>
  data<CatalogRouteError>({ reason, type }, { status });

/**
 * The catalogue's routes: the overview, a type's list and a service's page. Loaders are here (in the
 * main bundle: the server awaits them, the browser runs them before navigating); page components and
 * their meta (catalog-meta.ts) are lazy, each page its own chunk, resolved before hydration
 * (entry-client.tsx).
 */
export function catalogRoutes(store: AppStore): RouteObject[] {
  return [
    {
      id: 'services',
      path: paths.services.root,
      loader: async () => {
        await store.dispatch(fetchTypeSummaries());
        return null;
      },
      lazy: async () => {
        const [page, meta] = await Promise.all([
          import('./services-overview-page'),
          import('./catalog-meta'),
        ]);
        return {
          Component: page.ServicesOverviewPage,
          handle: { meta: meta.overviewMeta } satisfies RouteHandle,
        };
      },
    },
    {
      id: 'services-type',
      path: catalogRoutePatterns.serviceType,
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        const type = params.type ?? '';
        if (!isServiceType(type)) throw fail('invalidType', type, 404);
        const filters = filtersFromSearch(new URL(request.url).searchParams, type);
        const result = await store.dispatch(fetchServices({ type, filters }));
        if (fetchServices.rejected.match(result)) throw fail('fetchFailed', type, 503);
        return null;
      },
      lazy: async () => {
        const [page, error, meta] = await Promise.all([
          import('./service-list-page'),
          import('./catalog-error-page'),
          import('./catalog-meta'),
        ]);
        return {
          Component: page.ServiceListPage,
          ErrorBoundary: error.CatalogErrorPage,
          handle: { meta: meta.listMeta } satisfies RouteHandle,
        };
      },
    },
    {
      id: 'service-details',
      path: catalogRoutePatterns.serviceDetail,
      loader: async ({ params }: LoaderFunctionArgs) => {
        const type = params.type ?? '';
        if (!isServiceType(type)) throw fail('invalidType', type, 404);
        const id = params.id ?? '';
        // The booked nights load alongside the service: the calendar is ready with the page.
        const [result] = await Promise.all([
          store.dispatch(fetchService({ type, id })),
          store.dispatch(fetchAvailability({ type, id })),
        ]);
        if (fetchService.rejected.match(result)) {
          const status = result.meta.status ?? 503;
          throw fail(status === 404 ? 'notFound' : 'fetchFailed', type, status === 404 ? 404 : 503);
        }
        return null;
      },
      lazy: async () => {
        const [page, error, meta] = await Promise.all([
          import('./service-details-page'),
          import('./catalog-error-page'),
          import('./catalog-meta'),
        ]);
        return {
          Component: page.ServiceDetailsPage,
          ErrorBoundary: error.CatalogErrorPage,
          handle: { meta: meta.detailMeta } satisfies RouteHandle,
        };
      },
    },
  ];
}
