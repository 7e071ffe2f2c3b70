import {
  AVERAGE_RATING_HEADER,
  adminReviewListQuery,
  adminReviewSchema,
  createReviewInput,
  reviewListQuery,
  reviewSchema,
  updateReviewInput,
} from '@app/shared/reviews';
import { idParam, TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { type FormRateLimit, publicFormRateLimit } from '../inbox/public-form-rate-limit.ts';
import { reviewsRepository, toAdminReview, toReview } from './reviews.repository.ts';

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
        summary: 'Visible reviews, newest first',
        description: `X-Total-Count: number of visible reviews. X-Average-Rating: their average rating (2 decimals, 0 when none); with X-Total-Count it is the aggregate rating of the SEO markup.`,
        querystring: reviewListQuery,
        response: { 200: z.array(reviewSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const [{ rows }, summary] = await Promise.all([
        reviewsRepository.list(app.db, { ...request.query, hidden: false }),
        reviewsRepository.visibleSummary(app.db),
      ]);
      reply
        .header(TOTAL_COUNT_HEADER, summary.count)
        .header(AVERAGE_RATING_HEADER, summary.average.toFixed(2));
      return rows.map(toReview);
    },
  );

  app.get(
    '/reviews/all',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Every review, hidden ones too, newest first (admin)',
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
        summary: 'Submit a review (plain text; rate limited per address)',
        body: createReviewInput,
        response: { 201: reviewSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const row = await reviewsRepository.insert(app.db, request.body);
      return reply.status(201).send(toReview(row));
    },
  );

  app.patch(
    '/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Hide or show a review, set or remove the business reply (admin)',
        security: admin,
        params: idParam(),
        body: updateReviewInput,
        response: { 200: adminReviewSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { hidden, businessReply } = request.body;
      const row = await reviewsRepository.update(app.db, request.params.id, {
        ...(hidden !== undefined ? { hidden } : {}),
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
};
