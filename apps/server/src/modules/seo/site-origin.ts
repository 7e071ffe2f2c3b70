/** Where the site is when PUBLIC_URL is not set (tests, the demo on one machine). */
export const LOCAL_ORIGIN = 'http://localhost';

/**
 * The site's origin for absolute URLs (canonical, hreflang, Open Graph, sitemap, robots.txt): PUBLIC_URL.
 * Never the request's Host or X-Forwarded-Host: anyone can send those, and a cache or a crawler would
 * then keep links to the sender's site (host header poisoning).
 */
export function siteOrigin(publicUrl: string | undefined): string {
  return new URL(publicUrl ?? LOCAL_ORIGIN).origin;
}
