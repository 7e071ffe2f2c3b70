import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const listingReviewsRoutes: FastifyPluginAsyncZod = async () => {};
