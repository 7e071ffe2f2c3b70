import type { Language } from '../lib/language';
import adminEn from './en/admin.json';
import commonEn from './en/common.json';
import homeEn from './en/home.json';
import adminEs from './es/admin.json';
import commonEs from './es/common.json';
import homeEs from './es/home.json';

/** Bundled, not fetched (SPEC.md section 7): the server renders with them and the client hydrates with them. */
export const resources = {
  en: { common: commonEn, home: homeEn, admin: adminEn },
  es: { common: commonEs, home: homeEs, admin: adminEs },
} satisfies Record<Language, unknown>;

export type Namespace = keyof (typeof resources)['en'];
/** Every namespace, default first: t('key') looks in common, t('home:key') in home. */
export const namespaces = ['common', 'home', 'admin'] as const satisfies readonly Namespace[];
export const defaultNamespace = namespaces[0];
