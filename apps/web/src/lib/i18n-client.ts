import type { i18n } from 'i18next';
import { type Bundle, type BundleGroup, loadBundle } from '../locales/bundles';
import { createI18nWith } from './i18n-core';
import { isLanguage, type Language } from './language';

/*
 * The browser's i18next: it starts with the public texts of the visitor's language only (the page was
 * rendered in it; the server inlined them) and fetches the rest when needed: the other language when the visitor switches
 * (changeLanguage waits for it, so no text flashes untranslated), the back-office's texts when an
 * /admin route loads (ensureAdminTranslations).
 */

let client: i18n | undefined;
const groups = new Set<BundleGroup>(['public']);

async function ensureLoaded(instance: i18n, lang: Language): Promise<void> {
  await Promise.all(
    [...groups].map(async (group) => {
      const probe = group === 'public' ? 'common' : 'admin';
      if (instance.hasResourceBundle(lang, probe)) return;
      const bundle = await loadBundle(group, lang);
      for (const [namespace, texts] of Object.entries(bundle)) {
        instance.addResourceBundle(lang, namespace, texts, true, true);
      }
    }),
  );
}

/**
 * `inline`: the texts the server wrote into the page (a server-rendered page); without them (the
 * /admin shell) the public bundle of the language is fetched.
 */
export async function createClientI18n(lang: Language, inline?: Bundle): Promise<i18n> {
  const instance = createI18nWith(lang, { [lang]: inline ?? (await loadBundle('public', lang)) });
  const changeLanguage = instance.changeLanguage.bind(instance);
  instance.changeLanguage = (async (lng?: string, callback?: Parameters<i18n['changeLanguage']>[1]) => {
    if (isLanguage(lng)) await ensureLoaded(instance, lng);
    return changeLanguage(lng, callback);
  }) as i18n['changeLanguage'];
  client = instance;
  return instance;
}

/** The /admin routes' loader: the back-office's namespaces in the current language. No-op on the server and in tests. */
export async function ensureAdminTranslations(): Promise<null> {
  groups.add('admin');
  if (client && isLanguage(client.language)) await ensureLoaded(client, client.language);
  return null;
}
