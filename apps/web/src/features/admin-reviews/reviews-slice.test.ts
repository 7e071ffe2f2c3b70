import type { AdminReview } from '@app/shared/reviews';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../admin-shell/test-api';
import { deleteReview, fetchReviews, reviewsReducer, updateReview } from './reviews-slice';

const review = (id: number, hidden = false): AdminReview => ({
  id,
  firstName: 'Valentina',
  lastName: 'Rossi',
  rating: 5,
  comment: 'Perfecto',
  businessReply: null,
  createdAt: '2026-11-16T00:00:00.000Z',
  hidden,
});

describe('reviews slice', () => {
  const loaded = () =>
    reviewsReducer(
      reviewsReducer(undefined, fetchReviews.pending('r', {})),
      fetchReviews.fulfilled({ items: [review(1), review(2, true)], total: 2 }, 'r', {}),
    );

  it('loads every review, hidden ones too', () => {
    expect(loaded()).toMatchObject({
      status: 'succeeded',
      total: 2,
      items: [{ id: 1 }, { id: 2, hidden: true }],
    });
  });

  it('update (hide, reply) replaces the review with the same id', () => {
    const hidden = { ...review(1, true), businessReply: 'Gracias' };
    const state = reviewsReducer(
      loaded(),
      updateReview.fulfilled(hidden, 'r', { id: 1, changes: { hidden: true } }),
    );
    expect(state.items[0]).toEqual(hidden);
  });

  it('delete removes it', () => {
    const state = reviewsReducer(loaded(), deleteReview.fulfilled(2, 'r', 2));
    expect(state.items.map((r) => r.id)).toEqual([1]);
    expect(state.total).toBe(1);
  });

  it('asks the admin endpoint for hidden ones only when filtered', async () => {
    const { calls } = fakeAdminApi({ 'GET /reviews/all': { status: 200, data: [] } });
    const store = makeStore(undefined, { api });
    await store.dispatch(fetchReviews({ filter: 'hidden', offset: 20 }));
    expect(calls[0]?.params).toEqual({ limit: 20, offset: 20, hidden: 'true' });
  });

  it('stores the fallback message when the list fails', async () => {
    fakeAdminApi({ 'GET /reviews/all': { status: 503, data: {} } });
    const store = makeStore(undefined, { api });
    await store.dispatch(fetchReviews({}));
    expect(store.getState().adminReviews).toMatchObject({
      status: 'failed',
      error: 'Error fetching reviews',
    });
  });
});
