import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const clientsRoutes: FastifyPluginAsyncZod = async () => {};
