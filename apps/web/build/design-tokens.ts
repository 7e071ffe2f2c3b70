import type { Plugin } from 'vite';
import { tokenStylesheet } from '../src/app/design-tokens.ts';

const ID = 'virtual:design-tokens.css';

/**
 * `import 'virtual:design-tokens.css'`: the design tokens of src/app/design-tokens.ts as CSS custom
 * properties on :root, written at build time (no script computes a style in the browser).
 */
export function designTokens(): Plugin {
  return {
    name: 'design-tokens',
    resolveId: (id) => (id === ID ? ID : undefined),
    load: (id) => (id === ID ? tokenStylesheet() : undefined),
  };
}
