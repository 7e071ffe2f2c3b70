/** A page of the site in the sitemap: its path and, when known, when its content last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

const languages = ['es', 'en'] as const;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/**
 * The URL of a page in a language, as the web app writes it in its hreflang alternates
 * (apps/web/src/features/seo/head-tags.ts pageUrl): Spanish at the plain path, English with ?lang=en.
 */
export function pageUrl(origin: string, path: string, lang: (typeof languages)[number]): string {
  return `${origin}${path}${lang === 'en' ? '?lang=en' : ''}`;
}

/**
 * sitemap.xml: every page once per language, each entry naming its alternates (hreflang es, en and
 * x-default), as search engines ask for multilingual sites.
 */
export function renderSitemap(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...languages.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(pageUrl(origin, page.path, lang))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(pageUrl(origin, page.path, 'es'))}"/>`,
    ].join('\n');
    const lastmod = page.lastModified ? `\n    <lastmod>${page.lastModified.toISOString()}</lastmod>` : '';
    return languages.map(
      (lang) =>
        `  <url>\n    <loc>${xml(pageUrl(origin, page.path, lang))}</loc>${lastmod}\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the back-office and the API stay out of search engines, except the uploaded photos
 * (under /api/uploads/), which the services' pages, their Open Graph cards and JSON-LD point to.
 */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    'Allow: /api/uploads/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
