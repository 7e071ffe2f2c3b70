import { configDefaults, defineConfig } from 'vitest/config';

// The server suite runs on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
// Files named *.pg.test.ts are about PostgreSQL itself (it going away, say): only the second run has them.
const serverOn = (name: string, db: 'pglite' | 'postgres') => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name,
    env: { TEST_DB: db },
    ...(db === 'pglite' ? { exclude: [...configDefaults.exclude, '**/*.pg.test.ts'] } : {}),
  },
});

const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  test: {
    ...(reportDir
      ? { reporters: ['default', 'json'], outputFile: { json: `${reportDir}/vitest.json` } }
      : {}),
    projects: [
      'packages/shared',
      'apps/web',
      serverOn('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('server-pg', 'postgres')] : []),
    ],
  },
});
