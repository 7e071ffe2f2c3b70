import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * drizzle-kit generate, then drop the "public". schema qualifier from the SQL: migrations must apply
 * to whatever schema is first on the search_path (the test suite gives each file its own schema).
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const result = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);

const folder = fileURLToPath(new URL('../db/migrations/', import.meta.url));
for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
  const path = `${folder}${file}`;
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) writeFileSync(path, fixed);
}
