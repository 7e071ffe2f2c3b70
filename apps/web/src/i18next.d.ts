import type { defaultNamespace, resources } from './locales/resources';

// Typed keys: t('home:hero.title') is checked against the English resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['en'];
  }
}
