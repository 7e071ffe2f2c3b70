import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, openDatabaseFromEnv } from '../bootstrap.ts';
import { backupDatabase } from '../db/backup.ts';

/**
 * npm run backup [-- <file>]: the whole database (PGlite in DATA_DIR, or DATABASE_URL) to a gzipped
 * JSON-lines file, by default backups/backup-<date>.jsonl.gz. With the embedded database, stop the
 * server first (it holds the data directory); PostgreSQL can be backed up while it runs.
 */
const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
const file = path.resolve(process.argv[2] ?? path.join('backups', `backup-${stamp}.jsonl.gz`));
const database = await openDatabaseFromEnv(loadEnv());
try {
  mkdirSync(path.dirname(file), { recursive: true });
  const header = await backupDatabase(database.db, file);
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(`Backed up ${rows} rows of ${header.tables.length} tables to ${file}\n`);
} finally {
  await database.close();
}
