import {
  LISTING_IMPORT_MAX_BYTES,
  listingReviewsImportInput,
  listingReviewsMessages,
  listingReviewsQuery,
  listingReviewsResponse,
  listingReviewsStatusResponse,
  listingSyncRunSchema,
} from '@app/shared/listing-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { loadSiteContent } from '../site/site-content.ts';
import {
  listingReviewsRepository,
  listingSyncRunsRepository,
  toListingReview,
} from './listing-reviews.repository.ts';
import type { ListingReviewsService } from './listing-reviews-service.ts';

export interface ListingReviewsRoutesOptions {
  service: ListingReviewsService;
  /** The site content file (its googleReviewsUrl is the listing's public review page). */
  siteContentFile?: string;
}

const admin = [{ bearerAuth: [] }];
const tags = ['reviews'];
// An unfinished run older than this was cut short by a crash: it no longer counts as running.
const STALE_RUN_MS = 30 * 60 * 1000;

/**
 * Reviews of the business listing. The public list is served from the local cache only (never from
 * Google while a visitor waits); the sync (sync-listing-reviews.ts) or an admin's import fills it.
 * The path keeps the name the web app calls (SPEC.md section 7).
 */
export const listingReviewsRoutes: FastifyPluginAsyncZod<ListingReviewsRoutesOptions> = async (
  app,
  { service, siteContentFile },
) => {
  const { googleReviewsUrl } = await loadSiteContent(siteContentFile);

  app.get(
    '/google-mybusiness/reviews',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Reviews of the business listing, newest first, in pages (default 50)',
        querystring: listingReviewsQuery,
        response: { 200: listingReviewsResponse, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await listingReviewsRepository.page(app.db, { limit, offset });
      const { samples } = await listingReviewsRepository.counts(app.db);
      const page = { reviews: rows.map(toListingReview), count: rows.length, total, limit, offset };
      return samples > 0 ? { ...page, demo: true } : page;
    },
  );

  app.get(
    '/google-mybusiness/status',
    {
      schema: {
        tags,
        summary:
          'The listing reviews cache: Google configured or not, the last sync, counts, the public link',
        security: admin,
        response: { 200: listingReviewsStatusResponse, ...errorResponses(401) },
      },
    },
    async () => {
      const [{ lastRun, lastSuccessAt }, counts, runningElsewhere] = await Promise.all([
        listingSyncRunsRepository.latest(app.db),
        listingReviewsRepository.counts(app.db),
        listingSyncRunsRepository.anyRunningSince(app.db, new Date(Date.now() - STALE_RUN_MS)),
      ]);
      return {
        configured: service.configured,
        syncIntervalMinutes: service.syncIntervalMinutes,
        running: service.busy || runningElsewhere,
        lastRun,
        lastSuccessAt,
        total: counts.total,
        samples: counts.samples,
        listingUrl: googleReviewsUrl,
      };
    },
  );

  app.post(
    '/google-mybusiness/sync',
    {
      schema: {
        tags,
        summary: 'Sync the listing reviews from Google now',
        description:
          'Waits for the sync and answers its run: ok false with result.error when Google failed (the cache is then unchanged). 400 when Google is not configured, 409 while another sync or import runs.',
        security: admin,
        response: { 200: listingSyncRunSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async () => {
      if (!service.configured)
        throw new AppError('LISTING_REVIEWS_NOT_CONFIGURED', listingReviewsMessages.notConfigured);
      const outcome = await service.syncNow();
      if (outcome.status === 'busy') throw new AppError('SYNC_IN_PROGRESS', listingReviewsMessages.busy);
      return outcome.value.run;
    },
  );

  app.post(
    '/google-mybusiness/import',
    {
      // A listing's export runs to a few MB; every other route keeps the app's 1 MB limit.
      bodyLimit: LISTING_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Import the listing reviews from a JSON export file',
        description:
          'Upserts the reviews by id and replaces the demo samples; reviews already stored and absent from the file stay. Answers the run.',
        security: admin,
        body: listingReviewsImportInput,
        response: { 200: listingSyncRunSchema, ...errorResponses(400, 401, 409, 413) },
      },
    },
    async (request) => {
      const outcome = await service.importReviews(request.body.reviews);
      if (outcome.status === 'busy') throw new AppError('SYNC_IN_PROGRESS', listingReviewsMessages.busy);
      if (!outcome.value.ok) {
        throw new AppError(
          'LISTING_REVIEWS_NOT_STORED',
          'The reviews could not be stored; nothing was changed. Please try again.',
        );
      }
      return outcome.value;
    },
  );
};
