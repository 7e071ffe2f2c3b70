import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../../test/support/scratch-database.ts';
import type { ChangeFeed } from './change-feed.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * PostgreSQL's listener is a connection of its own, and connections get lost (a restart, a failover,
 * an idle timeout). A scratch database: the test cuts the listener's connection from the server side.
 */
describe('the PostgreSQL change listener', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Database;
  let feed: ChangeFeed;
  const log = { warn: vi.fn(), info: vi.fn() };

  beforeAll(async () => {
    scratch = await createScratchDatabase('feed');
    database = await openDatabase({ kind: 'postgres', url: scratch.url.toString(), poolSize: 2 });
    await database.migrate();
    feed = await database.followChanges(log);
  });
  afterAll(async () => {
    await database.close();
    await scratch.drop();
  });

  it('stops following when its connection is cut, listens again, and hears writes after that', async () => {
    const before = feed.version();
    expect(before).not.toBeNull();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = $1 and query = 'LISTEN data_changed'`,
        [scratch.name],
      );
      expect(rows).toEqual([{ cut: true }]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(feed.version()).toBeNull(), { timeout: 2_000, interval: 5 });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Database change listener lost'));

    await vi.waitFor(() => expect(feed.version()).not.toBeNull(), { timeout: 5_000, interval: 20 });
    expect(log.info).toHaveBeenCalledWith('Database change listener is back');
    // Back under a new version: nothing kept from before the loss is served.
    const back = feed.version();
    expect(back).not.toBe(before);

    await database.db.execute(sql`insert into app_meta (key, value) values ('after-the-cut', '1')`);
    await vi.waitFor(() => expect(feed.version()).not.toBe(back), { timeout: 2_000, interval: 5 });
  });
});
