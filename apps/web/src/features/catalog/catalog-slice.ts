import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { serviceTypes } from '../../app/paths';
import { type AppDispatch, type RootState, rootReducer, type ThunkExtra } from '../../app/store';
import { ApiError } from '../../lib/api-error';
import { type CatalogFilters, sameFilters } from './catalog-filters';
import { isServiceType, normalizeService, type Service, type ServiceType } from './service-model';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** SPEC.md section 8 (public): what a failed load stores; the locales translate them (catalog:errors). */
export const catalogMessages = {
  fetchFailed: 'Error fetching services',
  notFound: 'No service found',
  invalidType: (type: string) => `Invalid service type: ${type}`,
} as const;

/** A page of a list is this long; the total is in X-Total-Count. */
export const LIST_LIMIT = 100;

export interface ServiceListState {
  items: Service[];
  /** All services matching the filters (X-Total-Count), which may be more than `items`. */
  total: number;
  status: LoadStatus;
  error: string | null;
  /** The filters the items were loaded with. */
  filters: CatalogFilters;
}

export interface SelectedServiceState {
  type: ServiceType | null;
  id: number | null;
  item: Service | null;
  status: LoadStatus;
  error: string | null;
  /** 404 (no such service), 400, 500...: the page answers with it. */
  errorStatus: number | null;
}

/** What the overview and home pages show of a type: a cover, how many there are, the lowest price. */
export interface TypeSummary {
  cover: string | null;
  coverName: string;
  total: number;
  fromPrice: number | null;
}

/** Nights already booked, half-open like every stay: [start, end), dates 'YYYY-MM-DD'. */
export interface BusyRange {
  start: string;
  end: string;
}

/**
 * The taken time of the service on screen (GET /api/{type}/{id}/availability): dates of the booked
 * nights of an apartment or villa; ISO instants, the turnaround included, of a car or a yacht.
 */
export interface AvailabilityState {
  /** '{type}/{id}' the ranges belong to. */
  key: string | null;
  ranges: BusyRange[];
  status: LoadStatus;
}

export interface CatalogState {
  lists: Record<ServiceType, ServiceListState>;
  selected: SelectedServiceState;
  availability: AvailabilityState;
  summaries: { items: Partial<Record<ServiceType, TypeSummary>>; status: LoadStatus; error: string | null };
}

export const emptyList = (): ServiceListState => ({
  items: [],
  total: 0,
  status: 'idle',
  error: null,
  filters: {},
});
const noSelection: SelectedServiceState = {
  type: null,
  id: null,
  item: null,
  status: 'idle',
  error: null,
  errorStatus: null,
};

export const initialCatalogState: CatalogState = {
  lists: Object.fromEntries(serviceTypes.map((type) => [type, emptyList()])) as Record<
    ServiceType,
    ServiceListState
  >,
  selected: noSelection,
  availability: { key: null, ranges: [], status: 'idle' },
  summaries: { items: {}, status: 'idle', error: null },
};

export const availabilityKey = (type: string, id: string | number) => `${type}/${id}`;

function totalOf(headers: unknown, fallback: number): number {
  const value = (headers as Record<string, unknown> | undefined)?.['x-total-count'];
  const total = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(total) ? total : fallback;
}

/** The page's message of a failed call, by the API's code (@app/shared/errors), and its status. */
function failure(error: unknown, type: string): { message: string; status: number | null } {
  const status = error instanceof ApiError ? (error.status ?? null) : null;
  const code = error instanceof ApiError ? error.code : null;
  if (code === 'SERVICE_TYPE_INVALID') return { message: catalogMessages.invalidType(type), status };
  if (code === 'SERVICE_NOT_FOUND' || status === 404) return { message: catalogMessages.notFound, status };
  return { message: catalogMessages.fetchFailed, status };
}

export interface FetchServicesArg {
  /** Any text: an unknown type is refused with 'Invalid service type: {type}' before any request. */
  type: string;
  filters?: CatalogFilters;
}

/** Like createAppAsyncThunk, and a rejection also carries the HTTP status the page answers with. */
const createDetailsThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
  rejectedMeta: { status: number | null };
  extra: ThunkExtra;
}>();

/** GET /api/{type} with the filters, applied by the server. Rejects with the message and the status. */
export const fetchServices = createDetailsThunk(
  'catalog/fetchServices',
  async ({ type, filters = {} }: FetchServicesArg, { extra, rejectWithValue }) => {
    if (!isServiceType(type)) return rejectWithValue(catalogMessages.invalidType(type), { status: 404 });
    try {
      const { data, headers } = await extra.api.get<unknown[]>(`/${type}`, {
        params: { ...filters, limit: LIST_LIMIT },
      });
      const items = (Array.isArray(data) ? data : []).map((raw) => normalizeService(type, raw));
      return { type, items, total: totalOf(headers, items.length) };
    } catch (error) {
      const { message, status } = failure(error, type);
      return rejectWithValue(message, { status });
    }
  },
);

