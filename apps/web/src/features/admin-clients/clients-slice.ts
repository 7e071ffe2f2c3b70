import type { Client, CreateClientInput, UpdateClientInput } from '@app/shared/clients';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { adminMessages } from '../admin-shell/admin-messages';
import { createAdminThunk, failureMessage, failureMeta, totalCount } from '../admin-shell/admin-thunk';
import {
  addItem,
  type ListState,
  type LoadStatus,
  removeItem,
  replaceItem,
} from '../admin-shell/load-status';

export const CLIENTS_PAGE_SIZE = 25;

export interface ClientsQuery {
  q: string;
  offset: number;
  limit: number;
}

export interface ClientsState extends ListState<Client> {
  /** Clients matching the search, all pages (X-Total-Count). */
  total: number;
  query: ClientsQuery;
  /** The newest list request: an older answer that arrives late (typing a search) is dropped. */
  requestId: string | null;
  /** The client an edit page opened (GET /users/:id). */
  current: { item: Client | null; status: LoadStatus; error: string | null; errorStatus: number | undefined };
}

const initialState: ClientsState = {
  items: [],
  status: 'idle',
  error: null,
  total: 0,
  query: { q: '', offset: 0, limit: CLIENTS_PAGE_SIZE },
  requestId: null,
  current: { item: null, status: 'idle', error: null, errorStatus: undefined },
};

/** GET /users: one page of clients matching `q` (name, lastname, e-mail, phone), server-side. */
export const fetchClients = createAdminThunk(
  'adminClients/fetchAll',
  async (query: Partial<ClientsQuery>, { extra, rejectWithValue }) => {
    const { q = '', offset = 0, limit = CLIENTS_PAGE_SIZE } = query;
    try {
      const response = await extra.api.get<Client[]>('/users', {
        params: { limit, offset, ...(q.trim() ? { q: q.trim() } : {}) },
      });
      return { items: response.data, total: totalCount(response, offset, response.data.length) };
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchUsers), failureMeta(error));
    }
  },
);

export const fetchClient = createAdminThunk(
  'adminClients/fetchOne',
  async (id: number, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Client>(`/users/${id}`);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchUser), failureMeta(error));
    }
  },
);

export const createClient = createAdminThunk(
  'adminClients/create',
  async (input: CreateClientInput, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<Client>('/users', input);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.createUser), failureMeta(error));
    }
  },
);

/** PUT /users/:id. Without an id nothing is sent (SPEC.md section 5: 'User ID is required for update'). */
export const updateClient = createAdminThunk(
  'adminClients/update',
  async (
    { id, changes }: { id: number | null | undefined; changes: UpdateClientInput },
    { extra, rejectWithValue },
  ) => {
    if (id === null || id === undefined || !Number.isInteger(id) || id < 1) {
      return rejectWithValue(adminMessages.userIdRequired, { status: undefined });
    }
    try {
      const { data } = await extra.api.put<Client>(`/users/${id}`, changes);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.updateUser), failureMeta(error));
    }
  },
);

export const deleteClient = createAdminThunk(
  'adminClients/delete',
  async (id: number, { extra, rejectWithValue }) => {
    try {
      await extra.api.delete(`/users/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.deleteUser), failureMeta(error));
    }
  },
);

const clientsSlice = createSlice({
  name: 'adminClients',
  initialState,
  selectors: {
    selectClients: (state) => state,
    selectCurrentClient: (state) => state.current,
  },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchClients.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
        state.query = {
          q: action.meta.arg.q ?? '',
          offset: action.meta.arg.offset ?? 0,
          limit: action.meta.arg.limit ?? CLIENTS_PAGE_SIZE,
        };
      })
      .addCase(fetchClients.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'succeeded';
        state.items = action.payload.items;
        state.total = action.payload.total;
      })
      .addCase(fetchClients.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.error = action.payload ?? adminMessages.fetchUsers;
      })
      .addCase(fetchClient.pending, (state, action) => {
        const known = state.items.find((client) => client.id === action.meta.arg) ?? null;
        state.current = { item: known, status: 'loading', error: null, errorStatus: undefined };
      })
      .addCase(fetchClient.fulfilled, (state, action) => {
        state.current = { item: action.payload, status: 'succeeded', error: null, errorStatus: undefined };
      })
      .addCase(fetchClient.rejected, (state, action) => {
        state.current = {
          item: null,
          status: 'failed',
          error: action.payload ?? adminMessages.fetchUser,
          errorStatus: action.meta.status,
        };
      })
      // SPEC.md section 4: create adds, update replaces the item with the same id, delete removes it.
      .addCase(createClient.fulfilled, (state, action) => {
        const before = state.items.length;
        addItem(state.items, action.payload);
        if (state.items.length > before) state.total += 1;
      })
      .addCase(updateClient.fulfilled, (state, action) => {
        replaceItem(state.items, action.payload);
        if (state.current.item?.id === action.payload.id) state.current.item = action.payload;
      })
      .addCase(deleteClient.fulfilled, (state, action) => {
        if (removeItem(state.items, action.payload)) state.total = Math.max(0, state.total - 1);
        if (state.current.item?.id === action.payload) {
          state.current = { item: null, status: 'idle', error: null, errorStatus: undefined };
        }
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof clientsSlice> {}
}

const injected = clientsSlice.injectInto(rootReducer);

export const clientsReducer = clientsSlice.reducer;
export const { selectClients, selectCurrentClient } = injected.selectors;

/** 'Ana García', or the e-mail of a client without a name. */
export function clientDisplayName(client: Pick<Client, 'name' | 'lastname' | 'email'>): string {
  return [client.name, client.lastname].filter(Boolean).join(' ') || client.email || '—';
}
