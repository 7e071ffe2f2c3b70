import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { type ChangeFeed, coalesce, createChangeFeed, createWriteBoundCache } from './change-feed.ts';
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
    const before = await feed.caughtUp();
    expect(before).not.toBeNull();
    await write();
    expect(await feed.caughtUp()).not.toBe(before);
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
    const before = await feed.caughtUp();
    await database.db.execute(sql`select count(*) from clients`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into app_meta (key, value) values ('rolled-back', '1')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await feed.caughtUp()).toBe(before);
  });

  it('answers the same feed to every caller, and stops following when the database closes', async () => {
    const other = (await database.openAnotherInstance?.()) ?? (await createTestDatabase());
    const otherFeed = await other.followChanges(silent);
    expect(await other.followChanges(silent)).toBe(otherFeed);
    expect(otherFeed.version()).not.toBeNull();
    await other.close();
    expect(otherFeed.version()).toBeNull();
    expect(await otherFeed.caughtUp()).toBeNull();
  });
});

describe('coalesced round trips', () => {
  /** A run that ends when the test says so, counting its starts. */
  const controlledRun = () => {
    const ends: Array<(error?: Error) => void> = [];
    const run = vi.fn(
      () => new Promise<void>((resolve, reject) => ends.push((error) => (error ? reject(error) : resolve()))),
    );
    const settle = async (error?: Error) => {
      await vi.waitFor(() => expect(ends.length).toBeGreaterThan(0));
      ends.shift()?.(error);
    };
    return { run, settle };
  };

  it('serves callers that came during a run with the next run, which starts after it ends', async () => {
    const { run, settle } = controlledRun();
    const catchUp = coalesce(run);
    const order: string[] = [];
    const first = catchUp().then(() => order.push('first'));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    // Came while the first run was on its way: that run may have started before what they wait for.
    const second = catchUp().then(() => order.push('second'));
    const third = catchUp().then(() => order.push('third'));
    await settle();
    await first;
    expect(order).toEqual(['first']);
    await settle();
    await Promise.all([second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("passes a run's failure to its callers only, and runs again for the next", async () => {
    const { run, settle } = controlledRun();
    const catchUp = coalesce(run);
    const failed = catchUp();
    await settle(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const next = catchUp();
    await settle();
    await expect(next).resolves.toBeUndefined();
  });

  it('answers null from a feed whose catch-up fails, and the version once it succeeds', async () => {
    let fail = true;
    const feed = createChangeFeed(async () => {
      if (fail) throw new Error('no answer');
    });
    expect(await feed.caughtUp()).toBeNull();
    feed.setFollowing(true);
    expect(await feed.caughtUp()).toBeNull();
    fail = false;
    expect(await feed.caughtUp()).toBe(feed.version());
  });
});

describe('a write-bound cache', () => {
  const setup = (options: { maxEntries?: number; maxAgeMs?: number } = {}) => {
    const feed = createChangeFeed();
    feed.setFollowing(true);
    const cache = createWriteBoundCache<string>(feed, { maxEntries: options.maxEntries ?? 10, ...options });
    return { feed, cache };
  };

  it('keeps a value until a write is heard', () => {
    const { feed, cache } = setup();
    cache.set('a', 'page 1', feed.version());
    expect(cache.get('a')).toBe('page 1');
    feed.notified();
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

  it('reads through, and keeps nothing, for a request that could not catch up with the writes', async () => {
    const { feed, cache } = setup();
    const read = vi.fn(async () => 'from the database');
    expect(await cache.getOrRead(feed.caughtUp(), 'a', read)).toBe('from the database');
    expect(await cache.getOrRead(feed.caughtUp(), 'a', read)).toBe('from the database');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await cache.getOrRead(Promise.resolve(null), 'a', read)).toBe('from the database');
    expect(read).toHaveBeenCalledTimes(2);
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
