import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { images } from './schema/catalog.ts';
import { clients } from './schema/clients.ts';
import { reservations } from './schema/reservations.ts';
import { seedDemoContent } from './seed/seed.ts';

const quiet = { info: () => {} };

/** Every application table's row count. */
async function counts(database: Database) {
  const tables = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
        order by table_name`,
  );
  const result: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    );
    result[table_name] = row?.n ?? 0;
  }
  return result;
}

// The source is always the embedded database; the target is the one of the test project (PGlite, or
// PostgreSQL in server-pg): a backup moves between the two.
describe('backup and restore', () => {
  let dir: string;
  let source: Database;
  let target: TestDatabase;
  let file: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
    source = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'source') });
    await source.migrate();
    await seedDemoContent(source.db, quiet);
    target = await createTestDatabase();
    file = path.join(dir, 'backup.jsonl.gz');
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('restores every row of every table, images and JSON included, and ids continue after them', async () => {
    const header = await backupDatabase(source.db, file);
    expect(header.tables.find((table) => table.name === 'reservations')?.rows).toBeGreaterThan(0);

    await restoreDatabase(target.db, file);
    expect(await counts(target)).toEqual(await counts(source));

    const [sourceImage] = await source.db.select().from(images).orderBy(asc(images.hash)).limit(1);
    const [targetImage] = await target.db.select().from(images).orderBy(asc(images.hash)).limit(1);
    expect(sourceImage?.bytes.length).toBeGreaterThan(1000);
    expect(Buffer.from(targetImage?.bytes ?? []).equals(Buffer.from(sourceImage?.bytes ?? []))).toBe(true);
    expect(targetImage?.createdAt.toISOString()).toBe(sourceImage?.createdAt.toISOString());

    const order = asc(reservations.id);
    expect(await target.db.select().from(reservations).orderBy(order)).toEqual(
      await source.db.select().from(reservations).orderBy(order),
    );

    // And back: a backup of the restored database (PostgreSQL in server-pg) holds the same rows.
    const again = await backupDatabase(target.db, path.join(dir, 'again.jsonl.gz'));
    expect(again.tables).toEqual(header.tables);

    const highest = Math.max(...(await target.db.select({ id: clients.id }).from(clients)).map((c) => c.id));
    const [added] = await target.db
      .insert(clients)
      .values({ name: 'After', lastname: 'Restore', email: 'after.restore@example.com' })
      .returning({ id: clients.id });
    expect(added?.id).toBeGreaterThan(highest);
  });

  it('refuses to overwrite data unless asked to replace it, and then replaces all of it', async () => {
    await expect(restoreDatabase(target.db, file)).rejects.toThrow(
      /The database is not empty \(.*\): pass --replace/,
    );
    await restoreDatabase(target.db, file, { replace: true });
    expect(await counts(target)).toEqual(await counts(source));
  });

  it('refuses a file that is not a backup, and a truncated one, changing nothing', async () => {
    const before = await counts(target);
    const notBackup = path.join(dir, 'not-a-backup.gz');
    writeFileSync(notBackup, gzipSync('{"hello":"world"}\n'));
    await expect(restoreDatabase(target.db, notBackup, { replace: true })).rejects.toBeInstanceOf(
      BackupError,
    );

    const garbage = path.join(dir, 'garbage.gz');
    writeFileSync(garbage, 'plain text');
    await expect(restoreDatabase(target.db, garbage, { replace: true })).rejects.toBeInstanceOf(BackupError);

    // A backup that lost its end: header says more rows than the file has.
    const { gunzipSync } = await import('node:zlib');
    const { readFileSync } = await import('node:fs');
    const lines = gunzipSync(readFileSync(file)).toString().trimEnd().split('\n');
    const truncated = path.join(dir, 'truncated.jsonl.gz');
    writeFileSync(truncated, gzipSync(`${lines.slice(0, -5).join('\n')}\n`));
    await expect(restoreDatabase(target.db, truncated, { replace: true })).rejects.toThrow(
      /The backup is incomplete/,
    );
    expect(await counts(target)).toEqual(before);
  });
});

describe('npm run backup / npm run restore', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const run = (script: 'backup' | 'restore', dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(root, `apps/server/src/cli/${script}.ts`), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('backs up an embedded database to a file and restores it into an empty one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'backup-cli-'));
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'a') });
      await database.migrate();
      await seedDemoContent(database.db, quiet);
      await database.close();

      const file = path.join(dir, 'copy.jsonl.gz');
      const backup = run('backup', path.join(dir, 'a'), file);
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^Backed up \d+ rows of \d+ tables to /);

      const restore = run('restore', path.join(dir, 'b'), file);
      expect(restore.stdout).toMatch(/^Restored \d+ rows of \d+ tables from /);
      const again = run('restore', path.join(dir, 'b'), file);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('pass --replace');
      expect(run('restore', path.join(dir, 'b')).status).toBe(2);

      const [a, b] = [
        await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'a') }),
        await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'b') }),
      ];
      try {
        expect(await counts(b)).toEqual(await counts(a));
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
