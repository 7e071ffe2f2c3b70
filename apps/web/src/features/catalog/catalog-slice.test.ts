import type { Apartment, Car } from '@app/shared/catalog';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import {
  type CatalogState,
  catalogReducer,
  fetchAvailability,
  fetchService,
  fetchServices,
  fetchTypeSummaries,
  initialCatalogState,
  serviceCreated,
  serviceDeleted,
  serviceUpdated,
} from './catalog-slice';

const car = (id: number, extra: Partial<Car> = {}): Car => ({
  id,
  brand: 'Porsche',
  model: '911',
  description: 'Deportivo',
  price: 650,
  passengers: 2,
  images: [`/api/uploads/${'a'.repeat(63)}${id}.webp`],
  ...extra,
});

const withCars = (...cars: Car[]): CatalogState => ({
  ...initialCatalogState,
  lists: {
    ...initialCatalogState.lists,
    cars: { ...initialCatalogState.lists.cars, items: cars, total: cars.length },
  },
});

describe('catalog slice reducers (SPEC.md section 4)', () => {
  it('starts with an idle, empty list per type and nothing selected', () => {
    const state = catalogReducer(undefined, { type: 'init' });
    expect(Object.keys(state.lists)).toEqual(['cars', 'yachts', 'apartments', 'villas']);
    for (const list of Object.values(state.lists)) {
      expect(list).toEqual({ items: [], total: 0, status: 'idle', error: null, filters: {} });
    }
    expect(state.selected.status).toBe('idle');
  });

  it('create adds the item to its list', () => {
    const state = catalogReducer(withCars(car(1)), serviceCreated({ type: 'cars', service: car(2) }));
    expect(state.lists.cars.items.map((item) => item.id)).toEqual([1, 2]);
    expect(state.lists.cars.total).toBe(2);
    expect(state.lists.yachts.items).toEqual([]);
  });

  it('create does not add the same id twice', () => {
    const state = catalogReducer(withCars(car(1)), serviceCreated({ type: 'cars', service: car(1) }));
    expect(state.lists.cars.items).toHaveLength(1);
  });

  it('update replaces the item with the same id, in the list and on the details page', () => {
    const start: CatalogState = {
      ...withCars(car(1), car(2)),
      selected: { type: 'cars', id: 2, item: car(2), status: 'succeeded', error: null, errorStatus: null },
    };
    const updated = car(2, { price: 700 });
    const state = catalogReducer(start, serviceUpdated({ type: 'cars', service: updated }));
    expect(state.lists.cars.items).toEqual([car(1), updated]);
    expect(state.selected.item).toEqual(updated);
  });

  it('update leaves other types and other ids alone', () => {
    const start = withCars(car(1));
    const state = catalogReducer(start, serviceUpdated({ type: 'cars', service: car(9) }));
    expect(state.lists.cars.items).toEqual([car(1)]);
  });

  it('delete removes the item and clears the details page that showed it', () => {
    const start: CatalogState = {
      ...withCars(car(1), car(2)),
      selected: { type: 'cars', id: 1, item: car(1), status: 'succeeded', error: null, errorStatus: null },
    };
    const state = catalogReducer(start, serviceDeleted({ type: 'cars', id: 1 }));
    expect(state.lists.cars.items).toEqual([car(2)]);
    expect(state.lists.cars.total).toBe(1);
    expect(state.selected).toEqual(initialCatalogState.selected);
  });

  it('is loading while a list loads, with the filters it asked for', () => {
    const arg = { type: 'cars', filters: { minPrice: 500 } };
    const state = catalogReducer(undefined, fetchServices.pending('r1', arg));
    expect(state.lists.cars).toMatchObject({ status: 'loading', error: null, filters: { minPrice: 500 } });
  });

  it('keeps the answer of the latest request only', () => {
    let state = catalogReducer(
      undefined,
      fetchServices.pending('r1', { type: 'cars', filters: { minPrice: 1 } }),
    );
    state = catalogReducer(state, fetchServices.pending('r2', { type: 'cars', filters: { minPrice: 2 } }));
    state = catalogReducer(
      state,
      fetchServices.fulfilled({ type: 'cars', items: [car(1)], total: 1 }, 'r1', {
        type: 'cars',
        filters: { minPrice: 1 },
      }),
    );
    expect(state.lists.cars.items).toEqual([]);
    expect(state.lists.cars.status).toBe('loading');
  });

  it('stores a failure and empties the list', () => {
    const state = catalogReducer(
      withCars(car(1)),
      fetchServices.rejected(null, 'r', { type: 'cars' }, 'Error fetching services'),
    );
    expect(state.lists.cars).toMatchObject({ status: 'failed', error: 'Error fetching services', items: [] });
  });
});

