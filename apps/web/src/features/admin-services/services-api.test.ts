import type { Service } from '@app/shared/catalog';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../../test/admin-api';
import { loadStatus } from '../admin-shell/admin-api';
import { imageUploadApi } from '../admin-shell/image-upload-api';
import { servicesApi } from './services-api';

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

const carsOf = (store: ReturnType<typeof makeStore>) =>
  servicesApi.endpoints.services.select('cars')(store.getState() as never);

describe('services API', () => {
  it('keeps a list and a load status per type', async () => {
    fakeAdminApi({
      'GET /yachts': { status: 200, data: [yacht] },
      'GET /cars': { status: 500, data: {} },
    });
    const store = makeStore(undefined, { api });
    await store.dispatch(servicesApi.endpoints.services.initiate('yachts'));
    const yachts = servicesApi.endpoints.services.select('yachts')(store.getState() as never);
    expect(loadStatus(yachts)).toBe('succeeded');
    expect(yachts.data).toEqual([yacht]);
    expect(loadStatus(carsOf(store))).toBe('idle');
    await store.dispatch(servicesApi.endpoints.services.initiate('cars'));
    expect(loadStatus(carsOf(store))).toBe('failed');
    expect(carsOf(store).error).toEqual({ message: 'Error fetching services', status: 500 });
  });

  it('a write asks for the list of its type again, not the others', async () => {
    const { calls } = fakeAdminApi({
      'GET /cars': { status: 200, data: [car(1, 'Audi')] },
      'GET /yachts': { status: 200, data: [yacht] },
      'POST /cars': { status: 201, data: car(3, 'Ferrari') },
      'PUT /cars/1': { status: 200, data: car(1, 'Audi') },
      'DELETE /cars/1': { status: 204 },
    });
    const store = makeStore(undefined, { api });
    await store.dispatch(servicesApi.endpoints.services.initiate('cars'));
    await store.dispatch(servicesApi.endpoints.services.initiate('yachts'));
    const settle = () => Promise.all(store.dispatch(servicesApi.util.getRunningQueriesThunk()));
    const gets = (url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length;

    await store.dispatch(servicesApi.endpoints.createService.initiate({ type: 'cars', input }));
    await settle();
    await store.dispatch(servicesApi.endpoints.updateService.initiate({ type: 'cars', id: 1, input }));
    await settle();
    await store.dispatch(servicesApi.endpoints.deleteService.initiate({ type: 'cars', id: 1 }));
    await settle();
    expect(gets('/cars')).toBe(4);
    expect(gets('/yachts')).toBe(1);
  });

  it('remembers a 404 of the service an edit page asked for', async () => {
    fakeAdminApi({ 'GET /apartments/5': { status: 404, data: { message: 'Service not found' } } });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(
      servicesApi.endpoints.service.initiate({ type: 'apartments', id: 5 }),
    );
    expect(result.error).toEqual({ message: 'Service not found', status: 404 });
  });

  it('fetches every page of a long list (the API answers at most 500 a request)', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => car(from + i, `Car ${from + i}`));
    let call = 0;
    const { calls } = fakeAdminApi(
      { 'GET /cars': () => ({ status: 200, data: call++ === 0 ? page(1, 500) : page(501, 20) }) },
      { 'GET /cars': { 'x-total-count': '520' } },
    );
    const store = makeStore(undefined, { api });

    await store.dispatch(servicesApi.endpoints.services.initiate('cars'));

    expect(calls.map((c) => c.params)).toEqual([
      { limit: 500, offset: 0, scope: 'all' },
      { limit: 500, offset: 500, scope: 'all' },
    ]);
    expect(carsOf(store).data).toHaveLength(520);
  });

  it('uploads one image as multipart in the field "images" and answers its URL', async () => {
    const url = `/api/uploads/${'a'.repeat(64)}.webp`;
    const { calls } = fakeAdminApi({ 'POST /uploads': { status: 201, data: { images: [url] } } });
    const store = makeStore(undefined, { api });
    const file = new File([new Uint8Array([1, 2, 3])], 'car.png', { type: 'image/png' });

    const result = await store.dispatch(imageUploadApi.endpoints.uploadImage.initiate(file));

    expect(result.data).toBe(url);
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('images') as File).name).toBe('car.png');
  });

  it('keeps the 409 message of a service that reservations still use', async () => {
    const message =
      'This service cannot be deleted because reservations refer to it. Remove or reassign them first.';
    fakeAdminApi({ 'DELETE /apartments/4': { status: 409, data: { message, error: 'Conflict' } } });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(
      servicesApi.endpoints.deleteService.initiate({ type: 'apartments', id: 4 }),
    );
    expect(result.error).toEqual({ message, status: 409 });
  });
});
