export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

/** Spanish first, English as the fallback (SPEC.md section 9). */
export const defaultLanguage: Language = 'es';
export const fallbackLanguage: Language = 'en';

/** The server reads this cookie to render public pages in the visitor's language. */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_STORAGE_KEY = 'lang';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}

/**
 * The language the browser starts in: the one the server rendered with, else the one the server
 * wrote on <html> (the /admin shell), else the last choice kept in this browser, else Spanish.
 */
export function detectClientLanguage(): Language {
  if (isLanguage(window.__LANG__)) return window.__LANG__;
  const htmlLang = document.documentElement.lang;
  if (isLanguage(htmlLang)) return htmlLang;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the default.
  }
  return defaultLanguage;
}

/** Remembers the visitor's choice for the server (cookie) and this browser, and updates <html lang>. */
export function persistLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari before 18.4
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie is enough for the server.
  }
  document.documentElement.lang = language;
}
