import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const mailRoutes: FastifyPluginAsyncZod = async () => {};
