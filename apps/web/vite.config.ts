import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Explicit so the config works the same from the repository root (vitest -c, the server's dev mode).
  root: import.meta.dirname,
  plugins: [react()],
  // Vite puts this placeholder on every script and link it writes; the server replaces it with the
  // per-response CSP nonce (apps/server/src/plugins/web.ts).
  html: { cspNonce: '%CSP_NONCE%' },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  // No ssr.noExternal: MUI 9, Emotion and react-router ship entry points that plain Node 24 imports,
  // so dist/server/entry-server.js keeps them external and loads them from node_modules.
});
