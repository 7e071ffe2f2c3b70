import i18next, { type i18n, type Resource } from 'i18next';
import { fallbackLanguage, type Language, languages } from './language';

/**
 * A fresh i18next instance over the resources given: one per server request (no shared language
 * between visitors) and one in the browser. Components reach it through I18nextProvider, never
 * through a global.
 */
export function createI18nWith(lng: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: Object.keys(resources[lng] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // The resources are at hand: initialise synchronously so the first render already has the texts.
    initAsync: false,
    // Bundles added later (the back-office's, another language's) re-render the components using them.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}
