import type { ListingReview, ListingReviewsResponse } from '@app/shared/listing-reviews';
import type { CreateReviewInput, Review, ReviewStatus } from '@app/shared/reviews';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { createCodedThunk } from '../../app/hooks';
import { type AppStore, rootReducer } from '../../app/store';
import { type StoredError, toStoredError } from '../../lib/api-error';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type SubmitStatus = 'idle' | 'sending' | 'success' | 'error';

/**
 * SPEC.md section 9: listing reviews come 50 at a time from offset 0. The value of
 * LISTING_REVIEWS_PAGE_SIZE (@app/shared/listing-reviews), kept here so the page does not bundle zod;
 * reviews-slice.test.ts proves they agree.
 */
export const LISTING_PAGE_SIZE = 50;
/** The public list shows the newest reviews; the API allows up to 200 in one page. */
export const OWN_REVIEWS_LIMIT = 100;

/** SPEC.md section 8: what a failed submit or load shows; the locales translate them. */
export const reviewMessages = {
  fetchFailed: 'Error fetching reviews',
  submitFailed: 'Error submitting review. Please try again.',
} as const;

export interface ListingState {
  items: ListingReview[];
  /** All reviews the listing has (the `total` of the API). */
  total: number;
  /** Where the next page starts: advanced by the number of reviews each page brought. */
  offset: number;
  status: LoadStatus;
  error: StoredError | null;
  /** Load-more has its own status: the reviews already shown stay while the next page loads. */
  loadMoreStatus: LoadStatus;
  loadMoreError: StoredError | null;
  /** The stored reviews are the demo's samples: never presented as reviews from Google (issue 19). */
  demo?: boolean;
}

export interface ReviewsState {
  items: Review[];
  status: LoadStatus;
  error: StoredError | null;
  /** Visible reviews in all, and their average rating (headers of GET /api/reviews). */
  total: number;
  averageRating: number;
  submitStatus: SubmitStatus;
  submitError: StoredError | null;
  /** The review just sent waits for the staff's approval, so it is not in the list yet (issue 19). */
  submittedPending: boolean;
  listing: ListingState;
}

export const initialListingState: ListingState = {
  items: [],
  total: 0,
  offset: 0,
  status: 'idle',
  error: null,
  loadMoreStatus: 'idle',
  loadMoreError: null,
};

export const initialReviewsState: ReviewsState = {
  items: [],
  status: 'idle',
  error: null,
  total: 0,
  averageRating: 0,
  submitStatus: 'idle',
  submitError: null,
  submittedPending: false,
  listing: initialListingState,
};

function headerNumber(headers: unknown, name: string): number | null {
  const value = (headers as Record<string, unknown> | undefined)?.[name];
  const parsed = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

export const fetchReviews = createCodedThunk('reviews/fetch', async (_arg, { extra, rejectWithValue }) => {
  try {
    const { data, headers } = await extra.api.get<Review[]>('/reviews', {
      params: { limit: OWN_REVIEWS_LIMIT },
    });
    return {
      reviews: data,
      total: headerNumber(headers, 'x-total-count') ?? data.length,
      averageRating: headerNumber(headers, 'x-average-rating') ?? averageOf(data),
    };
  } catch (error) {
    return rejectWithValue(toStoredError(error));
  }
});

export const submitReview = createCodedThunk(
  'reviews/submit',
  async (input: CreateReviewInput, { extra, rejectWithValue }) => {
    try {
      // POST /api/reviews answers the review with its status (pending until approved).
      const { data } = await extra.api.post<Review & { status?: ReviewStatus }>('/reviews', input);
      return data;
    } catch (error) {
      return rejectWithValue(toStoredError(error));
    }
  },
);

async function getListingPage(api: AxiosInstance, offset: number): Promise<ListingReviewsResponse> {
  const { data } = await api.get<ListingReviewsResponse>('/google-mybusiness/reviews', {
    params: { limit: LISTING_PAGE_SIZE, offset },
  });
  return data;
}

/** The first page of the business listing's reviews. */
export const fetchListingReviews = createCodedThunk(
  'reviews/fetchListing',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      return await getListingPage(extra.api, 0);
    } catch (error) {
      return rejectWithValue(toStoredError(error));
    }
  },
);

