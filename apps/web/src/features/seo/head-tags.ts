import { escapeHtml, serializeForScript } from '../../lib/html';
import { type Language, languages } from '../../lib/language';

/** What a page says about itself to browsers, search engines and link previews (app/page-meta.tsx). */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's picture (Open Graph, X card): absolute, or a path on this site. */
  image?: string;
  imageAlt?: string;
  /** og:type; 'website' unless said. */
  type?: 'website' | 'product';
  /** Structured data, one JSON-LD block each. */
  jsonLd?: readonly object[];
  /** Error and not-found pages are kept out of search results, and get no canonical URL. */
  noindex?: boolean;
  /** og:site_name. */
  siteName?: string;
  /**
   * Fetched with high priority before the page's code (the largest picture of the page): what its
   * <img> gets from lib/responsive-image.ts, so the preload picks the same copy from the same srcset
   * as the <img> will, instead of fetching another one too.
   */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
}

export interface PageLocation {
  /** 'https://example.com'; '' renders root-relative URLs. */
  origin: string;
  pathname: string;
  lang: Language;
}

/** One tag of <head>; every one carries data-page-meta so the browser can replace them on navigation. */
export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; json: object };

export const HEAD_TAG_MARKER = 'data-page-meta';

const ogLocale: Record<Language, string> = { es: 'es_US', en: 'en_US' };

/**
 * The URL of a page in a language. Spanish is the site's default and lives at the plain path; English
 * adds ?lang=en, which the server honours before the language cookie (apps/server/src/plugins/web.ts).
 * Filters and other query parameters are not part of it: a filtered list has the list as canonical.
 */
export function pageUrl(origin: string, pathname: string, lang: Language): string {
  return `${origin}${pathname}${lang === 'en' ? '?lang=en' : ''}`;
}

export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Canonical, hreflang alternates, Open Graph, X card and JSON-LD of a page. */
export function headTags(meta: PageMeta, { origin, pathname, lang }: PageLocation): HeadTag[] {
  const tags: HeadTag[] = [];
  const url = pageUrl(origin, pathname, lang);
  if (meta.noindex) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    for (const language of languages) {
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: language, href: pageUrl(origin, pathname, language) },
      });
    }
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: pageUrl(origin, pathname, 'es') },
    });
  }
  const property = (name: string, content: string) =>
    tags.push({ tag: 'meta', attrs: { property: name, content } });
  if (meta.siteName) property('og:site_name', meta.siteName);
  property('og:type', meta.type ?? 'website');
  property('og:title', meta.title);
  property('og:description', meta.description);
  property('og:url', url);
  property('og:locale', ogLocale[lang]);
  for (const other of languages) if (other !== lang) property('og:locale:alternate', ogLocale[other]);
  if (meta.image) {
    property('og:image', absoluteUrl(origin, meta.image));
    if (meta.imageAlt) property('og:image:alt', meta.imageAlt);
  }
  tags.push({
    tag: 'meta',
    attrs: { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
  });
  if (meta.preloadImage) {
    const { src, srcSet, sizes } = meta.preloadImage;
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        href: src,
        ...(srcSet && sizes ? { imagesrcset: srcSet, imagesizes: sizes } : {}),
        fetchpriority: 'high',
      },
    });
  }
  for (const json of meta.jsonLd ?? []) tags.push({ tag: 'script', json });
  return tags;
}

/** The tags as HTML for the server's response. */
export function headTagsToHtml(tags: readonly HeadTag[], nonce: string): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'script') {
        return `<script type="application/ld+json" ${HEAD_TAG_MARKER} nonce="${escapeHtml(nonce)}">${serializeForScript(tag.json)}</script>`;
      }
      const attrs = Object.entries(tag.attrs)
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
        .join(' ');
      return `<${tag.tag} ${attrs} ${HEAD_TAG_MARKER} />`;
    })
    .join('\n');
}

/** Replaces the page's tags in the browser's <head> (client-side navigation, language change). */
export function applyHeadTags(tags: readonly HeadTag[], doc: Document = document): void {
  const key = JSON.stringify(tags);
  if (appliedKey.get(doc) === key) return;
  appliedKey.set(doc, key);
  const head = doc.head;
  for (const old of head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) old.remove();
  for (const tag of tags) {
    const element = doc.createElement(tag.tag);
    if (tag.tag === 'script') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.json);
    } else {
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    }
    element.setAttribute(HEAD_TAG_MARKER, '');
    head.append(element);
  }
}

const appliedKey = new WeakMap<Document, string>();
