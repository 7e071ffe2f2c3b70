import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from './client.ts';

/**
 * Logical backups (`npm run backup` / `npm run restore`): every table's rows as gzipped JSON lines, so
 * one backup restores into either database (the embedded PGlite or PostgreSQL). The first line says
 * what it is and at which migration it was taken; then one line per row, tables in foreign-key order.
 * Binary columns (the images) are base64 `{"$bytes": "..."}`; timestamps are ISO strings.
 */
export const BACKUP_FORMAT = 'miami-rentals-backup';
const BACKUP_VERSION = 1;
const BATCH = 200;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** How many migrations the database had: a backup restores into the same version only. */
  migrations: number;
  tables: Array<{ name: string; rows: number }>;
}

interface Column {
  name: string;
  bytes: boolean;
  json: boolean;
  identityAlways: boolean;
}

interface Table {
  name: string;
  columns: Column[];
}

const query = queryRows;

const MIGRATIONS_TABLE = '__drizzle_migrations';
/**
 * Not data: the catalogue's version (migration 0010) only moves forward. Restored, it could go back to a
 * number a running server still keeps lists under; left out, the restore's own writes raise it.
 */
const CATALOG_VERSION_TABLE = 'catalog_version';

/** How many migrations drizzle recorded: in the "drizzle" schema, or the app's own when it has one. */
async function migrationCount(db: DbOrTx): Promise<number> {
  const [found] = await query<{ name: string | null }>(
    db,
    sql`select coalesce(to_regclass(${MIGRATIONS_TABLE}), to_regclass(${`drizzle.${MIGRATIONS_TABLE}`}))::text as name`,
  );
  if (!found?.name) return 0;
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(found.name)}`);
  return row?.n ?? 0;
}

/** The application's tables with their writable columns, parents before the tables that refer to them. */
async function tablesInOrder(db: DbOrTx): Promise<Table[]> {
  const columns = await query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_generated: string;
    identity_generation: string | null;
  }>(
    db,
    sql`select c.table_name, c.column_name, c.data_type, c.is_generated, c.identity_generation
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.table_name <> ${MIGRATIONS_TABLE} and c.table_name <> ${CATALOG_VERSION_TABLE}
        order by c.table_name, c.ordinal_position`,
  );
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace ns on ns.oid = child.relnamespace
        where con.contype = 'f' and ns.nspname = current_schema() and child.relname <> parent.relname`,
  );
  const tables = new Map<string, Table>();
  for (const column of columns) {
    const table = tables.get(column.table_name) ?? { name: column.table_name, columns: [] };
    // Generated columns are computed again by the database on insert.
    if (column.is_generated !== 'ALWAYS') {
      table.columns.push({
        name: column.column_name,
        bytes: column.data_type === 'bytea',
        json: column.data_type === 'json' || column.data_type === 'jsonb',
        identityAlways: column.identity_generation === 'ALWAYS',
      });
    }
    tables.set(column.table_name, table);
  }
  // Depth-first: every parent is placed before its children.
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name) || path.includes(name)) return;
    for (const { parent } of references.filter((reference) => reference.child === name)) {
      place(parent, [...path, name]);
    }
    const table = tables.get(name);
    if (table && !placed.has(name)) {
      placed.add(name);
      ordered.push(table);
    }
  };
  for (const name of [...tables.keys()].sort()) place(name, []);
  return ordered;
}

const encode = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  return value;
};

const decode = (value: unknown, column: Column): unknown => {
  if (column.bytes && typeof value === 'object' && value !== null && '$bytes' in value) {
    return Buffer.from(String((value as { $bytes: string }).$bytes), 'base64');
  }
  // json/jsonb values come back parsed (a JSON string as a JS string): send them as JSON text.
  if (column.json && value !== null) return JSON.stringify(value);
  return value;
};

/** Writes a backup of the whole database to `file` (gzipped JSON lines); returns its header. */
export async function backupDatabase(db: Db, file: string): Promise<BackupHeader> {
  // One transaction, repeatable read: every table as it was at the same moment.
  return db.transaction(
    async (tx) => {
      const tables = await tablesInOrder(tx);
      const counts = await Promise.all(
        tables.map(async (table) => {
          const [row] = await query<{ n: number }>(
            tx,
            sql`select count(*)::int as n from ${sql.identifier(table.name)}`,
          );
          return { name: table.name, rows: row?.n ?? 0 };
        }),
      );
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations: await migrationCount(tx),
        tables: counts,
      };
      const gzip = createGzip();
      const done = pipeline(gzip, createWriteStream(file));
      const write = async (line: unknown) => {
        if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
      };
      await write(header);
      for (const table of tables) {
        const list = sql.join(
          table.columns.map((column) => sql.identifier(column.name)),
          sql`, `,
        );
        for (let offset = 0; ; offset += BATCH) {
          const rows = await query<Record<string, unknown>>(
            tx,
            sql`select ${list} from ${sql.identifier(table.name)} order by 1 limit ${BATCH} offset ${offset}`,
          );
          for (const row of rows) {
            await write({
              t: table.name,
              r: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, encode(v)])),
            });
          }
          if (rows.length < BATCH) break;
        }
      }
      gzip.end();
      await done;
      return header;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export class BackupError extends Error {}

