import { siteContentSchema } from '@app/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSiteContent } from './site-content.ts';

export interface SiteRoutesOptions {
  /** The content file; apps/server/content/site.json by default. */
  contentFile?: string;
}

/** GET /api/site: the business content of the site. Read once at start: edit the file, then restart. */
export const siteRoutes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, options) => {
  const content = await loadSiteContent(options.contentFile);

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
      reply.header('cache-control', 'public, max-age=300');
      return content;
    },
  );
};
