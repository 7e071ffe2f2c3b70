import type { Language } from '../lib/language';

/*
 * The browser's translations, loaded on demand (lib/i18n-client.ts): one chunk per language for the
 * public site, one per language for the back-office (every admin*.json). A visitor downloads only the
 * public texts of the language being read; a new namespace file is picked up by the globs, nothing to
 * register. The server and the tests use locales/resources.ts, which holds them all.
 */

export type Bundle = Record<string, Record<string, unknown>>;
export type BundleGroup = 'public' | 'admin';

const loaders: Record<BundleGroup, Record<Language, () => Promise<{ default: Bundle }>>> = {
  public: { es: () => import('./bundles/public-es'), en: () => import('./bundles/public-en') },
  admin: { es: () => import('./bundles/admin-es'), en: () => import('./bundles/admin-en') },
};

export async function loadBundle(group: BundleGroup, lang: Language): Promise<Bundle> {
  return (await loaders[group][lang]()).default;
}
