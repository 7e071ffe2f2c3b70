import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const summariesRoutes: FastifyPluginAsyncZod = async () => {};
