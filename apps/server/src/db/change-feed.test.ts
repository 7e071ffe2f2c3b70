import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterAnnouncement, createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { type ChangeFeed, createChangeFeed, createWriteBoundCache } from './change-feed.ts';
import { queryRows } from './client.ts';

const silent = { warn: () => {}, info: () => {} };

describe('the change feed (migration 0008)', () => {
  let database: TestDatabase;
  let feed: ChangeFeed;
  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await database.followChanges(silent);
  });
  afterAll(() => database.close());

  const movesAfter = async (write: () => Promise<unknown>) => {
    const before = feed.version();
    expect(before).not.toBeNull();
    await write();
    await afterAnnouncement(() => expect(feed.version()).not.toBe(before));
  };

  it('has the trigger on every table of the schema, so that no write goes unannounced', async () => {
    const rows = await queryRows<{ table: string; announced: boolean }>(
      database.db,
      sql`select c.relname as table,
            exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_notify_data_changed') as announced
          from pg_class c
          where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace and c.relname not like '__drizzle%'`,
    );
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((row) => !row.announced).map((row) => row.table)).toEqual([]);
  });

  it('moves on a committed write, whatever wrote it', async () => {
    await movesAfter(() =>
      database.db.execute(sql`insert into app_meta (key, value) values ('feed-test', '1')`),
    );
    await movesAfter(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update app_meta set value = '2' where key = 'feed-test'`);
      }),
    );
    // Another instance's pool (PostgreSQL): what a second server process or a CLI command writes.
    const other = (await database.openAnotherInstance?.()) ?? database;
    try {
      await movesAfter(() => other.db.execute(sql`delete from app_meta where key = 'feed-test'`));
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('does not move for a write that is rolled back, nor for a read', async () => {
    const before = feed.version();
    await database.db.execute(sql`select count(*) from clients`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into app_meta (key, value) values ('rolled-back', '1')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // Long enough for PostgreSQL's listener to have heard a notification, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(feed.version()).toBe(before);
  });

  it('answers the same feed to every caller, and stops following when the database closes', async () => {
    const other = (await database.openAnotherInstance?.()) ?? (await createTestDatabase());
    const otherFeed = await other.followChanges(silent);
    expect(await other.followChanges(silent)).toBe(otherFeed);
    expect(otherFeed.version()).not.toBeNull();
    await other.close();
    expect(otherFeed.version()).toBeNull();
  });
});

describe('a write-bound cache', () => {
  const setup = (options: { maxEntries?: number; maxAgeMs?: number } = {}) => {
    const feed = createChangeFeed();
    feed.setFollowing(true);
    const cache = createWriteBoundCache<string>(feed, { maxEntries: options.maxEntries ?? 10, ...options });
    return { feed, cache };
  };

  it('keeps a value until a write is heard, from the database or from this process', () => {
    const { feed, cache } = setup();
    cache.set('a', 'page 1', feed.version());
    expect(cache.get('a')).toBe('page 1');
    feed.notified();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'page 1 again', feed.version());
    feed.written();
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a value read before a write that was heard while it was read', () => {
    const { feed, cache } = setup();
    const noted = feed.version();
    feed.notified();
    cache.set('a', 'read before the write', noted);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing while writes cannot be followed, and nothing from before the listener came back', () => {
    const { feed, cache } = setup();
    cache.set('a', 'before the loss', feed.version());
    feed.setFollowing(false);
    expect(feed.version()).toBeNull();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'during the loss', feed.version());
    feed.setFollowing(true);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('lets the least recently used value go first when full', () => {
    const { feed, cache } = setup({ maxEntries: 2 });
    cache.set('a', 'A', feed.version());
    cache.set('b', 'B', feed.version());
    cache.get('a');
    cache.set('c', 'C', feed.version());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('builds a value again after its maximum age even without a write', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const { feed, cache } = setup({ maxAgeMs: 1_000 });
      cache.set('a', 'A', feed.version());
      vi.advanceTimersByTime(999);
      expect(cache.get('a')).toBe('A');
      vi.advanceTimersByTime(1_002);
      expect(cache.get('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
