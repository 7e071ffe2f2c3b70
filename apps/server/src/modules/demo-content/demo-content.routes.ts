import { demoContentSchema, demoPurgeSchema } from '@app/shared/demo-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { demoContentRepository } from './demo-content.repository.ts';
import { removeDemoContent } from './remove-demo-content.ts';

const security = [{ bearerAuth: [] }];

/** The demo content the seed wrote: how much is left (every role) and removing it all (owner). */
export const demoContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo-content',
    {
      schema: {
        tags: ['demo content'],
        summary: 'Whether demo content is present, and how much of each kind',
        security,
        response: { 200: demoContentSchema, ...errorResponses(401) },
      },
    },
    async () => {
      const counts = await demoContentRepository.counts(app.db);
      return { present: Object.values(counts).some((n) => n > 0), counts };
    },
  );

  app.delete(
    '/demo-content',
    {
      schema: {
        tags: ['demo content'],
        summary: 'Remove all demo content in one transaction (owner); real data stays',
        security,
        response: { 200: demoPurgeSchema, ...errorResponses(401, 403) },
      },
    },
    async () => removeDemoContent(app.db),
  );
};
