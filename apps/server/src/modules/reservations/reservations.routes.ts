import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reservationsRoutes: FastifyPluginAsyncZod = async () => {};
