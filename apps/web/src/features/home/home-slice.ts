import type { Review } from '@app/shared/reviews';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import { type AppStore, rootReducer } from '../../app/store';
import { fetchTypeSummaries, type LoadStatus } from '../catalog/catalog-slice';

/** The home page shows this many of the newest reviews. */
export const FEATURED_REVIEWS = 3;

export interface HomeState {
  reviews: Review[];
  /** Every visible review (X-Total-Count) and their average rating (X-Average-Rating): the business's rating. */
  reviewCount: number;
  averageRating: number;
  status: LoadStatus;
  error: string | null;
}

const initialState: HomeState = {
  reviews: [],
  reviewCount: 0,
  averageRating: 0,
  status: 'idle',
  error: null,
};

/** SPEC.md section 8 (public). */
export const homeMessages = { fetchReviewsFailed: 'Error fetching reviews' } as const;

function headerNumber(headers: unknown, name: string): number | null {
  const value = (headers as Record<string, unknown> | undefined)?.[name];
  const parsed = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

/** GET /api/reviews?limit=3: a few reviews, the count and the average (also the JSON-LD rating). */
export const fetchFeaturedReviews = createAppAsyncThunk(
  'home/fetchFeaturedReviews',
  // biome-ignore lint/suspicious/noConfusingVoidType: RTK's way to say the thunk takes no argument
  async (_arg: void, { extra, rejectWithValue }) => {
    try {
      const { data, headers } = await extra.api.get<Review[]>('/reviews', {
        params: { limit: FEATURED_REVIEWS },
      });
      const reviews = Array.isArray(data) ? data.slice(0, FEATURED_REVIEWS) : [];
      const average =
        headerNumber(headers, 'x-average-rating') ??
        (reviews.length ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length : 0);
      return {
        reviews,
        reviewCount: headerNumber(headers, 'x-total-count') ?? reviews.length,
        averageRating: Math.round(average * 100) / 100,
      };
    } catch {
      return rejectWithValue(homeMessages.fetchReviewsFailed);
    }
  },
  {
    condition: (_arg, { getState }) => {
      // May be the slice's first action, before its state exists (app/store.ts).
      const { status } = selectHome(getState());
      return status !== 'succeeded' && status !== 'loading';
    },
  },
);

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {},
  selectors: { selectHome: (state) => state },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFeaturedReviews.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchFeaturedReviews.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.reviews = payload.reviews;
        state.reviewCount = payload.reviewCount;
        state.averageRating = payload.averageRating;
      })
      .addCase(fetchFeaturedReviews.rejected, (state, { payload }) => {
        state.status = 'failed';
        state.error = payload ?? homeMessages.fetchReviewsFailed;
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
}

// Only the home page loads this module (app/store.ts).
const injected = homeSlice.injectInto(rootReducer);

export { homeSlice };
export const homeReducer = homeSlice.reducer;
export const { selectHome } = injected.selectors;

/** `/` loader: the four types' covers and a few reviews, all loaded before the server renders. */
export function homeLoader(store: AppStore) {
  return async () => {
    await Promise.all([store.dispatch(fetchTypeSummaries()), store.dispatch(fetchFeaturedReviews())]);
    return null;
  };
}
