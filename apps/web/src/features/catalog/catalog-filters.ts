import type { ServiceType } from './service-model';
import { hasAddress, peopleField } from './service-model';

/** The filters of a list (ARCHITECTURE.md "GET /api/{serviceType} filters"); absent = no filter. */
export interface CatalogFilters {
  minPrice?: number;
  maxPrice?: number;
  minPassengers?: number;
  minCapacity?: number;
  location?: string;
}

export type FilterKey = keyof CatalogFilters;
const numberKeys = ['minPrice', 'maxPrice', 'minPassengers', 'minCapacity'] as const;
export const LOCATION_MAX = 100;

/** Filters that apply to a type: passengers for cars, capacity for the rest, location where there is an address. */
export function filterKeysOf(type: ServiceType): FilterKey[] {
  const keys: FilterKey[] = ['minPrice', 'maxPrice'];
  keys.push(peopleField[type] === 'passengers' ? 'minPassengers' : 'minCapacity');
  if (hasAddress(type)) keys.push('location');
  return keys;
}

/** The choices of the people selects (SPEC.md section 2 adds 'All' in front of them). */
export const peopleChoices: Record<ServiceType, number[]> = {
  cars: [2, 4, 5, 7],
  yachts: [4, 6, 8, 10, 12],
  apartments: [2, 3, 4, 6],
  villas: [4, 6, 8, 10, 12],
};

/**
 * Filters read from a URL query (the list page's state lives there: shareable, the back button works).
 * Anything not a non-negative number, or a filter the type does not have, is ignored, not an error.
 */
export function filtersFromSearch(search: URLSearchParams, type: ServiceType): CatalogFilters {
  const allowed = filterKeysOf(type);
  const filters: CatalogFilters = {};
  for (const key of numberKeys) {
    if (!allowed.includes(key)) continue;
    const raw = search.get(key)?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) continue;
    filters[key] = key === 'minPrice' || key === 'maxPrice' ? value : Math.floor(value);
  }
  const location = search.get('location')?.trim().slice(0, LOCATION_MAX);
  if (location && allowed.includes('location')) filters.location = location;
  // A reversed range would be refused by the API (400): drop the upper bound instead.
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.maxPrice < filters.minPrice
  ) {
    delete filters.maxPrice;
  }
  return filters;
}

/** The query of a filtered list, in a stable order; empty filters are left out (SPEC.md section 5). */
export function searchFromFilters(filters: CatalogFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of [...numberKeys, 'location'] as const) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  return search;
}

export function countFilters(filters: CatalogFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

export function sameFilters(a: CatalogFilters, b: CatalogFilters): boolean {
  return searchFromFilters(a).toString() === searchFromFilters(b).toString();
}
