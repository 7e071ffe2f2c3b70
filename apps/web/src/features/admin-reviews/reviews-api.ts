import type { AdminReview, BulkReviewInput, UpdateReviewInput } from '@app/shared/reviews';
import { adminApi, listTotal } from '../admin-shell/admin-api';
import { adminMessages } from '../admin-shell/admin-messages';
import { removeItem, replaceItem } from '../admin-shell/load-status';

export const REVIEWS_PAGE_SIZE = 20;
export type ReviewFilter = 'all' | 'visible' | 'hidden';

export interface ReviewsPage {
  items: AdminReview[];
  total: number;
}

export const reviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reviews/all: every review, hidden ones too, newest first. */
    reviews: build.query<ReviewsPage, { filter: ReviewFilter; offset: number }>({
      query: ({ filter, offset }) => ({
        url: '/reviews/all',
        params: {
          limit: REVIEWS_PAGE_SIZE,
          offset,
          ...(filter === 'all' ? {} : { hidden: filter === 'hidden' ? 'true' : 'false' }),
        },
      }),
      extraOptions: { fallback: adminMessages.fetchReviews },
      transformResponse: (items: AdminReview[], meta, { offset }) => ({
        items,
        total: listTotal(meta, offset, items.length),
      }),
      providesTags: ['Review'],
    }),

    /** PATCH /reviews/:id: hide or show it on the website, set or remove the business reply. */
    updateReview: build.mutation<AdminReview, { id: number; changes: UpdateReviewInput }>({
      query: ({ id, changes }) => ({ url: `/reviews/${id}`, method: 'PATCH', body: changes }),
      extraOptions: { fallback: adminMessages.updateReview },
      // SPEC.md section 4: update replaces the item with the same id, on every page already loaded.
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'reviews')) {
          dispatch(reviewsApi.util.updateQueryData('reviews', args, (page) => replaceItem(page.items, data)));
        }
      },
    }),

    /** DELETE /reviews/:id. The review leaves every loaded page at once; the pages then refill. */
    deleteReview: build.mutation<null, number>({
      query: (id) => ({ url: `/reviews/${id}`, method: 'DELETE' }),
      extraOptions: { fallback: adminMessages.deleteReview },
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        for (const args of reviewsApi.util.selectCachedArgsForQuery(getState(), 'reviews')) {
          dispatch(
            reviewsApi.util.updateQueryData('reviews', args, (page) => {
              if (removeItem(page.items, id)) page.total = Math.max(0, page.total - 1);
            }),
          );
        }
      },
      invalidatesTags: ['Review'],
    }),

    /** POST /reviews/bulk: approve, hide or delete many at once (all or none); the pages ask again. */
    bulkReviews: build.mutation<{ changed: number }, BulkReviewInput>({
      query: (body) => ({ url: '/reviews/bulk', method: 'POST', body }),
      extraOptions: { fallback: adminMessages.updateReview },
      invalidatesTags: (_result, error) => (error ? [] : ['Review']),
    }),
  }),
});

export const { useReviewsQuery, useUpdateReviewMutation, useDeleteReviewMutation, useBulkReviewsMutation } =
  reviewsApi;
