import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { type Params, useLocation, useMatches } from 'react-router';
import { applyHeadTags, headTags, type PageMeta } from '../features/seo/head-tags';
import { isLanguage, type Language } from '../lib/language';
import type { namespaces } from '../locales/resources';
import type { RootState } from './store';

export type { PageMeta };

/** A t() that takes keys of every namespace ('home:meta.title'). */
export type AnyNamespaceT = TFunction<typeof namespaces>;

/** What a route's meta may read besides the texts: the page's state (loaded by its loader) and its URL. */
export interface MetaContext {
  state: RootState;
  params: Params;
  lang: Language;
  /** 'https://example.com' (or '' when unknown): JSON-LD and Open Graph URLs are absolute. */
  origin: string;
}

/**
 * What a route may put in its `handle`: its <title>, description and the rest of PageMeta (picture,
 * JSON-LD, noindex), in the current language. The same function serves the server's HTML
 * (entry-server.tsx) and client-side navigation (DocumentMeta below): one mechanism.
 */
export interface RouteHandle {
  meta?: (t: AnyNamespaceT, context: MetaContext) => Partial<PageMeta> & { title: string };
}

interface MatchLike {
  handle: unknown;
  params: Params;
}

/** The deepest matched route that names its meta wins; the site's defaults fill the rest. */
export function resolvePageMeta(
  matches: readonly MatchLike[],
  t: AnyNamespaceT,
  context: Omit<MetaContext, 'params'>,
): PageMeta {
  const fallback: PageMeta = {
    title: t('common:meta.title'),
    description: t('common:meta.description'),
    siteName: context.state.site.content?.businessName ?? t('common:brand.name'),
  };
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (meta) return { ...fallback, ...meta(t, { ...context, params: match.params }) };
  }
  return fallback;
}

/**
 * Keeps <title>, the description and the page's head tags (canonical, alternates, Open Graph, JSON-LD)
 * in step with client-side navigation and language changes; the server writes the first ones into the
 * HTML (entry-server.tsx).
 */
export function DocumentMeta() {
  // Keys name their namespace ('home:meta.title'); the browser has only the loaded ones, so no list here
  // (importing the namespace list would bundle every translation: lib/i18n-client.ts).
  const { t: commonT, i18n } = useTranslation();
  const t = commonT as unknown as AnyNamespaceT;
  const matches = useMatches();
  // Read, not subscribed: the meta changes with the matched routes and the language (both re-render
  // this), and a route's data is in the store before it renders.
  const state = useStore<RootState>().getState();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'es';
  const { pathname } = useLocation();
  // Rendered on the server too (where it changes nothing: effects do not run there).
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const meta = resolvePageMeta(matches, t, { state, lang, origin });
  // A string, so the effect runs only when something in it changed (not on every store update).
  const key = JSON.stringify(meta);

  useEffect(() => {
    document.title = meta.title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = meta.description;
  }, [meta.title, meta.description]);

  useEffect(() => {
    applyHeadTags(headTags(JSON.parse(key) as PageMeta, { origin, pathname, lang }));
  }, [key, origin, pathname, lang]);

  return null;
}
