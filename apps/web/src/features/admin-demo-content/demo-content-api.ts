import type { DemoContent, DemoPurge } from '@app/shared/demo-content';
import { adminApi } from '../admin-shell/admin-api';

// Removing the demo content changes every list: they all ask again.
const everyList = ['DemoContent', 'Service', 'Client', 'Review', 'ListingReview'] as const;

export const demoContentApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /demo-content: whether the banner shows, and what it counts. */
    demoContent: build.query<DemoContent, void>({
      query: () => ({ url: '/demo-content' }),
      // A banner: if it cannot load, the page is not worse off without it.
      extraOptions: { quiet: true },
      providesTags: ['DemoContent'],
    }),

    /** DELETE /demo-content (owner): all of it, in one transaction on the server. */
    removeDemoContent: build.mutation<DemoPurge, void>({
      query: () => ({ url: '/demo-content', method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...everyList]),
    }),
  }),
});

export const { useDemoContentQuery, useRemoveDemoContentMutation } = demoContentApi;
