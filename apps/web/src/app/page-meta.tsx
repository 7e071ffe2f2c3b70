import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { namespaces } from '../locales/resources';

/** A t() that takes keys of every namespace ('home:meta.title'). */
export type AnyNamespaceT = TFunction<typeof namespaces>;

export interface PageMeta {
  title: string;
  description: string;
}

/** What a route may put in its `handle`: its <title> and description, in the current language. */
export interface RouteHandle {
  meta?: (t: AnyNamespaceT) => Partial<PageMeta> & { title: string };
}

/** The deepest matched route that names its meta wins; the site's defaults fill the rest. */
export function resolvePageMeta(handles: readonly unknown[], t: AnyNamespaceT): PageMeta {
  const fallback = { title: t('common:meta.title'), description: t('common:meta.description') };
  for (const handle of [...handles].reverse()) {
    const meta = (handle as RouteHandle | undefined)?.meta;
    if (meta) return { ...fallback, ...meta(t) };
  }
  return fallback;
}

/**
 * Keeps <title> and the description in step with client-side navigation and language changes; the
 * server writes the first ones into the HTML (entry-server.tsx).
 */
export function DocumentMeta() {
  const { t } = useTranslation(namespaces);
  const matches = useMatches();
  const { title, description } = resolvePageMeta(
    matches.map((match) => match.handle),
    t,
  );

  useEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);

  return null;
}
