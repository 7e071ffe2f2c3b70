import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { type Params, useLocation, useMatches } from 'react-router';
import type { PageMeta } from '../features/seo/head-tags';
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

/** A page's <title>, description and the rest of PageMeta (picture, JSON-LD, noindex), in the current language. */
export type MetaFunction = (t: AnyNamespaceT, context: MetaContext) => Partial<PageMeta> & { title: string };

/**
 * What a route may put in its `handle`: how to get its MetaFunction. A promise, so a page's meta (and
 * the JSON-LD builders it uses) can stay out of the page's first download: the server's HTML already
 * has the first page's head, and the browser needs a meta only when it navigates or changes language.
 * The same function serves the server's HTML (entry-server.tsx) and the browser (DocumentMeta below).
 */
export interface RouteHandle {
  meta?: () => Promise<MetaFunction>;
}

/** The handle of a route whose meta is small enough to come with the route table. */
export const metaHandle = (meta: MetaFunction): RouteHandle => ({ meta: async () => meta });

interface MatchLike {
  handle: unknown;
  params: Params;
}

/** The deepest matched route that names its meta wins; the site's defaults fill the rest. */
export async function resolvePageMeta(
  matches: readonly MatchLike[],
  t: AnyNamespaceT,
  context: Omit<MetaContext, 'params'>,
): Promise<PageMeta> {
  const fallback: PageMeta = {
    title: t('common:meta.title'),
    description: t('common:meta.description'),
    siteName: context.state.site.content?.businessName ?? t('common:brand.name'),
  };
  for (const match of [...matches].reverse()) {
    const loadMeta = (match.handle as RouteHandle | undefined)?.meta;
    if (loadMeta) return { ...fallback, ...(await loadMeta())(t, { ...context, params: match.params }) };
  }
  return fallback;
}

/**
 * Keeps <title>, the description and the page's head tags (canonical, alternates, Open Graph, JSON-LD)
 * in step with client-side navigation and language changes. The server wrote the first page's into
 * the HTML (entry-server.tsx), so a hydrated page starts with nothing to do; the back-office's shell
 * arrives without a title and gets its own at once.
 */
export function DocumentMeta() {
  // Keys name their namespace ('home:meta.title'); the browser has only the loaded ones, so no list here
  // (importing the namespace list would bundle every translation: lib/i18n-client.ts).
  const { t: commonT, i18n } = useTranslation();
  const matches = useMatches();
  const store = useStore<RootState>();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'es';
  const { pathname } = useLocation();
  const serverHead = useRef(typeof document !== 'undefined' && document.title !== '');

  useEffect(() => {
    if (serverHead.current) {
      serverHead.current = false;
      return;
    }
    let current = true;
    const origin = window.location.origin;
    const t = commonT as unknown as AnyNamespaceT;
    // A route's data is in the store before it renders.
    void Promise.all([
      resolvePageMeta(matches, t, { state: store.getState(), lang, origin }),
      import('../features/seo/head-tags'),
    ]).then(([meta, { applyHeadTags, headTags }]) => {
      // A later navigation or language change has its own turn.
      if (!current) return;
      document.title = meta.title;
      let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!description) {
        description = document.createElement('meta');
        description.name = 'description';
        document.head.append(description);
      }
      description.content = meta.description;
      applyHeadTags(headTags(meta, { origin, pathname, lang }));
    });
    return () => {
      current = false;
    };
  }, [matches, commonT, store, lang, pathname]);

  return null;
}
