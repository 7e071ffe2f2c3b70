import {
  type CreateServiceInput,
  SERVICE_LIST_MAX_LIMIT,
  type Service,
  type ServiceType,
} from '@app/shared/catalog';
import { adminApi, listTotal } from '../admin-shell/admin-api';
import { adminMessages } from '../admin-shell/admin-messages';

// The API pages its lists (at most 500 a request): the admin gets them all, page after page.
const MAX_PAGES = 20;

const typeTag = (type: ServiceType) => [{ type: 'Service' as const, id: type }];

// A write invalidates its type's services: the list, and the service an edit page shows, ask again.
export const servicesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every service of a type: the admin searches, sorts and pages them here (at most a few thousand). */
    services: build.query<Service[], ServiceType>({
      async queryFn(type, _api, _extraOptions, baseQuery) {
        const items: Service[] = [];
        for (let page = 0; page < MAX_PAGES; page += 1) {
          const offset = items.length;
          const result = await baseQuery({
            url: `/${type}`,
            // Hidden services too: the public pages ask for published ones only.
            params: { limit: SERVICE_LIST_MAX_LIMIT, offset, scope: 'all' },
          });
          if (result.error) return { error: result.error, meta: result.meta };
          const received = result.data as Service[];
          items.push(...received);
          if (received.length === 0 || items.length >= listTotal(result.meta, offset, received.length)) break;
        }
        return { data: items };
      },
      extraOptions: { fallback: adminMessages.fetchServices },
      providesTags: (_result, _error, type) => typeTag(type),
    }),

    /** GET /{type}/{id}: the service an edit page opens when its list is not loaded. */
    service: build.query<Service, { type: ServiceType; id: number }>({
      query: ({ type, id }) => ({
        url: `/${type}/${id}`,
        fallback: type === 'apartments' ? adminMessages.fetchApartment : adminMessages.fetchService,
      }),
      providesTags: (_result, _error, { type }) => typeTag(type),
    }),

    /** POST /{type} as JSON; the images are URLs uploaded beforehand (admin-shell/image-upload-api.ts). */
    createService: build.mutation<Service, { type: ServiceType; input: CreateServiceInput }>({
      query: ({ type, input }) => ({ url: `/${type}`, method: 'POST', body: input }),
      extraOptions: { fallback: adminMessages.createService },
      invalidatesTags: (_result, error, { type }) => (error ? [] : typeTag(type)),
    }),

    /** PUT /{type}/{id} with every field: the form shows them all, so a cleared field is cleared. */
    updateService: build.mutation<Service, { type: ServiceType; id: number; input: CreateServiceInput }>({
      query: ({ type, id, input }) => ({ url: `/${type}/${id}`, method: 'PUT', body: input }),
      extraOptions: { fallback: adminMessages.updateService },
      invalidatesTags: (_result, error, { type }) => (error ? [] : typeTag(type)),
    }),

    /** GET /{type}?scope=archived: services kept for their reservations after a delete. */
    archivedServices: build.query<Service[], ServiceType>({
      query: (type) => ({ url: `/${type}?scope=archived&limit=${SERVICE_LIST_MAX_LIMIT}` }),
      // A section below the list: its failure leaves the section out rather than alarm anyone.
      extraOptions: { fallback: adminMessages.fetchServices, quiet: true },
      providesTags: (_result, _error, type) => typeTag(type),
    }),

    /** POST /{type}/{id}/restore: back from the archive, hidden. */
    restoreService: build.mutation<Service, { type: ServiceType; id: number }>({
      query: ({ type, id }) => ({ url: `/${type}/${id}/restore`, method: 'POST' }),
      extraOptions: { fallback: adminMessages.updateService },
      invalidatesTags: (_result, error, { type }) => (error ? [] : typeTag(type)),
    }),

    /** DELETE /{type}/{id}: null when deleted; the server's answer when it archived the service instead. */
    deleteService: build.mutation<
      { archived: true; service: Service } | null,
      { type: ServiceType; id: number }
    >({
      query: ({ type, id }) => ({ url: `/${type}/${id}`, method: 'DELETE' }),
      extraOptions: { fallback: adminMessages.deleteService },
      invalidatesTags: (_result, error, { type }) => (error ? [] : typeTag(type)),
    }),
  }),
});

export const {
  useServicesQuery,
  useServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useArchivedServicesQuery,
  useRestoreServiceMutation,
} = servicesApi;
