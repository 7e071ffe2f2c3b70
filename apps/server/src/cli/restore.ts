import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, openDatabaseFromEnv } from '../bootstrap.ts';
import { BackupError, restoreDatabase } from '../db/backup.ts';

/**
 * npm run restore -- <file> [--replace]: a backup made by `npm run backup` into the database of this
 * configuration (PGlite in DATA_DIR, or DATABASE_URL), migrated first. A database with data is only
 * overwritten with --replace. All or nothing: on any error nothing is changed. Stop the server first.
 */
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  process.stdout.write('Usage: npm run restore -- <backup file> [--replace]\n');
  process.exit(2);
}
if (!existsSync(file)) {
  process.stderr.write(`No such file: ${file}\n`);
  process.exit(1);
}
const database = await openDatabaseFromEnv(loadEnv());
try {
  await database.migrate();
  const header = await restoreDatabase(database.db, path.resolve(file), {
    replace: args.includes('--replace'),
  });
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Restored ${rows} rows of ${header.tables.length} tables from ${file} (taken ${header.createdAt})\n`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
