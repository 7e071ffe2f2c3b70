import type { Language } from '@app/shared/site';
import type { FastifyRequest } from 'fastify';

const LANG_COOKIE = /(?:^|;\s*)lang=(es|en)(?:;|$)/;

/** The first of es and en the Accept-Language header prefers (by its q weights), if any. */
function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && (entry.language === 'es' || entry.language === 'en'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language as Language | undefined;
}

/**
 * The language of an API answer (ARCHITECTURE.md): `?lang=es|en`, else the `lang` cookie, else
 * Accept-Language, else Spanish. One rule for every route.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (query === 'es' || query === 'en') return query;
  const cookie = LANG_COOKIE.exec(request.headers.cookie ?? '')?.[1] as Language | undefined;
  return cookie ?? fromAcceptLanguage(request.headers['accept-language']) ?? 'es';
}
