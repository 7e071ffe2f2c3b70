import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty PostgreSQL database on the server at TEST_DATABASE_URL, for tests that run whole server
 * processes (they own the database, schemas and all). `url` reaches it; `drop` removes it, even with
 * connections still open.
 */
export async function createScratchDatabase(prefix: string) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('a scratch database needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { name, url, drop: () => run(`drop database if exists "${name}" with (force)`) };
}
