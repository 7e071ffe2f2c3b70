import type { Service } from '@app/shared/catalog';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../admin-shell/test-api';
import {
  createService,
  deleteService,
  fetchService,
  fetchServices,
  servicesReducer,
  updateService,
  uploadServiceImage,
} from './services-slice';

const car = (id: number, brand: string): Service => ({
  id,
  brand,
  model: 'X',
  description: '',
  price: 100,
  passengers: 2,
  images: [],
});
const yacht: Service = { id: 9, name: 'Azimut 62 ft', description: '', capacity: 12, price: 900, images: [] };
const input = { brand: 'Ferrari', model: 'Roma', description: '', price: 1200, passengers: 2 };

function withCars(cars: Service[]) {
  return servicesReducer(undefined, fetchServices.fulfilled(cars, 'req', 'cars'));
}

describe('services slice', () => {
  it('keeps a list and a load status per type', () => {
    let state = servicesReducer(undefined, fetchServices.pending('req', 'yachts'));
    expect(state.lists.yachts.status).toBe('loading');
    expect(state.lists.cars.status).toBe('idle');
    state = servicesReducer(state, fetchServices.fulfilled([yacht], 'req', 'yachts'));
    expect(state.lists.yachts).toEqual({ items: [yacht], status: 'succeeded', error: null });
    state = servicesReducer(
      state,
      fetchServices.rejected(null, 'req', 'cars', 'Error fetching services', { status: 500 }),
    );
    expect(state.lists.cars).toMatchObject({ status: 'failed', error: 'Error fetching services' });
  });

  it('create adds to the list of its type only', () => {
    const ferrari = car(3, 'Ferrari');
    const state = servicesReducer(
      withCars([car(1, 'Audi')]),
      createService.fulfilled(ferrari, 'req', { type: 'cars', input }),
    );
    expect(state.lists.cars.items.map((s) => s.id)).toEqual([3, 1]);
    expect(state.lists.yachts.items).toEqual([]);
  });

  it('update replaces the service with the same id (and the one an edit page holds)', () => {
    const before = servicesReducer(
      withCars([car(1, 'Audi'), car(2, 'BMW')]),
      fetchService.fulfilled(car(2, 'BMW'), 'r', { type: 'cars', id: 2 }),
    );
    const changed = { ...car(2, 'BMW'), price: 150 };
    const state = servicesReducer(
      before,
      updateService.fulfilled(changed, 'req', { type: 'cars', id: 2, input }),
    );
    expect(state.lists.cars.items[1]).toEqual(changed);
    expect(state.current.item).toEqual(changed);
  });

  it('delete removes it', () => {
    const state = servicesReducer(
      withCars([car(1, 'Audi'), car(2, 'BMW')]),
      deleteService.fulfilled(1, 'req', { type: 'cars', id: 1 }),
    );
    expect(state.lists.cars.items.map((s) => s.id)).toEqual([2]);
  });

  it('remembers a 404 of the service an edit page asked for', () => {
    const state = servicesReducer(
      undefined,
      fetchService.rejected(null, 'req', { type: 'apartments', id: 5 }, 'Service not found', { status: 404 }),
    );
    expect(state.current).toMatchObject({ type: 'apartments', id: 5, status: 'failed', errorStatus: 404 });
  });
});

describe('service thunks', () => {
  it('fetches every page of a long list (the API answers at most 500 a request)', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => car(from + i, `Car ${from + i}`));
    let call = 0;
    const { calls } = fakeAdminApi(
      { 'GET /cars': () => ({ status: 200, data: call++ === 0 ? page(1, 500) : page(501, 20) }) },
      { 'GET /cars': { 'x-total-count': '520' } },
    );
    const store = makeStore(undefined, { api });

    await store.dispatch(fetchServices('cars'));

    expect(calls.map((c) => c.params)).toEqual([
      { limit: 500, offset: 0 },
      { limit: 500, offset: 500 },
    ]);
    expect(store.getState().adminServices?.lists.cars.items).toHaveLength(520);
  });

  it('uploads one image as multipart in the field "images" and answers its URL', async () => {
    const url = `/api/uploads/${'a'.repeat(64)}.webp`;
    const { calls } = fakeAdminApi({ 'POST /uploads': { status: 201, data: { images: [url] } } });
    const store = makeStore(undefined, { api });
    const file = new File([new Uint8Array([1, 2, 3])], 'car.png', { type: 'image/png' });

    const result = await store.dispatch(uploadServiceImage(file));

    expect(result.payload).toBe(url);
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('images') as File).name).toBe('car.png');
  });

  it('keeps the 409 message of a service that reservations still use', async () => {
    const message =
      'This service cannot be deleted because reservations refer to it. Remove or reassign them first.';
    fakeAdminApi({ 'DELETE /apartments/4': { status: 409, data: { message, error: 'Conflict' } } });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(deleteService({ type: 'apartments', id: 4 }));
    expect(result.payload).toBe(message);
  });
});
