import type { FastifyRequest } from 'fastify';

/**
 * The site's origin for absolute URLs (canonical, hreflang, Open Graph, sitemap): PUBLIC_URL when set,
 * which is what search engines should see behind a proxy; else the scheme and host of the request.
 */
export function siteOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
