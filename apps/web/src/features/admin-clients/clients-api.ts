import type { Client, CreateClientInput, UpdateClientInput } from '@app/shared/clients';
import { adminApi, listTotal } from '../admin-shell/admin-api';
import { adminMessages } from '../admin-shell/admin-messages';

export const CLIENTS_PAGE_SIZE = 25;

export interface ClientsQuery {
  q: string;
  offset: number;
  limit: number;
}

export interface ClientsPage {
  items: Client[];
  /** Clients matching the search, all pages (X-Total-Count). */
  total: number;
}

// Every write invalidates the clients: the lists and the client an edit page shows ask again. Create,
// update and delete say their failures where the admin acted (the form, the delete dialog): quiet.
export const clientsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /users: one page of clients matching `q` (name, lastname, e-mail, phone), server-side. */
    clients: build.query<ClientsPage, ClientsQuery>({
      query: ({ q, offset, limit }) => ({
        url: '/users',
        params: { limit, offset, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
      extraOptions: { fallback: adminMessages.fetchUsers },
      transformResponse: (items: Client[], meta, { offset }) => ({
        items,
        total: listTotal(meta, offset, items.length),
      }),
      providesTags: ['Client'],
    }),

    /** GET /users/:id: the client an edit page opens. */
    client: build.query<Client, number>({
      query: (id) => ({ url: `/users/${id}` }),
      extraOptions: { fallback: adminMessages.fetchUser },
      providesTags: ['Client'],
    }),

    /** POST /users */
    createClient: build.mutation<Client, CreateClientInput>({
      query: (input) => ({ url: '/users', method: 'POST', body: input }),
      extraOptions: { fallback: adminMessages.createUser, quiet: true },
      invalidatesTags: ['Client'],
    }),

    /** PUT /users/:id. Without an id nothing is sent (SPEC.md section 5: 'User ID is required for update'). */
    updateClient: build.mutation<Client, { id: number | null | undefined; changes: UpdateClientInput }>({
      queryFn: async ({ id, changes }, _api, _extraOptions, baseQuery) => {
        if (id === null || id === undefined || !Number.isInteger(id) || id < 1) {
          return {
            error: { message: adminMessages.userIdRequired, status: undefined },
            meta: { headers: {}, quiet: true },
          };
        }
        const result = await baseQuery({ url: `/users/${id}`, method: 'PUT', body: changes });
        return result.error ? { error: result.error, meta: result.meta } : { data: result.data as Client };
      },
      extraOptions: { fallback: adminMessages.updateUser, quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Client']),
    }),

    /** DELETE /users/:id (409 when the client has reservations: the server says so). */
    deleteClient: build.mutation<null, number>({
      query: (id) => ({ url: `/users/${id}`, method: 'DELETE' }),
      extraOptions: { fallback: adminMessages.deleteUser, quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Client']),
    }),
  }),
});

export const {
  useClientsQuery,
  useClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useDeleteClientMutation,
} = clientsApi;

/** 'Ana García', or the e-mail of a client without a name. */
export function clientDisplayName(client: Pick<Client, 'name' | 'lastname' | 'email'>): string {
  return [client.name, client.lastname].filter(Boolean).join(' ') || client.email || '—';
}
