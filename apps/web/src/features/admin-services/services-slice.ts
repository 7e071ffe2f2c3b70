import {
  type CreateServiceInput,
  SERVICE_LIST_MAX_LIMIT,
  type Service,
  type ServiceType,
  serviceTypes,
} from '@app/shared/catalog';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { adminMessages } from '../admin-shell/admin-messages';
import { createAdminThunk, failureMessage, failureMeta, totalCount } from '../admin-shell/admin-thunk';
import {
  addItem,
  emptyList,
  type ListState,
  type LoadStatus,
  removeItem,
  replaceItem,
} from '../admin-shell/load-status';

export interface CurrentService {
  type: ServiceType | null;
  id: number | null;
  item: Service | null;
  status: LoadStatus;
  error: string | null;
  errorStatus: number | undefined;
}

export interface AdminServicesState {
  /** Every service of each type: the admin searches, sorts and pages them here (at most a few thousand). */
  lists: Record<ServiceType, ListState<Service>>;
  /** The service an edit page opened. */
  current: CurrentService;
}

const noCurrent: CurrentService = {
  type: null,
  id: null,
  item: null,
  status: 'idle',
  error: null,
  errorStatus: undefined,
};

const initialState: AdminServicesState = {
  lists: Object.fromEntries(serviceTypes.map((type) => [type, emptyList<Service>()])) as Record<
    ServiceType,
    ListState<Service>
  >,
  current: noCurrent,
};

// The API pages its lists (at most 500 a request): the admin gets them all, page after page.
const MAX_PAGES = 20;

export const fetchServices = createAdminThunk(
  'adminServices/fetchAll',
  async (type: ServiceType, { extra, rejectWithValue }) => {
    try {
      const items: Service[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const offset = items.length;
        const response = await extra.api.get<Service[]>(`/${type}`, {
          params: { limit: SERVICE_LIST_MAX_LIMIT, offset },
        });
        items.push(...response.data);
        const total = totalCount(response, offset, response.data.length);
        if (response.data.length === 0 || items.length >= total) break;
      }
      return items;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchServices), failureMeta(error));
    }
  },
);

export const fetchService = createAdminThunk(
  'adminServices/fetchOne',
  async ({ type, id }: { type: ServiceType; id: number }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Service>(`/${type}/${id}`);
      return data;
    } catch (error) {
      const fallback = type === 'apartments' ? adminMessages.fetchApartment : adminMessages.fetchService;
      return rejectWithValue(failureMessage(error, fallback), failureMeta(error));
    }
  },
);

/** POST /{type} as JSON; the images are URLs uploaded beforehand (uploadServiceImage). */
export const createService = createAdminThunk(
  'adminServices/create',
  async ({ type, input }: { type: ServiceType; input: CreateServiceInput }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<Service>(`/${type}`, input);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.createService), failureMeta(error));
    }
  },
);

/** PUT /{type}/{id} with every field: the form shows them all, so a cleared field is cleared. */
export const updateService = createAdminThunk(
  'adminServices/update',
  async (
    { type, id, input }: { type: ServiceType; id: number; input: CreateServiceInput },
    { extra, rejectWithValue },
  ) => {
    try {
      const { data } = await extra.api.put<Service>(`/${type}/${id}`, input);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.updateService), failureMeta(error));
    }
  },
);

export const deleteService = createAdminThunk(
  'adminServices/delete',
  async ({ type, id }: { type: ServiceType; id: number }, { extra, rejectWithValue }) => {
    try {
      await extra.api.delete(`/${type}/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.deleteService), failureMeta(error));
    }
  },
);

/**
 * POST /uploads with one image: the server checks it by content, resizes it and answers its URL.
 * One request per file, so each photo shows its own progress and its own failure.
 */
export const uploadServiceImage = createAdminThunk(
  'adminServices/uploadImage',
  async (file: File, { extra, rejectWithValue }) => {
    try {
      const form = new FormData();
      form.append('images', file, file.name);
      // Not JSON: the browser writes the multipart boundary itself.
      const { data } = await extra.api.post<{ images: string[] }>('/uploads', form, {
        headers: { 'Content-Type': 'multipart/form-data' },
      });
      const url = data.images[0];
      if (!url) throw new Error('no image URL in the answer');
      return url;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.uploadImages), failureMeta(error));
    }
  },
);

const servicesSlice = createSlice({
  name: 'adminServices',
  initialState,
  selectors: {
    selectServiceList: (state, type: ServiceType) => state.lists[type],
    selectServiceLists: (state) => state.lists,
    selectCurrentService: (state) => state.current,
  },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchServices.pending, (state, action) => {
        const list = state.lists[action.meta.arg];
        list.status = 'loading';
        list.error = null;
      })
      .addCase(fetchServices.fulfilled, (state, action) => {
        state.lists[action.meta.arg] = { items: action.payload, status: 'succeeded', error: null };
      })
      .addCase(fetchServices.rejected, (state, action) => {
        const list = state.lists[action.meta.arg];
        list.status = 'failed';
        list.error = action.payload ?? adminMessages.fetchServices;
      })
      .addCase(fetchService.pending, (state, action) => {
        const { type, id } = action.meta.arg;
        state.current = { ...noCurrent, type, id, status: 'loading' };
      })
      .addCase(fetchService.fulfilled, (state, action) => {
        const { type, id } = action.meta.arg;
        state.current = { ...noCurrent, type, id, item: action.payload, status: 'succeeded' };
      })
      .addCase(fetchService.rejected, (state, action) => {
        const { type, id } = action.meta.arg;
        state.current = {
          ...noCurrent,
          type,
          id,
          status: 'failed',
          error: action.payload ?? adminMessages.fetchService,
          errorStatus: action.meta.status,
        };
      })
      // SPEC.md section 4: create adds, update replaces the item with the same id, delete removes it.
      .addCase(createService.fulfilled, (state, action) => {
        addItem(state.lists[action.meta.arg.type].items, action.payload);
      })
      .addCase(updateService.fulfilled, (state, action) => {
        const { type } = action.meta.arg;
        replaceItem(state.lists[type].items, action.payload);
        if (state.current.type === type && state.current.id === action.payload.id)
          state.current.item = action.payload;
      })
      .addCase(deleteService.fulfilled, (state, action) => {
        const { type, id } = action.meta.arg;
        removeItem(state.lists[type].items, id);
        if (state.current.type === type && state.current.id === id) state.current = noCurrent;
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof servicesSlice> {}
}

const injected = servicesSlice.injectInto(rootReducer);

export const servicesReducer = servicesSlice.reducer;
export const { selectServiceList, selectServiceLists, selectCurrentService } = injected.selectors;
