import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const documentsRoutes: FastifyPluginAsyncZod = async () => {};
