import { data, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../app/store';
import { filtersFromSearch } from './catalog-filters';
import type { CatalogRouteError } from './catalog-routes';
import { fetchAvailability, fetchService, fetchServices, fetchTypeSummaries } from './catalog-slice';
import { isServiceType } from './service-model';

/*
 * The catalogue's loaders (catalog-routes.ts): they come with the pages' modules, so a page outside
 * the catalogue downloads neither them nor the catalogue's slice (app/store.ts). The server awaits
 * them; the browser runs them before navigating.
 */

const fail = (reason: CatalogRouteError['reason'], type: string, status: number) =>
  data<CatalogRouteError>({ reason, type }, { status });

export const overviewLoader = (store: AppStore) => async () => {
  await store.dispatch(fetchTypeSummaries());
  return null;
};

export const listLoader =
  (store: AppStore) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const type = params.type ?? '';
    if (!isServiceType(type)) throw fail('invalidType', type, 404);
    const filters = filtersFromSearch(new URL(request.url).searchParams, type);
    const result = await store.dispatch(fetchServices({ type, filters }));
    if (fetchServices.rejected.match(result)) {
      // Filters the API refuses (a search it cannot run) are the visitor's to change, not an outage.
      if (result.meta.status === 400) throw fail('badFilters', type, 400);
      throw fail('fetchFailed', type, 503);
    }
    return null;
  };

export const detailLoader =
  (store: AppStore) =>
  async ({ params }: LoaderFunctionArgs) => {
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
  };
