import { healthResponse } from '@app/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        app.log.warn({ err }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, db: 'down' as const });
      }
    },
  );
};
