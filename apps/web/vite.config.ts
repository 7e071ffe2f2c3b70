import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { designTokens } from './build/design-tokens.ts';
import { muiWithoutCssVariables } from './build/mui-without-css-variables.ts';
import { preloadWhatIsMissing } from './build/preload-what-is-missing.ts';
import { scriptsAfterPictures } from './build/scripts-after-pictures.ts';
import { withoutUnusedLibraryCode } from './build/unused-library-code.ts';

// The back-office's lazy pages (client-only, never in a visitor's download): see modulePreload below.
const ADMIN_MODULE =
  /[\\/]src[\\/](?:features[\\/](?:admin-[^\\/]+|auth)|app[\\/](?:layouts[\\/]admin-layout|routes[\\/]admin-home|admin-routes))[\\/.]/;
const ADMIN_CHUNKS = 'assets/admin';
const preloads = preloadWhatIsMissing((fileName) => fileName.startsWith(`${ADMIN_CHUNKS}/`));

export default defineConfig({
  // Explicit so the config works the same from the repository root (vitest -c, the server's dev mode).
  root: import.meta.dirname,
  plugins: [
    react(),
    designTokens(),
    muiWithoutCssVariables(),
    scriptsAfterPictures(),
    withoutUnusedLibraryCode(),
    preloads.plugin,
  ],
  // Vite puts this placeholder on every script and link it writes; the server replaces it with the
  // per-response CSP nonce (apps/server/src/plugins/web.ts).
  html: { cspNonce: '%CSP_NONCE%' },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // One stylesheet for the whole site, linked from index.html: a server-rendered page has its styles
    // before any script runs, whichever lazy route it is (docs/decisions/0029).
    cssCodeSplit: false,
    // Every browser the site supports preloads modules natively; the polyfill would be in every
    // page's first download for nothing.
    modulePreload: {
      polyfill: false,
      // Vite lists, for every lazy import, the chunks to preload with it; the lists sit in the
      // importing chunk (for the pages: the entry), so only what is not loaded yet is listed.
      resolveDependencies: preloads.resolveDependencies,
    },
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && ADMIN_MODULE.test(chunk.facadeModuleId)
            ? `${ADMIN_CHUNKS}/[name]-[hash].js`
            : 'assets/[name]-[hash].js',
      },
    },
  },
  // No ssr.noExternal: MUI 9, Emotion and react-router ship entry points that plain Node 24 imports,
  // so dist/server/entry-server.js keeps them external and loads them from node_modules.
});