describe('catalog thunks', () => {
  const store = () => makeStore(undefined, { api });

  it('GET /api/{type} with the server-side filters; the total comes from X-Total-Count', async () => {
    const { requests } = fakeApi({
      'GET /cars': {
        status: 200,
        data: [car(1), { id: 2, make: 'Ferrari', desc: 'Roma' }],
        headers: { 'x-total-count': '12' },
      },
    });
    const s = store();
    await s.dispatch(fetchServices({ type: 'cars', filters: { minPrice: 100, minPassengers: 2 } }));
    expect(requests[0]?.url).toBe('/cars');
    const list = s.getState().catalog.lists.cars;
    expect(list.status).toBe('succeeded');
    expect(list.total).toBe(12);
    // Normalised (SPEC.md section 3): fallback names, numbers default to 0.
    expect(list.items[1]).toEqual({
      id: 2,
      brand: 'Ferrari',
      model: '',
      description: 'Roma',
      price: 0,
      passengers: 0,
      images: [],
    });
  });

  it('sends the filters as query parameters', async () => {
    let params: unknown;
    const s = makeStore(undefined, {
      api: {
        ...api,
        get: async (_url: string, config: { params: unknown }) => {
          params = config.params;
          return { data: [], headers: {} };
        },
      } as unknown as typeof api,
    });
    await s.dispatch(fetchServices({ type: 'apartments', filters: { maxPrice: 900, location: 'Brickell' } }));
    expect(params).toEqual({ maxPrice: 900, location: 'Brickell', limit: 100 });
  });

  it("refuses an unknown type with 'Invalid service type: {type}' without calling the API", async () => {
    const { requests } = fakeApi({});
    const result = await store().dispatch(fetchServices({ type: 'boats' }));
    expect(result.payload).toBe('Invalid service type: boats');
    expect(requests).toEqual([]);
  });

  it("answers 'Error fetching services' when the API fails", async () => {
    fakeApi({ 'GET /villas': { status: 500, data: { message: 'boom' } } });
    const s = store();
    await s.dispatch(fetchServices({ type: 'villas' }));
    expect(s.getState().catalog.lists.villas).toMatchObject({
      status: 'failed',
      error: 'Error fetching services',
    });
  });

  it('loads one service, and a missing one fails with its 404', async () => {
    const apartment: Apartment = {
      id: 7,
      name: 'Icon Brickell',
      unitNumber: '4507',
      address: 'Brickell',
      description: '',
      capacity: 4,
      bathrooms: 2,
      rooms: 2,
      price: 420,
      images: [],
    };
    fakeApi({
      'GET /apartments/7': { status: 200, data: apartment },
      'GET /apartments/8': { status: 404, data: { message: 'Service not found', code: 'SERVICE_NOT_FOUND' } },
    });
    const s = store();
    await s.dispatch(fetchService({ type: 'apartments', id: '7' }));
    expect(s.getState().catalog.selected).toMatchObject({
      type: 'apartments',
      id: 7,
      item: apartment,
      status: 'succeeded',
    });

    const missing = await s.dispatch(fetchService({ type: 'apartments', id: '8' }));
    expect(fetchService.rejected.match(missing) && missing.meta.status).toBe(404);
    expect(s.getState().catalog.selected).toMatchObject({
      status: 'failed',
      item: null,
      error: 'No service found',
      errorStatus: 404,
    });
  });

  it('words a type the API refuses by its code, whatever the English message says', async () => {
    fakeApi({
      'GET /villas': {
        status: 400,
        data: { message: 'Unknown kind of rental', error: 'Bad Request', code: 'SERVICE_TYPE_INVALID' },
      },
      'GET /cars': { status: 400, data: { message: 'Invalid service type: cars', error: 'Bad Request' } },
    });
    const s = store();
    const refused = await s.dispatch(fetchServices({ type: 'villas' }));
    expect(refused.payload).toBe('Invalid service type: villas');
    // Without the code, a 400 is no refused type, even when its text looks like one.
    const other = await s.dispatch(fetchServices({ type: 'cars' }));
    expect(other.payload).toBe('Error fetching services');
  });

  it('loads the booked nights of an apartment and the taken instants of a car', async () => {
    const { requests } = fakeApi({
      'GET /apartments/7/availability': {
        status: 200,
        data: [
          { start: '2030-01-10', end: '2030-01-14' },
          { start: '2030-01-20', end: '2030-01-20' },
        ],
      },
      'GET /cars/3/availability': {
        status: 200,
        data: [{ start: '2030-01-10T15:00:00.000Z', end: '2030-01-12T17:00:00.000Z' }],
      },
      'GET /villas/9/availability': { status: 500 },
    });
    const s = store();
    await s.dispatch(fetchAvailability({ type: 'apartments', id: '7' }));
    expect(s.getState().catalog.availability).toEqual({
      key: 'apartments/7',
      ranges: [{ start: '2030-01-10', end: '2030-01-14' }],
      status: 'succeeded',
    });
    expect(requests[0]?.url).toBe('/apartments/7/availability');

    // A car's (and a yacht's) taken time is instants, the turnaround included.
    await s.dispatch(fetchAvailability({ type: 'cars', id: '3' }));
    expect(s.getState().catalog.availability.ranges).toEqual([
      { start: '2030-01-10T15:00:00.000Z', end: '2030-01-12T17:00:00.000Z' },
    ]);

    await s.dispatch(fetchAvailability({ type: 'villas', id: '9' }));
    expect(s.getState().catalog.availability).toEqual({ key: 'villas/9', ranges: [], status: 'failed' });
  });

  it('summarises each type once: cover, count and lowest price', async () => {
    const { requests } = fakeApi({
      'GET /cars': {
        status: 200,
        data: [car(1, { price: 900 }), car(2, { price: 450 })],
        headers: { 'x-total-count': '2' },
      },
      'GET /yachts': { status: 200, data: [] },
      'GET /apartments': { status: 500 },
      'GET /villas': { status: 200, data: [] },
    });
    const s = store();
    await s.dispatch(fetchTypeSummaries());
    await s.dispatch(fetchTypeSummaries());
    expect(requests).toHaveLength(4);
    const { items, status } = s.getState().catalog.summaries;
    expect(status).toBe('succeeded');
    expect(items.cars).toEqual({
      cover: car(1).images[0],
      coverName: 'Porsche 911',
      total: 2,
      fromPrice: 450,
    });
    expect(items.yachts).toEqual({ cover: null, coverName: '', total: 0, fromPrice: null });
    expect(items.apartments).toBeUndefined();
  });
});