export interface FetchServiceArg {
  type: string;
  id: string | number;
}

/** GET /api/{type}/{id}: the details page. Rejects with the message and the HTTP status. */
export const fetchService = createDetailsThunk(
  'catalog/fetchService',
  async ({ type, id }: FetchServiceArg, { extra, rejectWithValue }) => {
    if (!isServiceType(type)) {
      return rejectWithValue(catalogMessages.invalidType(type), { status: 404 });
    }
    if (!/^\d{1,10}$/.test(String(id))) {
      return rejectWithValue(catalogMessages.notFound, { status: 404 });
    }
    try {
      const { data } = await extra.api.get<unknown>(`/${type}/${id}`);
      return { type, item: normalizeService(type, data) };
    } catch (error) {
      const { message, status } = failure(error, type);
      return rejectWithValue(message, { status: status === 400 ? 404 : status });
    }
  },
);

/**
 * The nights of an apartment or villa already booked from today on. A failure leaves the calendar
 * without greyed dates: the server still refuses an overlap when the reservation is made.
 */
export const fetchAvailability = createAppAsyncThunk(
  'catalog/fetchAvailability',
  async ({ type, id }: FetchServiceArg, { extra }) => {
    // The server answers from today on (in Miami) by default.
    const { data } = await extra.api.get<unknown>(`/${type}/${id}/availability`);
    const ranges = (Array.isArray(data) ? data : []).filter(
      (range): range is BusyRange =>
        typeof range?.start === 'string' && typeof range?.end === 'string' && range.start < range.end,
    );
    return ranges.map(({ start, end }) => ({ start, end }));
  },
  { condition: ({ type, id }) => isServiceType(type) && /^\d{1,10}$/.test(String(id)) },
);

/** One small request per type: cover, count and lowest price of each (overview and home pages). */
export const fetchTypeSummaries = createAppAsyncThunk(
  'catalog/fetchTypeSummaries',
  // biome-ignore lint/suspicious/noConfusingVoidType: RTK's way to say the thunk takes no argument
  async (_arg: void, { extra, rejectWithValue }) => {
    const results = await Promise.allSettled(
      serviceTypes.map(async (type) => {
        const { data, headers } = await extra.api.get<unknown[]>(`/${type}`, {
          params: { limit: LIST_LIMIT },
        });
        const items = (Array.isArray(data) ? data : []).map((raw) => normalizeService(type, raw));
        const withCover = items.find((item) => item.images.length > 0);
        const prices = items.map((item) => item.price).filter((price) => price > 0);
        const summary: TypeSummary = {
          cover: withCover?.images[0] ?? null,
          coverName: withCover
            ? 'name' in withCover
              ? withCover.name
              : `${withCover.brand} ${withCover.model}`
            : '',
          total: totalOf(headers, items.length),
          fromPrice: prices.length > 0 ? Math.min(...prices) : null,
        };
        return [type, summary] as const;
      }),
    );
    const items: Partial<Record<ServiceType, TypeSummary>> = {};
    for (const result of results) if (result.status === 'fulfilled') items[result.value[0]] = result.value[1];
    // The overview still shows every type without its photo; only a total failure is an error.
    if (Object.keys(items).length === 0) return rejectWithValue(catalogMessages.fetchFailed);
    return items;
  },
  {
    condition: (_arg, { getState }) => {
      // May be the slice's first action, before its state exists (app/store.ts).
      const { status } = selectTypeSummaries(getState());
      return status !== 'succeeded' && status !== 'loading';
    },
  },
);

type ServicePayload = PayloadAction<{ type: ServiceType; service: Service }>;

