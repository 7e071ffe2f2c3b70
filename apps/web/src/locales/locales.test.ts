import { describe, expect, it } from 'vitest';
import { languages } from '../lib/language';
import { resources } from './resources';

/** Every leaf key of a translation tree, as 'a.b.c', with its value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null) {
    found.set(prefix, tree);
    return found;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(path, leaf);
  }
  return found;
}

const allNamespaces = [...new Set(languages.flatMap((lng) => Object.keys(resources[lng])))].sort();

describe('translations', () => {
  it('has the same namespaces in every language', () => {
    for (const lng of languages) expect(Object.keys(resources[lng]).sort()).toEqual(allNamespaces);
  });

  describe.each(allNamespaces)('namespace %s', (namespace) => {
    const keysOf = (lng: (typeof languages)[number]) =>
      leaves((resources[lng] as Record<string, unknown>)[namespace]);

    it('has every key in both Spanish and English', () => {
      const es = [...keysOf('es').keys()].sort();
      const en = [...keysOf('en').keys()].sort();
      expect(
        es.filter((key) => !en.includes(key)),
        'keys only in Spanish',
      ).toEqual([]);
      expect(
        en.filter((key) => !es.includes(key)),
        'keys only in English',
      ).toEqual([]);
    });

    it('shows a non-empty text for every key', () => {
      for (const lng of languages) {
        for (const [key, value] of keysOf(lng)) {
          expect(typeof value === 'string' && value.trim() !== '', `${lng} ${namespace}:${key}`).toBe(true);
        }
      }
    });

    it('neither formats a value ({{value, number}}) nor nests a text ($t(key)): the build leaves both out of i18next', () => {
      for (const lng of languages) {
        for (const [key, value] of keysOf(lng)) {
          expect(String(value), `${lng} ${namespace}:${key}`).not.toMatch(/{{[^}]*,[^}]*}}|\$t\(/);
        }
      }
    });

    it('uses the same {{placeholders}} in both languages', () => {
      const placeholders = (text: unknown) =>
        [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      const en = keysOf('en');
      for (const [key, value] of keysOf('es')) {
        expect(placeholders(value), `${namespace}:${key}`).toEqual(placeholders(en.get(key)));
      }
    });
  });
});
