import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const servicesRoutes: FastifyPluginAsyncZod = async () => {};
