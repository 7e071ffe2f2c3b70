import { serviceTypes } from '@app/shared/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { servicePages } from '../services/service-pages.ts';
import { siteOrigin } from './site-origin.ts';
import { renderRobots, renderSitemap, type SitemapPage } from './sitemap.ts';

export interface SeoRoutesOptions {
  /** PUBLIC_URL: the origin written in the sitemap and robots.txt (never the request's Host). */
  publicUrl?: string | undefined;
}

/**
 * The public pages of the web app (apps/web/src/app/paths.ts), for the sitemap. The guest's own
 * reservation pages (/reservations/{id}) need an access token and are left out.
 */
export const staticPublicPaths = [
  '/',
  '/services',
  ...serviceTypes.map((type) => `/services/${type}`),
  '/about',
  '/aboutFounder',
  '/contactUs',
  '/reviews',
  '/reservations',
] as const;

// More services than a boutique catalogue will ever list; the sitemap protocol allows 50,000 URLs.
const MAX_SERVICES_PER_TYPE = 5000;

/** GET /sitemap.xml and GET /robots.txt, outside /api (registered before the web app's catch-all). */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  app.get('/sitemap.xml', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    const pages: SitemapPage[] = staticPublicPaths.map((path) => ({ path }));
    for (const type of serviceTypes) {
      for (const row of await servicePages(app.db, type, MAX_SERVICES_PER_TYPE))
        pages.push({ path: `/services/${type}/${row.id}`, lastModified: row.updatedAt });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(siteOrigin(options.publicUrl), pages));
  });

  app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderRobots(siteOrigin(options.publicUrl))),
  );
};
