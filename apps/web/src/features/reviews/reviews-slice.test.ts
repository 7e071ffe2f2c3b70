import { LISTING_REVIEWS_PAGE_SIZE, type ListingReview } from '@app/shared/listing-reviews';
import type { Review } from '@app/shared/reviews';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeStore, type RootState } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import {
  fetchListingReviews,
  fetchReviews,
  initialListingState,
  initialReviewsState,
  LISTING_PAGE_SIZE,
  loadMoreListingReviews,
  type ReviewsState,
  reviewsSlice,
  selectHasMoreListing,
  submitReview,
} from './reviews-slice';

const reducer = reviewsSlice.reducer;

const review = (id: number, rating = 5): Review => ({
  id,
  firstName: `Guest ${id}`,
  lastName: '',
  rating,
  comment: '',
  businessReply: null,
  createdAt: '2026-11-01T12:00:00.000Z',
});

const listingReview = (id: string): ListingReview => ({
  id,
  author: `Author ${id}`,
  rating: 5,
  comment: 'Great',
  createTime: '2026-11-01T12:00:00.000Z',
});

const page = (ids: string[], total: number, offset: number) => ({
  reviews: ids.map(listingReview),
  count: ids.length,
  total,
  limit: LISTING_PAGE_SIZE,
  offset,
});

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `r${from + i}`);

const withListing = (listing: Partial<ReviewsState['listing']>): ReviewsState => ({
  ...initialReviewsState,
  listing: { ...initialListingState, status: 'succeeded', ...listing },
});

const stateOf = (reviews: ReviewsState) => ({ reviews }) as RootState;