const catalogSlice = createSlice({
  name: 'catalog',
  initialState: initialCatalogState,
  reducers: {
    /** SPEC.md section 4: create adds the item to the list. */
    serviceCreated(state, { payload }: ServicePayload) {
      const list = state.lists[payload.type];
      if (list.items.some((item) => item.id === payload.service.id)) return;
      list.items.push(payload.service);
      list.total += 1;
    },
    /** Update replaces the item with the same id (in the list and on the details page). */
    serviceUpdated(state, { payload }: ServicePayload) {
      const list = state.lists[payload.type];
      const index = list.items.findIndex((item) => item.id === payload.service.id);
      if (index !== -1) list.items[index] = payload.service;
      const { selected } = state;
      if (selected.type === payload.type && selected.item?.id === payload.service.id) {
        selected.item = payload.service;
      }
    },
    /** Delete removes it (and the details page no longer shows it). */
    serviceDeleted(state, { payload }: PayloadAction<{ type: ServiceType; id: number }>) {
      const list = state.lists[payload.type];
      const before = list.items.length;
      list.items = list.items.filter((item) => item.id !== payload.id);
      list.total = Math.max(0, list.total - (before - list.items.length));
      if (state.selected.type === payload.type && state.selected.id === payload.id) {
        state.selected = noSelection;
      }
    },
  },
  selectors: {
    selectServiceList: (state, type: ServiceType) => state.lists[type],
    selectSelectedService: (state) => state.selected,
    selectTypeSummaries: (state) => state.summaries,
    selectAvailability: (state) => state.availability,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchServices.pending, (state, { meta }) => {
        if (!isServiceType(meta.arg.type)) return;
        const list = state.lists[meta.arg.type];
        list.status = 'loading';
        list.error = null;
        list.filters = meta.arg.filters ?? {};
      })
      .addCase(fetchServices.fulfilled, (state, { payload, meta }) => {
        const list = state.lists[payload.type];
        // A slower answer to an older request (the visitor changed the filters again) is dropped.
        if (!sameFilters(list.filters, meta.arg.filters ?? {})) return;
        list.items = payload.items;
        list.total = payload.total;
        list.status = 'succeeded';
      })
      .addCase(fetchServices.rejected, (state, { payload, error, meta }) => {
        if (!isServiceType(meta.arg.type)) return;
        const list = state.lists[meta.arg.type];
        list.status = 'failed';
        list.items = [];
        list.total = 0;
        list.error = payload ?? error.message ?? catalogMessages.fetchFailed;
      })
      .addCase(fetchService.pending, (state, { meta }) => {
        const id = Number(meta.arg.id);
        const same = state.selected.type === meta.arg.type && state.selected.id === id;
        state.selected = {
          ...noSelection,
          type: isServiceType(meta.arg.type) ? meta.arg.type : null,
          id: Number.isFinite(id) ? id : null,
          // Going back to the service just shown keeps it on screen while it reloads.
          item: same ? state.selected.item : null,
          status: 'loading',
        };
      })
      .addCase(fetchService.fulfilled, (state, { payload }) => {
        state.selected.item = payload.item;
        state.selected.status = 'succeeded';
      })
      .addCase(fetchService.rejected, (state, { payload, error, meta }) => {
        state.selected.item = null;
        state.selected.status = 'failed';
        state.selected.error = payload ?? error.message ?? catalogMessages.fetchFailed;
        state.selected.errorStatus = meta.status ?? null;
      })
      .addCase(fetchAvailability.pending, (state, { meta }) => {
        const key = availabilityKey(meta.arg.type, meta.arg.id);
        if (state.availability.key !== key) state.availability.ranges = [];
        state.availability.key = key;
        state.availability.status = 'loading';
      })
      .addCase(fetchAvailability.fulfilled, (state, { payload, meta }) => {
        if (state.availability.key !== availabilityKey(meta.arg.type, meta.arg.id)) return;
        state.availability.ranges = payload;
        state.availability.status = 'succeeded';
      })
      .addCase(fetchAvailability.rejected, (state, { meta }) => {
        if (state.availability.key !== availabilityKey(meta.arg.type, meta.arg.id)) return;
        state.availability.ranges = [];
        state.availability.status = 'failed';
      })
      .addCase(fetchTypeSummaries.pending, (state) => {
        state.summaries.status = 'loading';
        state.summaries.error = null;
      })
      .addCase(fetchTypeSummaries.fulfilled, (state, { payload }) => {
        state.summaries.items = payload;
        state.summaries.status = 'succeeded';
      })
      .addCase(fetchTypeSummaries.rejected, (state, { payload, error }) => {
        state.summaries.status = 'failed';
        state.summaries.error = payload ?? error.message ?? catalogMessages.fetchFailed;
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof catalogSlice> {}
}

// The catalogue's and the home page's modules load this one; the other pages do not (app/store.ts).
const injected = catalogSlice.injectInto(rootReducer);

export { catalogSlice };
export const catalogReducer = catalogSlice.reducer;
export const { serviceCreated, serviceUpdated, serviceDeleted } = catalogSlice.actions;
export const { selectServiceList, selectSelectedService, selectTypeSummaries, selectAvailability } =
  injected.selectors;

/** The selected service when it is the one of this page. */
export const selectServiceById = (state: RootState, type: ServiceType, id: number) => {
  const selected = selectSelectedService(state);
  return selected.type === type && selected.id === id ? selected.item : null;
};
