import type { Client } from '@app/shared/clients';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../admin-shell/test-api';
import {
  type ClientsState,
  clientsReducer,
  createClient,
  deleteClient,
  fetchClient,
  fetchClients,
  updateClient,
} from './clients-slice';

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

function loaded(items: Client[], total = items.length): ClientsState {
  const state = clientsReducer(undefined, fetchClients.pending('req', {}));
  return clientsReducer(state, fetchClients.fulfilled({ items, total }, 'req', {}));
}

describe('clients slice', () => {
  it('starts idle and empty', () => {
    expect(clientsReducer(undefined, { type: 'init' })).toMatchObject({
      items: [],
      status: 'idle',
      error: null,
      total: 0,
    });
  });

  it('is loading while the list is fetched, then holds the page and the total', () => {
    const pending = clientsReducer(undefined, fetchClients.pending('req', { q: 'ana', offset: 25 }));
    expect(pending).toMatchObject({ status: 'loading', query: { q: 'ana', offset: 25, limit: 25 } });
    const done = clientsReducer(pending, fetchClients.fulfilled({ items: [ana], total: 26 }, 'req', {}));
    expect(done).toMatchObject({ status: 'succeeded', items: [ana], total: 26 });
  });

  it('drops the answer of an older search that arrives after a newer one', () => {
    let state = clientsReducer(undefined, fetchClients.pending('old', { q: 'a' }));
    state = clientsReducer(state, fetchClients.pending('new', { q: 'an' }));
    state = clientsReducer(state, fetchClients.fulfilled({ items: [ana], total: 1 }, 'new', { q: 'an' }));
    state = clientsReducer(
      state,
      fetchClients.fulfilled({ items: [ana, bruno], total: 2 }, 'old', { q: 'a' }),
    );
    expect(state.items).toEqual([ana]);
  });

  it('stores the error of a failed list', () => {
    const state = clientsReducer(
      clientsReducer(undefined, fetchClients.pending('req', {})),
      fetchClients.rejected(null, 'req', {}, 'Error fetching users', { status: 500 }),
    );
    expect(state).toMatchObject({ status: 'failed', error: 'Error fetching users' });
  });

  it('create adds the client and counts it', () => {
    const state = clientsReducer(loaded([ana]), createClient.fulfilled(bruno, 'req', { name: 'Bruno' }));
    expect(state.items.map((c) => c.id)).toEqual([2, 1]);
    expect(state.total).toBe(2);
  });

  it('update replaces the client with the same id', () => {
    const renamed = { ...ana, name: 'Anabel' };
    const state = clientsReducer(
      loaded([ana, bruno]),
      updateClient.fulfilled(renamed, 'req', { id: 1, changes: { name: 'Anabel' } }),
    );
    expect(state.items).toEqual([renamed, bruno]);
  });

  it('delete removes it and lowers the total', () => {
    const state = clientsReducer(loaded([ana, bruno], 30), deleteClient.fulfilled(1, 'req', 1));
    expect(state.items).toEqual([bruno]);
    expect(state.total).toBe(29);
  });

  it('remembers the status of a client that could not be found (the edit page shows 404)', () => {
    const state = clientsReducer(
      undefined,
      fetchClient.rejected(null, 'req', 9, 'User not found', { status: 404 }),
    );
    expect(state.current).toMatchObject({ status: 'failed', error: 'User not found', errorStatus: 404 });
  });
});

describe('client thunks', () => {
  it('fetches one page with the search and reads the total from X-Total-Count', async () => {
    const { calls } = fakeAdminApi(
      { 'GET /users': { status: 200, data: [ana] } },
      { 'GET /users': { 'x-total-count': '41' } },
    );
    const store = makeStore(undefined, { api });
    await store.dispatch(fetchClients({ q: '  ana ', offset: 25, limit: 25 }));

    expect(calls[0]?.params).toEqual({ limit: 25, offset: 25, q: 'ana' });
    expect(store.getState().adminClients).toMatchObject({ items: [ana], total: 41, status: 'succeeded' });
  });

  it('without an id, update is refused with the message of SPEC.md and sends nothing', async () => {
    const { calls } = fakeAdminApi({});
    const store = makeStore(undefined, { api });

    for (const id of [undefined, null, 0]) {
      const result = await store.dispatch(updateClient({ id, changes: { name: 'Ana' } }));
      expect(updateClient.rejected.match(result)).toBe(true);
      expect(result.payload).toBe('User ID is required for update');
    }
    expect(calls).toHaveLength(0);
  });

  it('keeps the server message of a refused delete (409: the client has reservations)', async () => {
    const message = 'This client has reservations and cannot be deleted. Delete or reassign them first.';
    fakeAdminApi({ 'DELETE /users/4': { status: 409, data: { message, error: 'Conflict' } } });
    const store = makeStore(undefined, { api });

    const result = await store.dispatch(deleteClient(4));

    expect(result.payload).toBe(message);
    expect(result.meta).toMatchObject({ status: 409 });
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
      const result = await store.dispatch(createClient({ name: 'Ana' }));
      expect(result.payload).toBe(expected);
    },
  );
});
