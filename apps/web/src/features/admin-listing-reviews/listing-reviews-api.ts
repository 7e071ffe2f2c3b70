import type {
  ListingReviewsImportInput,
  ListingReviewsStatus,
  ListingSyncRun,
} from '@app/shared/listing-reviews';
import { adminApi } from '../admin-shell/admin-api';

/** Fallback messages of this screen's calls (stored in English, shown translated by the page). */
export const listingReviewsFailures = {
  fetchStatus: 'Error fetching the listing reviews status',
  sync: 'Error syncing the listing reviews',
  import: 'Error importing the listing reviews',
} as const;

// A sync or an import, done or refused, changes the status: both invalidate it. The page says these
// calls' failures itself (in place, or in the snackbar in its own words): all are quiet.
export const listingReviewsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /google-mybusiness/status */
    listingStatus: build.query<ListingReviewsStatus, void>({
      query: () => ({ url: '/google-mybusiness/status' }),
      extraOptions: { fallback: listingReviewsFailures.fetchStatus, quiet: true },
      providesTags: ['ListingReview'],
    }),

    /** POST /google-mybusiness/sync: waits for the sync; its run says whether Google answered. */
    syncListingReviews: build.mutation<ListingSyncRun, void>({
      query: () => ({ url: '/google-mybusiness/sync', method: 'POST' }),
      extraOptions: { fallback: listingReviewsFailures.sync, quiet: true },
      invalidatesTags: ['ListingReview'],
    }),

    /** POST /google-mybusiness/import with the file's JSON as it was read. */
    importListingReviews: build.mutation<ListingSyncRun, ListingReviewsImportInput>({
      query: (file) => ({ url: '/google-mybusiness/import', method: 'POST', body: file }),
      extraOptions: { fallback: listingReviewsFailures.import, quiet: true },
      invalidatesTags: ['ListingReview'],
    }),
  }),
});

export const { useListingStatusQuery, useSyncListingReviewsMutation, useImportListingReviewsMutation } =
  listingReviewsApi;
