import type { Bundle } from './bundles';

/** { './es/common.json': {...} } from import.meta.glob to { common: {...} }. */
export function toBundle(files: Record<string, Record<string, unknown>>): Bundle {
  const bundle: Bundle = {};
  for (const [file, texts] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) bundle[namespace] = texts;
  }
  return bundle;
}
