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
import { type ChangeFeed, coalesce, createChangeFeed, DATA_CHANGED_CHANNEL } from './change-feed.ts';
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
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Starts listening to the writes every table announces (migration 0008); the same feed on every call.
   * Closed with the database.
   */
  followChanges(log: ListenerLog): Promise<ChangeFeed>;
  close(): Promise<void>;
}

/** Where the PostgreSQL listener reports losing and regaining its connection. */
export interface ListenerLog {
  warn(message: string): void;
  info(message: string): void;
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
    const feed = createChangeFeed();
    let listening: Promise<ChangeFeed> | undefined;
    return {
      db,
      kind: 'pglite',
      // PGlite calls listeners while it reads a statement's results: a write's notification has moved
      // the version before the statement's promise resolves.
      followChanges: () =>
        (listening ??= client
          .listen(DATA_CHANGED_CHANNEL, () => feed.notified())
          .then(() => {
            feed.setFollowing(true);
            return feed;
          })),
      migrate: () => migratePglite(drizzlePglite({ client, schema, casing }), { migrationsFolder }),
      ping: async () => {
        if (client.closed) throw new Error('database is closed');
        await client.query('select 1');
      },
      close: async () => {
        feed.setFollowing(false);
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
  let listener: ReturnType<typeof listenToPostgres> | undefined;
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Db;
  if (options.schema) await pool.query(`create schema if not exists "${options.schema}"`);
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      migratePg(drizzlePg({ client: pool, schema, casing }), {
        migrationsFolder,
        ...(options.schema ? { migrationsSchema: options.schema } : {}),
      }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    followChanges: async (log) => {
      listener ??= listenToPostgres(connection, log);
      await listener.started;
      return listener.feed;
    },
    close: async () => {
      await listener?.stop();
      if (!pool.ended) await pool.end();
    },
  };
}

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'data-change-listener';
const RECONNECT_MS = { first: 250, max: 5_000 };
/** A listening connection that cannot answer `select 1` in this time is taken for lost. */
const CATCH_UP_TIMEOUT_MS = 2_000;

/**
 * A connection of its own that LISTENs for announced writes (NOTIFY needs a session; a pooled client
 * would be handed back). When it is lost, the feed stops following until a new connection listens
 * again, retried with a growing delay; in between every answer comes from the database.
 */
function listenToPostgres(connection: pg.ClientConfig, log: ListenerLog) {
  const feed = createChangeFeed(coalesce(catchUp));
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS.first;
  let stopped = false;

  function lost(client: pg.Client, error?: Error) {
    if (client !== current) return;
    current = undefined;
    feed.setFollowing(false);
    log.warn(
      `Database change listener lost (${error?.message ?? 'connection ended'}); answers are not cached until it is back`,
    );
    client.end().catch(() => {});
    if (!stopped) {
      retry = setTimeout(connect, delay);
      retry.unref();
      delay = Math.min(delay * 2, RECONNECT_MS.max);
    }
  }

  /**
   * A round trip on the listening connection. PostgreSQL signals every listener when a transaction
   * commits, before the writer is told it has, and a listener sends what it was signalled about before
   * it says it is ready for the next query (PostgresMain). So once `select 1` is answered, every write
   * committed before it was sent has been heard: a client that was told of a write, then asks this
   * process, gets an answer that has it. Calls share round trips (`coalesce`).
   */
  async function catchUp(): Promise<void> {
    const client = current;
    if (!client) throw new Error('not listening');
    let timer: NodeJS.Timeout | undefined;
    const answered = client.query('select 1');
    // Settled later if the timeout wins: the rejection of a connection being ended goes nowhere.
    answered.catch(() => {});
    try {
      await Promise.race([
        answered,
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer to a catch-up query in ${CATCH_UP_TIMEOUT_MS} ms`)),
            CATCH_UP_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      lost(client, error as Error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function connect(): Promise<void> {
    retry = undefined;
    // Keep-alive: a connection that dies without a word is noticed in seconds, not hours. Named, so that
    // an operator (and a test) can tell it in pg_stat_activity.
    const client = new pg.Client({
      ...connection,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    current = client;
    client.on('notification', () => feed.notified());
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    } catch (error) {
      lost(client, error as Error);
      return;
    }
    if (stopped || client !== current) {
      await client.end().catch(() => {});
      return;
    }
    if (delay !== RECONNECT_MS.first) log.info('Database change listener is back');
    delay = RECONNECT_MS.first;
    feed.setFollowing(true);
  }

  return {
    feed,
    started: connect(),
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      feed.setFollowing(false);
      await client?.end().catch(() => {});
    },
  };
}
