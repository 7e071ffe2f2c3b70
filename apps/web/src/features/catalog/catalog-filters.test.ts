import { describe, expect, it } from 'vitest';
import {
  countFilters,
  filterKeysOf,
  filtersFromSearch,
  sameFilters,
  searchFromFilters,
} from './catalog-filters';

describe('catalogue filters in the URL', () => {
  it('reads the filters a type has, ignoring the others and anything not a number', () => {
    const search = new URLSearchParams(
      'minPrice=100&maxPrice=abc&minPassengers=4&minCapacity=6&location=Brickell&x=1',
    );
    expect(filtersFromSearch(search, 'cars')).toEqual({ minPrice: 100, minPassengers: 4 });
    expect(filtersFromSearch(search, 'apartments')).toEqual({
      minPrice: 100,
      minCapacity: 6,
      location: 'Brickell',
    });
    expect(filtersFromSearch(search, 'yachts')).toEqual({ minPrice: 100, minCapacity: 6 });
  });

  it('drops a reversed price range and negative numbers', () => {
    expect(filtersFromSearch(new URLSearchParams('minPrice=500&maxPrice=100'), 'villas')).toEqual({
      minPrice: 500,
    });
    expect(filtersFromSearch(new URLSearchParams('minPrice=-5'), 'villas')).toEqual({});
  });

  it('writes a stable query without the empty filters (SPEC.md section 5)', () => {
    expect(searchFromFilters({ location: 'Key Biscayne', minPrice: 0, maxPrice: undefined }).toString()).toBe(
      'minPrice=0&location=Key+Biscayne',
    );
    expect(searchFromFilters({}).toString()).toBe('');
  });

  it('counts and compares filters', () => {
    expect(countFilters({ minPrice: 1, location: 'x' })).toBe(2);
    expect(sameFilters({ minPrice: 1, location: 'x' }, { location: 'x', minPrice: 1 })).toBe(true);
    expect(sameFilters({ minPrice: 1 }, {})).toBe(false);
  });

  it('offers passengers for cars, capacity for the rest, location where there is an address', () => {
    expect(filterKeysOf('cars')).toEqual(['minPrice', 'maxPrice', 'minPassengers']);
    expect(filterKeysOf('yachts')).toEqual(['minPrice', 'maxPrice', 'minCapacity']);
    expect(filterKeysOf('villas')).toEqual(['minPrice', 'maxPrice', 'minCapacity', 'location']);
  });
});
