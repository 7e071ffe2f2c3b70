import type { FastifyRequest } from 'fastify';

export type AnswerLanguage = 'es' | 'en';

const LANG_COOKIE = /(?:^|;\s*)lang=(es|en)(?:;|$)/;

/** The es or en of an Accept-Language header with the highest weight, if either is there. */
function fromAcceptLanguage(header: string | undefined): AnswerLanguage | undefined {
  let best: { lang: AnswerLanguage; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const lang = tag.split('-')[0];
    if (lang !== 'es' && lang !== 'en') continue;
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang;
}

/**
 * The language of an API answer (ARCHITECTURE.md, "Every service bookable"): `?lang=es|en`, else the
 * `lang` cookie, else Accept-Language, else Spanish.
 */
export function answerLanguage(request: FastifyRequest): AnswerLanguage {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (query === 'es' || query === 'en') return query;
  const cookie = LANG_COOKIE.exec(request.headers.cookie ?? '')?.[1] as AnswerLanguage | undefined;
  return cookie ?? fromAcceptLanguage(request.headers['accept-language']) ?? 'es';
}
