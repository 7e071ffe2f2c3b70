import { siteContentSchema } from '@app/shared/site';
import { ownerSettingsSchema, siteContentInput } from '@app/shared/site-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { readOwnerSettings, saveOwnerSettings } from './owner-settings.ts';
import { loadSiteContent } from './site-content.ts';
import { readSiteContent, saveSiteContent } from './site-store.ts';

export interface SiteRoutesOptions {
  /** The content file (the defaults until the owner saves); apps/server/content/site.json by default. */
  contentFile?: string;
}

/** GET /api/site: the business content of the site; PUT /api/site: the owner or a manager changes it. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, options) => {
  // A broken file still stops the start, with a message naming every bad field.
  await loadSiteContent(options.contentFile);

  app.get(
    '/site',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: 'Business content shown on the site (name, founder, phones, address, e-mail, links)',
        response: { 200: siteContentSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every use: a change the owner saves shows at once.
      reply.header('cache-control', 'no-cache');
      return readSiteContent(app.db, options.contentFile);
    },
  );

  app.put(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Change the business content (owner, manager); the whole content, saved at once',
        security: [{ bearerAuth: [] }],
        body: siteContentInput,
        response: { 200: siteContentSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveSiteContent(app.db, request.body),
  );

  const settingsSchema = {
    tags: ['site'],
    security: [{ bearerAuth: [] }],
    response: { 200: ownerSettingsSchema, ...errorResponses(400, 401, 403) },
  };
  app.get('/settings', { schema: { ...settingsSchema, summary: "The owner's switches" } }, async () =>
    readOwnerSettings(app.db),
  );
  app.put(
    '/settings',
    {
      schema: {
        ...settingsSchema,
        summary: "Change the owner's switches (owner)",
        body: ownerSettingsSchema,
      },
    },
    async (request) => saveOwnerSettings(app.db, request.body),
  );
};
