import type { AdminReview, UpdateReviewInput } from '@app/shared/reviews';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { adminMessages } from '../admin-shell/admin-messages';
import { createAdminThunk, failureMessage, failureMeta, totalCount } from '../admin-shell/admin-thunk';
import { type ListState, removeItem, replaceItem } from '../admin-shell/load-status';

export const REVIEWS_PAGE_SIZE = 20;
export type ReviewFilter = 'all' | 'visible' | 'hidden';

export interface ReviewsState extends ListState<AdminReview> {
  total: number;
  offset: number;
  filter: ReviewFilter;
  requestId: string | null;
}

const initialState: ReviewsState = {
  items: [],
  status: 'idle',
  error: null,
  total: 0,
  offset: 0,
  filter: 'all',
  requestId: null,
};

/** GET /reviews/all: every review, hidden ones too, newest first. */
export const fetchReviews = createAdminThunk(
  'adminReviews/fetchAll',
  async (
    { filter = 'all', offset = 0 }: { filter?: ReviewFilter; offset?: number },
    { extra, rejectWithValue },
  ) => {
    try {
      const response = await extra.api.get<AdminReview[]>('/reviews/all', {
        params: {
          limit: REVIEWS_PAGE_SIZE,
          offset,
          ...(filter === 'all' ? {} : { hidden: filter === 'hidden' ? 'true' : 'false' }),
        },
      });
      return { items: response.data, total: totalCount(response, offset, response.data.length) };
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchReviews), failureMeta(error));
    }
  },
);

/** PATCH /reviews/:id: hide or show it on the website, set or remove the business reply. */
export const updateReview = createAdminThunk(
  'adminReviews/update',
  async ({ id, changes }: { id: number; changes: UpdateReviewInput }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.patch<AdminReview>(`/reviews/${id}`, changes);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.updateReview), failureMeta(error));
    }
  },
);

export const deleteReview = createAdminThunk(
  'adminReviews/delete',
  async (id: number, { extra, rejectWithValue }) => {
    try {
      await extra.api.delete(`/reviews/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.deleteReview), failureMeta(error));
    }
  },
);

const reviewsSlice = createSlice({
  name: 'adminReviews',
  initialState,
  selectors: { selectReviews: (state) => state },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchReviews.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
        state.filter = action.meta.arg.filter ?? 'all';
        state.offset = action.meta.arg.offset ?? 0;
      })
      .addCase(fetchReviews.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'succeeded';
        state.items = action.payload.items;
        state.total = action.payload.total;
      })
      .addCase(fetchReviews.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.error = action.payload ?? adminMessages.fetchReviews;
      })
      // SPEC.md section 4: update replaces the item with the same id, delete removes it.
      .addCase(updateReview.fulfilled, (state, action) => {
        replaceItem(state.items, action.payload);
      })
      .addCase(deleteReview.fulfilled, (state, action) => {
        if (removeItem(state.items, action.payload)) state.total = Math.max(0, state.total - 1);
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof reviewsSlice> {}
}

const injected = reviewsSlice.injectInto(rootReducer);

export const reviewsReducer = reviewsSlice.reducer;
export const { selectReviews } = injected.selectors;