describe('own reviews', () => {
  it('has a load status: loading, then succeeded with the list, the total and the average', () => {
    let state = reducer(undefined, fetchReviews.pending('r1'));
    expect(state.status).toBe('loading');
    state = reducer(
      state,
      fetchReviews.fulfilled({ reviews: [review(2), review(1, 4)], total: 2, averageRating: 4.5 }, 'r1'),
    );
    expect(state).toMatchObject({ status: 'succeeded', total: 2, averageRating: 4.5 });
    expect(state.items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('stores the error of a failed load', () => {
    const failure = { message: 'Internal Server Error', code: 'INTERNAL' };
    const state = reducer(undefined, fetchReviews.rejected(null, 'r1', undefined, failure));
    expect(state).toMatchObject({ status: 'failed', error: failure });
  });

  it('submit: sending, then success adds the review first and updates total and average', () => {
    let state = reducer(
      undefined,
      fetchReviews.fulfilled({ reviews: [review(1, 4), review(2, 4)], total: 2, averageRating: 4 }, 'r1'),
    );
    state = reducer(state, submitReview.pending('s1', { rating: 1 }));
    expect(state.submitStatus).toBe('sending');
    state = reducer(state, submitReview.fulfilled(review(3, 1), 's1', { rating: 1 }));
    expect(state.submitStatus).toBe('success');
    expect(state.items.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(state.total).toBe(3);
    expect(state.averageRating).toBe(3);
  });

  it('submit: a review waiting for approval is not added, nor counted (issue 19)', () => {
    const before = reducer(
      undefined,
      fetchReviews.fulfilled({ reviews: [review(1, 4)], total: 1, averageRating: 4 }, 'r1'),
    );
    const state = reducer(
      before,
      submitReview.fulfilled({ ...review(3, 1), status: 'pending' }, 's1', { rating: 1 }),
    );
    expect(state.submitStatus).toBe('success');
    expect(state.submittedPending).toBe(true);
    expect(state.items.map((item) => item.id)).toEqual([1]);
    expect(state.total).toBe(1);
    expect(state.averageRating).toBe(4);
  });

  it('submit: error keeps the list and stores the message', () => {
    const before = reducer(
      undefined,
      fetchReviews.fulfilled({ reviews: [review(1)], total: 1, averageRating: 5 }, 'r'),
    );
    const state = reducer(before, submitReview.rejected(null, 's', { rating: 5 }, undefined));
    expect(state.submitStatus).toBe('error');
    expect(state.submitError).toEqual({ message: 'Error submitting review. Please try again.', code: null });
    expect(state.items).toEqual(before.items);
  });
});

describe('business-listing reviews (SPEC.md section 4)', () => {
  it('pages by 50, as the shared contract says', () => {
    expect(LISTING_PAGE_SIZE).toBe(LISTING_REVIEWS_PAGE_SIZE);
  });

  it('the first page sets the list, the total, and the offset to the number received', () => {
    const state = reducer(undefined, fetchListingReviews.fulfilled(page(ids(1, 50), 60, 0), 'f'));
    expect(state.listing).toMatchObject({
      status: 'succeeded',
      total: 60,
      offset: 50,
      loadMoreStatus: 'idle',
    });
    expect(state.listing.items).toHaveLength(50);
    expect(state.listing.demo).toBeUndefined();
  });

  it('keeps that the listing holds the demo samples, so the page never calls them Google reviews', () => {
    const demo = { ...page(ids(1, 50), 60, 0), demo: true };
    const state = reducer(undefined, fetchListingReviews.fulfilled(demo, 'f'));
    expect(state.listing.demo).toBe(true);
  });

  it('load-more has its own status and leaves the list and the page status alone while loading', () => {
    const before = withListing({ items: ids(1, 50).map(listingReview), total: 60, offset: 50 });
    const state = reducer(before, loadMoreListingReviews.pending('m'));
    expect(state.listing.loadMoreStatus).toBe('loading');
    expect(state.listing.status).toBe('succeeded');
    expect(state.listing.items).toHaveLength(50);
  });

  it('load-more appends only reviews whose id is not present yet', () => {
    const before = withListing({ items: ids(1, 3).map(listingReview), total: 6, offset: 3 });
    // r3 shifted onto the next page (a review was added upstream): it is not shown twice.
    const state = reducer(
      before,
      loadMoreListingReviews.fulfilled(page(['r3', 'r4', 'r5', 'r4'], 6, 3), 'm'),
    );
    expect(state.listing.items.map((item) => item.id)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(state.listing.loadMoreStatus).toBe('succeeded');
  });

  it('load-more advances the offset by the number of reviews received, duplicates included', () => {
    const before = withListing({ items: ids(1, 3).map(listingReview), total: 6, offset: 3 });
    const state = reducer(before, loadMoreListingReviews.fulfilled(page(['r3', 'r4', 'r5'], 6, 3), 'm'));
    expect(state.listing.offset).toBe(6);
  });

  it('more exist while the loaded count is below the total', () => {
    expect(
      selectHasMoreListing(stateOf(withListing({ items: ids(1, 50).map(listingReview), total: 60 }))),
    ).toBe(true);
    expect(
      selectHasMoreListing(stateOf(withListing({ items: ids(1, 60).map(listingReview), total: 60 }))),
    ).toBe(false);
    expect(selectHasMoreListing(stateOf(withListing({ items: [], total: 0 })))).toBe(false);
  });

  it('a failed load-more keeps what was shown and says so in its own status', () => {
    const before = withListing({ items: ids(1, 50).map(listingReview), total: 60, offset: 50 });
    const state = reducer(
      before,
      loadMoreListingReviews.rejected(null, 'm', undefined, {
        message: 'No response received from server',
        code: 'NO_RESPONSE',
      }),
    );
    expect(state.listing).toMatchObject({ status: 'succeeded', loadMoreStatus: 'failed', offset: 50 });
    expect(state.listing.loadMoreError).toEqual({
      message: 'No response received from server',
      code: 'NO_RESPONSE',
    });
    expect(state.listing.items).toHaveLength(50);
  });

  it('asks the API for 50 from offset 0, then from the offset reached (50 then 10 of 60)', async () => {
    const params: { limit: number; offset: number }[] = [];
    const interceptor = api.interceptors.request.use((config) => {
      params.push(config.params);
      return config;
    });
    onTestFinished(() => api.interceptors.request.eject(interceptor));
    fakeApi({
      'GET /google-mybusiness/reviews': () => {
        const offset = params.at(-1)?.offset ?? 0;
        return { status: 200, data: page(offset === 0 ? ids(1, 50) : ids(51, 10), 60, offset) };
      },
    });
    const store = makeStore(undefined, { api });

    await store.dispatch(fetchListingReviews());
    await store.dispatch(loadMoreListingReviews());

    expect(params).toEqual([
      { limit: 50, offset: 0 },
      { limit: 50, offset: 50 },
    ]);
    expect(store.getState().reviews.listing.items).toHaveLength(60);
    expect(selectHasMoreListing(store.getState())).toBe(false);
  });
});
