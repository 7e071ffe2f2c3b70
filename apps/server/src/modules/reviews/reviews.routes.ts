import {
  AVERAGE_RATING_HEADER,
  adminReviewListQuery,
  adminReviewSchema,
  bulkReviewInput,
  bulkReviewResponse,
  createReviewInput,
  reviewListQuery,
  reviewSchema,
  reviewStatusSchema,
  submittedReviewSchema,
  updateReviewInput,
} from '@app/shared/reviews';
import { idParam, TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { type FormRateLimit, publicFormRateLimit } from '../inbox/public-form-rate-limit.ts';
import { readOwnerSettings } from '../site/owner-settings.ts';
import { reviewsRepository, toAdminReview, toReview, toSubmittedReview } from './reviews.repository.ts';

export interface ReviewsRoutesOptions {
  /** Reviews one address may submit; 5 per 10 minutes unless given. */
  submitRateLimit?: FormRateLimit;
}

const reviewNotFound = () => new AppError('REVIEW_NOT_FOUND', 'Review not found');
const admin = [{ bearerAuth: [] }];

export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (app, options) => {
  const submitRateLimit = options.submitRateLimit ?? { max: 5, timeWindow: '10 minutes' };

  app.get(
    '/reviews',
    {
      config: { public: true },
      schema: {
        tags: ['reviews'],
        summary: 'Published reviews, newest first (with an admin token: every status)',
        description: `X-Total-Count: number of published reviews (with an admin token: of every status). X-Average-Rating: the published reviews' average rating (2 decimals, 0 when none); with X-Total-Count it is the aggregate rating of the SEO markup.`,
        querystring: reviewListQuery,
        response: {
          200: z.array(reviewSchema.extend({ status: reviewStatusSchema.optional() })),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      // Pending and hidden reviews are the staff's to see (public route, read by an admin too).
      const staff = request.admin !== null;
      const [{ rows, total }, summary] = await Promise.all([
        reviewsRepository.list(app.db, {
          ...request.query,
          ...(staff ? {} : { status: 'published' as const }),
        }),
        reviewsRepository.visibleSummary(app.db),
      ]);
      reply
        .header(TOTAL_COUNT_HEADER, staff ? total : summary.count)
        .header(AVERAGE_RATING_HEADER, summary.average.toFixed(2));
      return rows.map(staff ? toSubmittedReview : toReview);
    },
  );

  app.get(
    '/reviews/all',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Every review, pending and hidden ones too, newest first (admin)',
        security: admin,
        querystring: adminReviewListQuery,
        response: { 200: z.array(adminReviewSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await reviewsRepository.list(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map(toAdminReview);
    },
  );

  app.post(
    '/reviews',
    {
      config: { public: true, rateLimit: publicFormRateLimit(submitRateLimit, 'reviews') },
      schema: {
        tags: ['reviews'],
        summary: 'Submit a review (plain text; rate limited per address); it waits for approval',
        body: createReviewInput,
        response: { 201: submittedReviewSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { reviewsPublishWithoutApproval } = await readOwnerSettings(app.db);
      const status = reviewsPublishWithoutApproval ? 'published' : 'pending';
      const row = await reviewsRepository.insert(app.db, { ...request.body, status });
      return reply.status(201).send(toSubmittedReview(row));
    },
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approve, hide or show a review, set or remove the business reply (admin)',
        security: admin,
        params: idParam(),
        body: updateReviewInput,
        response: { 200: adminReviewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { hidden, businessReply } = request.body;
      const status =
        request.body.status ?? (hidden === undefined ? undefined : hidden ? 'hidden' : 'published');
      const row = await reviewsRepository.update(app.db, request.params.id, {
        ...(status !== undefined ? { status } : {}),
        ...(businessReply !== undefined ? { businessReply } : {}),
      });
      if (!row) throw reviewNotFound();
      return toAdminReview(row);
    },
  );

  app.delete(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (admin)',
        security: admin,
        params: idParam(),
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await reviewsRepository.delete(app.db, request.params.id))) throw reviewNotFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reviews/bulk',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approve, hide or delete many reviews at once, all or none (admin)',
        security: admin,
        body: bulkReviewInput,
        response: { 200: bulkReviewResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ids } = request.body;
      const unique = [...new Set(ids)];
      // One transaction: an unknown id refuses the whole request, nothing is half done.
      return app.db.transaction(async (tx) => {
        const changed =
          'delete' in request.body
            ? await reviewsRepository.deleteMany(tx, unique)
            : await reviewsRepository.setStatusOfMany(tx, unique, request.body.status);
        if (changed !== unique.length) {
          throw new AppError('REVIEW_NOT_FOUND', 'Review not found', {
            found: changed,
            asked: unique.length,
          });
        }
        return { changed };
      });
    },
  );
};
