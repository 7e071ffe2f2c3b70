import { listingReviewsQuery, listingReviewsResponse } from '@app/shared/listing-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { listingReviewsRepository, toListingReview } from './listing-reviews.repository.ts';

/**
 * Reviews of the business listing, served from the local copy (demo rows until the listing sync exists).
 * The path keeps the name the web app calls (SPEC.md section 7).
 */
export const listingReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/google-mybusiness/reviews',
    {
      config: { public: true },
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of the business listing, newest first, in pages (default 50)',
        querystring: listingReviewsQuery,
        response: { 200: listingReviewsResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await listingReviewsRepository.page(app.db, { limit, offset });
      return { reviews: rows.map(toListingReview), count: rows.length, total, limit, offset };
    },
  );
};
