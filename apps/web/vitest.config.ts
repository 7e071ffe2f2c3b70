import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      // Forms typed into by user-event take seconds on a busy two-core CI machine; a limit is not a
      // speed test (speed is measured by `npm run bench`).
      testTimeout: 20_000,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
