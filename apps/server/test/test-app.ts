import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@app/shared/auth';
import pg from 'pg';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createAdmin } from '../src/modules/auth/manage-admins.ts';
import { createTokenService } from '../src/modules/auth/tokens.ts';
import { reservationsRepository } from '../src/modules/reservations/reservations.repository.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * A fresh, migrated database for one test file: PGlite in a temp dir, or a new schema on the
 * PostgreSQL at TEST_DATABASE_URL when the `server-pg` project runs (TEST_DB=postgres). Migrated with
 * the committed migrations, or with those of `migrationsFolder` (an earlier version, to test a migration).
 */
export async function createTestDatabase(options: { migrationsFolder?: string } = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await ensureSharedExtensions(url);
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 5 });
    await database.migrate(options.migrationsFolder);
    return {
      ...database,
      // A second connection pool on the same schema: what another server instance would have.
      openAnotherInstance: () => openDatabase({ kind: 'postgres', url, schema, poolSize: 5 }),
      close: async () => {
        await database.close();
        // A fresh connection: a test may have closed the pool on purpose (database down).
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rentals-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate(options.migrationsFolder);
  return {
    ...database,
    dataDir,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Extensions are per database. Test files migrate their schemas in parallel, and two concurrent
 * CREATE EXTENSION IF NOT EXISTS can still collide, so create it once up front and retry a collision.
 */
async function ensureSharedExtensions(url: string) {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('create extension if not exists btree_gist with schema public');
      await client.query('create extension if not exists pg_trgm with schema public');
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    } finally {
      await client.end();
    }
  }
}

export type TestDatabase = Database & { dataDir?: string; openAnotherInstance?: () => Promise<Database> };

export async function createTestApp(options: Partial<AppOptions> = {}) {
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const tokens = options.tokens ?? createTokenService(TEST_JWT_SECRET, '1h');
  const app = await buildApp({ ...options, database, tokens });
  await app.ready();
  return {
    app,
    database,
    tokens,
    /** The access token a guest gets for this reservation (POST /reservations/lookup), bound to its client. */
    guestToken: async (reservationId: number) => {
      const holder = await reservationsRepository.holderOf(database.db, reservationId);
      return tokens.signGuest({ reservationId, clientId: holder?.clientId ?? 1 });
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** Creates an admin (an owner unless told) and returns a valid bearer header for it. */
export async function loginAs(
  context: Awaited<ReturnType<typeof createTestApp>>,
  email = 'owner@example.com',
  role: StaffRole = 'owner',
) {
  const { admin } = await createAdmin(context.app.db, {
    email,
    name: 'Owner',
    password: TEST_PASSWORD,
    role,
  });
  const token = await context.tokens.sign({ adminId: admin.id, tokenVersion: admin.tokenVersion });
  return { admin, token, headers: { authorization: `Bearer ${token}` } };
}
