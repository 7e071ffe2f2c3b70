import type { i18n } from 'i18next';
import { resources } from '../locales/resources';
import { createI18nWith } from './i18n-core';
import type { Language } from './language';

/**
 * An i18next instance with every namespace of both languages: for the server renderer and the tests.
 * The browser loads only what it shows (lib/i18n-client.ts), so these bundles stay out of its download.
 */
export function createI18n(lng: Language): i18n {
  return createI18nWith(lng, resources);
}

/**
 * The public site's texts in one language (every namespace but the back-office's admin*): the server
 * writes them into the page, so the browser starts i18next without fetching a translation file.
 */
export function publicResources(lng: Language): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(resources[lng]).filter(([namespace]) => !namespace.startsWith('admin')),
  ) as Record<string, Record<string, unknown>>;
}
