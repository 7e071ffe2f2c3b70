import type { Client } from '@app/shared/clients';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../../test/admin-api';
import { loadStatus } from '../admin-shell/admin-api';
import { clientsApi } from './clients-api';

const client = (id: number, name: string): Client => ({
  id,
  name,
  lastname: 'García',
  email: `${name.toLowerCase()}@example.com`,
  phone: '',
  address: '',
  city: 'Miami',
  country: 'United States',
  notes: '',
  language: 'es',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

const ana = client(1, 'Ana');
const bruno = client(2, 'Bruno');

const firstPage = { q: '', offset: 0, limit: 25 };

async function loadedStore(routes: Parameters<typeof fakeAdminApi>[0] = {}, total = '30') {
  const fake = fakeAdminApi(
    { 'GET /users': { status: 200, data: [ana, bruno] }, ...routes },
    { 'GET /users': { 'x-total-count': total } },
  );
  const store = makeStore(undefined, { api });
  await store.dispatch(clientsApi.endpoints.clients.initiate(firstPage));
  const page = () => clientsApi.endpoints.clients.select(firstPage)(store.getState() as never);
  return { store, page, ...fake };
}

describe('clients API', () => {
  it('fetches one page with the search and reads the total from X-Total-Count', async () => {
    const { calls } = fakeAdminApi(
      { 'GET /users': { status: 200, data: [ana] } },
      { 'GET /users': { 'x-total-count': '41' } },
    );
    const store = makeStore(undefined, { api });
    const query = { q: '  ana ', offset: 25, limit: 25 };
    await store.dispatch(clientsApi.endpoints.clients.initiate(query));

    expect(calls[0]?.params).toEqual({ limit: 25, offset: 25, q: 'ana' });
    const result = clientsApi.endpoints.clients.select(query)(store.getState() as never);
    expect(loadStatus(result)).toBe('succeeded');
    expect(result.data).toEqual({ items: [ana], total: 41 });
  });

  it('stores the error of a failed list', async () => {
    fakeAdminApi({ 'GET /users': { status: 500, data: {} } });
    const store = makeStore(undefined, { api });
    await store.dispatch(clientsApi.endpoints.clients.initiate(firstPage));
    const result = clientsApi.endpoints.clients.select(firstPage)(store.getState() as never);
    expect(loadStatus(result)).toBe('failed');
    expect(result.error).toEqual({ message: 'Error fetching users', status: 500 });
  });

  it('create asks for the list again, which then holds the new client', async () => {
    const { store, page, calls } = await loadedStore({ 'POST /users': { status: 201, data: bruno } });
    await store.dispatch(clientsApi.endpoints.createClient.initiate({ name: 'Bruno' }));
    await Promise.all(store.dispatch(clientsApi.util.getRunningQueriesThunk()));
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(loadStatus(page())).toBe('succeeded');
  });

  it('update and delete ask for the list again; a refused one does not', async () => {
    const renamed = { ...ana, name: 'Anabel' };
    const { store, calls } = await loadedStore({
      'PUT /users/1': { status: 200, data: renamed },
      'DELETE /users/2': { status: 204 },
      'DELETE /users/3': { status: 409, data: { message: 'Conflict' } },
    });
    const settle = () => Promise.all(store.dispatch(clientsApi.util.getRunningQueriesThunk()));
    const gets = () => calls.filter((call) => call.method === 'GET').length;

    const updated = await store.dispatch(
      clientsApi.endpoints.updateClient.initiate({ id: 1, changes: { name: 'Anabel' } }),
    );
    expect(updated.data).toEqual(renamed);
    await settle();
    expect(gets()).toBe(2);
    await store.dispatch(clientsApi.endpoints.deleteClient.initiate(2));
    await settle();
    expect(gets()).toBe(3);
    await store.dispatch(clientsApi.endpoints.deleteClient.initiate(3));
    await settle();
    expect(gets()).toBe(3);
  });

  it('remembers the status of a client that could not be found (the edit page shows 404)', async () => {
    fakeAdminApi({ 'GET /users/9': { status: 404, data: { message: 'User not found' } } });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(clientsApi.endpoints.client.initiate(9));
    expect(result.error).toEqual({ message: 'User not found', status: 404 });
  });

  it('without an id, update is refused with the message of SPEC.md and sends nothing', async () => {
    const { calls } = fakeAdminApi({});
    const store = makeStore(undefined, { api });

    for (const id of [undefined, null, 0]) {
      const result = await store.dispatch(
        clientsApi.endpoints.updateClient.initiate({ id, changes: { name: 'Ana' } }),
      );
      expect(result.error).toMatchObject({ message: 'User ID is required for update' });
    }
    expect(calls).toHaveLength(0);
  });

  it('keeps the server message of a refused delete (409: the client has reservations)', async () => {
    const message = 'This client has reservations and cannot be deleted. Delete or reassign them first.';
    fakeAdminApi({ 'DELETE /users/4': { status: 409, data: { message, error: 'Conflict' } } });
    const store = makeStore(undefined, { api });

    const result = await store.dispatch(clientsApi.endpoints.deleteClient.initiate(4));

    expect(result.error).toEqual({ message, status: 409 });
  });

  it.each([
    [
      'a server error',
      { status: 500, data: { message: 'Internal Server Error', error: 'Internal Server Error' } },
      'Error creating user',
    ],
    ['a body without a message', { status: 400, data: {} }, 'Error creating user'],
    [
      'a conflict',
      { status: 409, data: { message: 'A client with this e-mail already exists' } },
      'A client with this e-mail already exists',
    ],
  ])(
    'stores the fallback of SPEC.md section 8 or the server message on %s',
    async (_case, reply, expected) => {
      fakeAdminApi({ 'POST /users': reply });
      const store = makeStore(undefined, { api });
      const result = await store.dispatch(clientsApi.endpoints.createClient.initiate({ name: 'Ana' }));
      expect(result.error).toMatchObject({ message: expected });
    },
  );
});
