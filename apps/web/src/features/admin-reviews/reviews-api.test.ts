import type { AdminReview } from '@app/shared/reviews';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../../test/admin-api';
import { loadStatus } from '../admin-shell/admin-api';
import { reviewsApi } from './reviews-api';

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

const firstPage = { filter: 'all', offset: 0 } as const;

async function loadedStore(routes: Parameters<typeof fakeAdminApi>[0] = {}) {
  const fake = fakeAdminApi(
    { 'GET /reviews/all': { status: 200, data: [review(1), review(2, true)] }, ...routes },
    { 'GET /reviews/all': { 'x-total-count': '2' } },
  );
  const store = makeStore(undefined, { api });
  await store.dispatch(reviewsApi.endpoints.reviews.initiate(firstPage));
  const page = () => reviewsApi.endpoints.reviews.select(firstPage)(store.getState() as never);
  return { store, page, ...fake };
}

describe('reviews API', () => {
  it('loads every review, hidden ones too, with the total of X-Total-Count', async () => {
    const { page } = await loadedStore();
    expect(loadStatus(page())).toBe('succeeded');
    expect(page().data).toMatchObject({ total: 2, items: [{ id: 1 }, { id: 2, hidden: true }] });
  });

  it('update (hide, reply) replaces the review with the same id', async () => {
    const hidden = { ...review(1, true), businessReply: 'Gracias' };
    const { store, page } = await loadedStore({ 'PATCH /reviews/1': { status: 200, data: hidden } });
    await store.dispatch(reviewsApi.endpoints.updateReview.initiate({ id: 1, changes: { hidden: true } }));
    expect(page().data?.items[0]).toEqual(hidden);
  });

  it('delete removes it and lowers the total', async () => {
    const { store, page } = await loadedStore({ 'DELETE /reviews/2': { status: 204 } });
    await store.dispatch(reviewsApi.endpoints.deleteReview.initiate(2));
    expect(page().data?.items.map((r) => r.id)).toEqual([1]);
    expect(page().data?.total).toBe(1);
  });

  it('asks the admin endpoint for hidden ones only when filtered', async () => {
    const { calls } = fakeAdminApi({ 'GET /reviews/all': { status: 200, data: [] } });
    const store = makeStore(undefined, { api });
    await store.dispatch(reviewsApi.endpoints.reviews.initiate({ filter: 'hidden', offset: 20 }));
    expect(calls[0]?.params).toEqual({ limit: 20, offset: 20, hidden: 'true' });
  });

  it('keeps the fallback message when the list fails', async () => {
    fakeAdminApi({ 'GET /reviews/all': { status: 503, data: {} } });
    const store = makeStore(undefined, { api });
    await store.dispatch(reviewsApi.endpoints.reviews.initiate(firstPage));
    const result = reviewsApi.endpoints.reviews.select(firstPage)(store.getState() as never);
    expect(loadStatus(result)).toBe('failed');
    expect(result.error).toEqual({ message: 'Error fetching reviews', status: 503 });
  });
});
