import type { Plugin, Rollup } from 'vite';

/**
 * The chunks a dynamic import needs, minus those its importer has already loaded. Vite writes, for
 * every lazy import, the list of chunks to preload with it (`__vite__mapDeps` in the importer), and the
 * lists of the site's lazy pages repeat the chunks the entry imports itself (React, MUI, i18next, the
 * router, the store): those are in the browser before any lazy import can run, so preloading them
 * again does nothing but weigh on every page's entry. The back-office's chunks preload nothing: they
 * load their own imports as they need them, and their lists would sit in the entry too (decision 0008).
 */
export function preloadWhatIsMissing(isBackOffice: (fileName: string) => boolean) {
  let bundle: Rollup.OutputBundle | undefined;

  function staticClosure(fileName: string): Set<string> {
    const loaded = new Set<string>();
    const pending = [fileName];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (loaded.has(next)) continue;
      loaded.add(next);
      const chunk = bundle?.[next];
      if (chunk?.type === 'chunk') pending.push(...chunk.imports);
    }
    return loaded;
  }

  const plugin: Plugin = {
    name: 'preload-what-is-missing',
    apply: 'build',
    // Before Vite's own generateBundle, which asks resolveDependencies below.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };

  const resolveDependencies = (filename: string, deps: string[], { hostId }: { hostId: string }) => {
    if (isBackOffice(filename)) return [];
    if (!bundle) throw new Error('preload-what-is-missing: the bundle is not known yet');
    const loaded = staticClosure(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };

  return { plugin, resolveDependencies };
}
