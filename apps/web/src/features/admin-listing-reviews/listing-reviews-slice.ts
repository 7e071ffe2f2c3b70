import type {
  ListingReviewsImportInput,
  ListingReviewsStatus,
  ListingSyncRun,
} from '@app/shared/listing-reviews';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { createAdminThunk, failureMessage, failureMeta } from '../admin-shell/admin-thunk';
import type { LoadStatus } from '../admin-shell/load-status';

/** Fallback messages of this screen's calls (stored in English, shown translated by the page). */
export const listingReviewsFailures = {
  fetchStatus: 'Error fetching the listing reviews status',
  sync: 'Error syncing the listing reviews',
  import: 'Error importing the listing reviews',
} as const;

export interface ListingReviewsAdminState {
  status: LoadStatus;
  error: string | null;
  data: ListingReviewsStatus | null;
  /** "Sync now" and the import: what the last one did, or why it failed. */
  action: {
    kind: 'sync' | 'import' | null;
    status: LoadStatus;
    error: string | null;
    run: ListingSyncRun | null;
  };
}

const initialState: ListingReviewsAdminState = {
  status: 'idle',
  error: null,
  data: null,
  action: { kind: null, status: 'idle', error: null, run: null },
};

/** GET /google-mybusiness/status */
export const fetchListingStatus = createAdminThunk(
  'adminListingReviews/fetchStatus',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<ListingReviewsStatus>('/google-mybusiness/status');
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, listingReviewsFailures.fetchStatus), failureMeta(error));
    }
  },
);

/** POST /google-mybusiness/sync: waits for the sync; its run says whether Google answered. */
export const syncListingReviews = createAdminThunk(
  'adminListingReviews/sync',
  async (_arg, { extra, dispatch, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<ListingSyncRun>('/google-mybusiness/sync');
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, listingReviewsFailures.sync), failureMeta(error));
    } finally {
      void dispatch(fetchListingStatus());
    }
  },
);

/** POST /google-mybusiness/import with the file's JSON as it was read. */
export const importListingReviews = createAdminThunk(
  'adminListingReviews/import',
  async (file: ListingReviewsImportInput, { extra, dispatch, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<ListingSyncRun>('/google-mybusiness/import', file);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, listingReviewsFailures.import), failureMeta(error));
    } finally {
      void dispatch(fetchListingStatus());
    }
  },
);

const listingReviewsSlice = createSlice({
  name: 'adminListingReviews',
  initialState,
  selectors: { selectListingReviewsAdmin: (state) => state },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchListingStatus.pending, (state) => {
        // A refresh after a sync keeps showing the figures it replaces.
        if (state.data === null) state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchListingStatus.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.data = action.payload;
      })
      .addCase(fetchListingStatus.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? listingReviewsFailures.fetchStatus;
      });
    for (const [kind, thunk] of [
      ['sync', syncListingReviews],
      ['import', importListingReviews],
    ] as const) {
      builder
        .addCase(thunk.pending, (state) => {
          state.action = { kind, status: 'loading', error: null, run: null };
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.action = { kind, status: 'succeeded', error: null, run: action.payload };
        })
        .addCase(thunk.rejected, (state, action) => {
          state.action = {
            kind,
            status: 'failed',
            error: action.payload ?? listingReviewsFailures[kind],
            run: null,
          };
        });
    }
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof listingReviewsSlice> {}
}

const injected = listingReviewsSlice.injectInto(rootReducer);

export const listingReviewsAdminReducer = listingReviewsSlice.reducer;
export const { selectListingReviewsAdmin } = injected.selectors;
