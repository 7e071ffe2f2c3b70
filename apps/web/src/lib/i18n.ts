import i18next, { type i18n } from 'i18next';
import { defaultNamespace, namespaces, resources } from '../locales/resources';
import { fallbackLanguage, type Language, languages } from './language';

/**
 * A fresh i18next instance: one per server request (no shared language between visitors) and one in
 * the browser. Components reach it through I18nextProvider, never through a global.
 */
export function createI18n(lng: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    // Resources are bundled: initialise synchronously so the first render already has the texts.
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
