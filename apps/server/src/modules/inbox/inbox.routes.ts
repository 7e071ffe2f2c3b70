import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const inboxRoutes: FastifyPluginAsyncZod = async () => {};
