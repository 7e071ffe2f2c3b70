import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