async function readHeader(file: string): Promise<BackupHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) return JSON.parse(line) as BackupHeader;
  } finally {
    lines.close();
  }
  throw new BackupError('The backup file is empty');
}

/**
 * Restores a backup into a migrated database of the same version, in one transaction: all of it or,
 * on any error, nothing. A database that already has rows is refused unless `replace` is set, which
 * empties every table first. Sequences continue after the restored ids.
 */
export async function restoreDatabase(db: Db, file: string, options: { replace?: boolean } = {}) {
  let header: BackupHeader;
  try {
    header = await readHeader(file);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a backup of this application (${(error as Error).message})`);
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this application`);

  return db.transaction(async (tx) => {
    const migrations = await migrationCount(tx);
    if (header.migrations !== migrations) {
      throw new BackupError(
        `The backup was taken at migration ${header.migrations}; this database is at ${migrations}. Restore it with the version of the application that made it.`,
      );
    }
    const tables = await tablesInOrder(tx);
    const byName = new Map(tables.map((table) => [table.name, table]));
    const nonEmpty: string[] = [];
    for (const table of tables) {
      const [row] = await query<{ any: boolean }>(
        tx,
        sql`select exists (select 1 from ${sql.identifier(table.name)}) as any`,
      );
      if (row?.any) nonEmpty.push(table.name);
    }
    if (nonEmpty.length > 0 && !options.replace) {
      throw new BackupError(
        `The database is not empty (${nonEmpty.join(', ')}): pass --replace to delete its data and restore the backup`,
      );
    }
    // Emptied first: what --replace deletes.
    const all = sql.join(
      tables.map((table) => sql.identifier(table.name)),
      sql`, `,
    );
    await tx.execute(sql`truncate ${all} restart identity cascade`);

    // Rows are inserted in batches of one table at a time.
    const batch: { table: Table | null; rows: Record<string, unknown>[] } = { table: null, rows: [] };
    const flush = async () => {
      const { table, rows } = batch;
      if (!table || rows.length === 0) return;
      const columns = table.columns.filter((column) => column.name in (rows[0] ?? {}));
      const list = sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      );
      const values = sql.join(
        rows.map(
          (row) =>
            sql`(${sql.join(
              columns.map((column) => sql`${decode(row[column.name], column)}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      );
      const overriding = columns.some((column) => column.identityAlways)
        ? sql` overriding system value`
        : sql``;
      await tx.execute(
        sql`insert into ${sql.identifier(table.name)} (${list})${overriding} values ${values}`,
      );
      batch.rows = [];
    };

    const restored = new Map<string, number>();
    const lines = createInterface({
      input: createReadStream(file).pipe(createGunzip()),
      crlfDelay: Infinity,
    });
    let first = true;
    for await (const line of lines) {
      if (first) {
        first = false;
        continue;
      }
      if (!line) continue;
      const { t, r } = JSON.parse(line) as { t: string; r: Record<string, unknown> };
      const table = byName.get(t);
      if (!table) throw new BackupError(`The backup has a table this database does not: ${t}`);
      if (batch.table !== table) {
        await flush();
        batch.table = table;
      }
      batch.rows.push(r);
      restored.set(t, (restored.get(t) ?? 0) + 1);
      if (batch.rows.length >= BATCH) await flush();
    }
    await flush();

    for (const expected of header.tables) {
      if ((restored.get(expected.name) ?? 0) !== expected.rows) {
        throw new BackupError(
          `The backup is incomplete: ${expected.name} has ${restored.get(expected.name) ?? 0} of ${expected.rows} rows`,
        );
      }
    }

    // Serial and identity columns continue after the highest restored id.
    const sequences = await query<{ table_name: string; column_name: string; sequence: string }>(
      tx,
      sql`select c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
          from information_schema.columns c
          where c.table_schema = current_schema()
            and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
    );
    for (const { table_name, column_name, sequence } of sequences) {
      await tx.execute(
        sql`select setval(${sequence}::regclass, coalesce((select max(${sql.identifier(column_name)}) from ${sql.identifier(table_name)}), 0) + 1, false)`,
      );
    }
    return header;
  });
}