/** The next page, from the offset the pages so far reached. */
export const loadMoreListingReviews = createCodedThunk(
  'reviews/loadMoreListing',
  async (_arg, { extra, getState, rejectWithValue }) => {
    try {
      return await getListingPage(extra.api, getState().reviews.listing.offset);
    } catch (error) {
      return rejectWithValue(toStoredError(error));
    }
  },
  {
    condition: (_arg, { getState }) => getState().reviews.listing.loadMoreStatus !== 'loading',
  },
);

/** A failure the thunk did not describe itself (no code: the page words it). */
const failure = (message: string): StoredError => ({ message, code: null });

function averageOf(reviews: readonly Pick<Review, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: initialReviewsState,
  reducers: {
    /** Back to the empty form after a success, or to dismiss an error. */
    submitReset(state) {
      state.submitStatus = 'idle';
      state.submitError = null;
    },
  },
  selectors: {
    selectReviews: (state) => state,
    selectListing: (state) => state.listing,
    /** SPEC.md section 4: more listing reviews exist while the loaded count is below the total. */
    selectHasMoreListing: (state) => state.listing.items.length < state.listing.total,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchReviews.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchReviews.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.items = action.payload.reviews;
        state.total = action.payload.total;
        state.averageRating = action.payload.averageRating;
      })
      .addCase(fetchReviews.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? failure(reviewMessages.fetchFailed);
      })
      .addCase(submitReview.pending, (state) => {
        state.submitStatus = 'sending';
        state.submitError = null;
        state.submittedPending = false;
      })
      .addCase(submitReview.fulfilled, (state, action) => {
        state.submitStatus = 'success';
        state.submittedPending = action.payload.status === 'pending';
        if (state.submittedPending) return;
        // Create adds the item to the list (SPEC.md section 4): newest first, as the API orders them.
        const sum = state.averageRating * state.total + action.payload.rating;
        state.items = [action.payload, ...state.items.filter((review) => review.id !== action.payload.id)];
        state.total += 1;
        state.averageRating = sum / state.total;
      })
      .addCase(submitReview.rejected, (state, action) => {
        state.submitStatus = 'error';
        state.submitError = action.payload ?? failure(reviewMessages.submitFailed);
      })
      .addCase(fetchListingReviews.pending, (state) => {
        state.listing.status = 'loading';
        state.listing.error = null;
      })
      .addCase(fetchListingReviews.fulfilled, (state, action) => {
        const { reviews, total, demo } = action.payload;
        state.listing = {
          ...initialListingState,
          status: 'succeeded',
          items: reviews,
          total,
          offset: reviews.length,
          ...(demo ? { demo: true } : {}),
        };
      })
      .addCase(fetchListingReviews.rejected, (state, action) => {
        state.listing.status = 'failed';
        state.listing.error = action.payload ?? failure(reviewMessages.fetchFailed);
      })
      .addCase(loadMoreListingReviews.pending, (state) => {
        state.listing.loadMoreStatus = 'loading';
        state.listing.loadMoreError = null;
      })
      .addCase(loadMoreListingReviews.fulfilled, (state, action) => {
        const { reviews, total } = action.payload;
        const listing = state.listing;
        listing.loadMoreStatus = 'succeeded';
        // Only reviews not shown yet (a review added upstream shifts the pages by one)...
        const known = new Set(listing.items.map((review) => review.id));
        for (const review of reviews) {
          if (!known.has(review.id)) {
            known.add(review.id);
            listing.items.push(review);
          }
        }
        // ...while the offset moves by everything the page brought (SPEC.md section 4).
        listing.offset += reviews.length;
        listing.total = total;
      })
      .addCase(loadMoreListingReviews.rejected, (state, action) => {
        state.listing.loadMoreStatus = 'failed';
        state.listing.loadMoreError = action.payload ?? failure(reviewMessages.fetchFailed);
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof reviewsSlice> {}
}

// Only /reviews loads this module: the other pages do not download the slice (app/store.ts).
const injected = reviewsSlice.injectInto(rootReducer);

export const { submitReset } = reviewsSlice.actions;
export const reviewsReducer = reviewsSlice.reducer;
export const { selectReviews, selectListing, selectHasMoreListing } = injected.selectors;

/** /reviews loader: both lists in parallel; a failure shows in its section, not as a broken page. */
export function reviewsLoader(store: AppStore) {
  return async () => {
    await Promise.all([store.dispatch(fetchReviews()), store.dispatch(fetchListingReviews())]);
    return null;
  };
}
