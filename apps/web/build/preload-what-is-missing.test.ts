import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadWhatIsMissing } from './preload-what-is-missing';

const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as unknown as Rollup.OutputChunk;

/** The entry imports the framework chunk, which imports React; the list page's chunk imports a form. */
const bundle = {
  'assets/index.js': chunk(['assets/framework.js']),
  'assets/framework.js': chunk(['assets/react.js']),
  'assets/react.js': chunk([]),
  'assets/list-page.js': chunk(['assets/framework.js', 'assets/form.js']),
  'assets/form.js': chunk(['assets/react.js']),
} as unknown as Rollup.OutputBundle;

function withBundle() {
  const preloads = preloadWhatIsMissing((fileName) => fileName.startsWith('assets/admin/'));
  const generateBundle = preloads.plugin.generateBundle as { handler: (...args: unknown[]) => void };
  generateBundle.handler({}, bundle);
  return preloads;
}

describe('preloads of a lazy import', () => {
  it('leave out what the importing chunk has already loaded, directly or through its imports', () => {
    const { resolveDependencies } = withBundle();
    const deps = ['assets/list-page.js', 'assets/framework.js', 'assets/form.js', 'assets/react.js'];
    expect(resolveDependencies('assets/list-page.js', deps, { hostId: 'assets/index.js' })).toEqual([
      'assets/list-page.js',
      'assets/form.js',
    ]);
    // From a chunk that loaded the form already, only the page is missing.
    expect(resolveDependencies('assets/list-page.js', deps, { hostId: 'assets/form.js' })).toEqual([
      'assets/list-page.js',
      'assets/framework.js',
    ]);
  });

  it('are none for the back-office’s chunks', () => {
    const { resolveDependencies } = withBundle();
    expect(
      resolveDependencies('assets/admin/page.js', ['assets/admin/page.js', 'assets/form.js'], {
        hostId: 'assets/index.js',
      }),
    ).toEqual([]);
  });
});
