import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repository methods take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

/** The rows of a raw SQL statement (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations, or those of another folder (a test migrating to an earlier version). */
  migrate(folder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const casing = 'snake_case';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // No dataDir: an in-memory database (tests).
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: path.join(dataDir, 'pgdata') } : {}),
      extensions: { btree_gist, pg_trgm },
    });
    const db = drizzlePglite({ client, schema, casing }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: (folder = migrationsFolder) =>
        migratePglite(drizzlePglite({ client, schema, casing }), { migrationsFolder: folder }),
      ping: async () => {
        if (client.closed) throw new Error('database is closed');
        await client.query('select 1');
      },
      close: async () => {
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(options: { url: string; schema?: string; poolSize?: number }): Promise<Database> {
  const connection: pg.ClientConfig = {
    connectionString: options.url,
    connectionTimeoutMillis: 5_000,
    // A per-run schema keeps test runs apart on one shared server.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 10 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Db;
  if (options.schema) await pool.query(`create schema if not exists "${options.schema}"`);
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) =>
      migratePg(drizzlePg({ client: pool, schema, casing }), {
        migrationsFolder: folder,
        ...(options.schema ? { migrationsSchema: options.schema } : {}),
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
