import { once } from 'node:events';
import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchDatabase } from '../../test/support/scratch-database.ts';
import type { ChangeFeed } from './change-feed.ts';
import { type Database, LISTENER_APPLICATION_NAME, openDatabase } from './client.ts';

/**
 * PostgreSQL's listener is a connection of its own: what another instance commits reaches it on its
 * own time, and connections get lost (a restart, a failover, an idle timeout) or hang. A scratch
 * database: the tests cut the listener's connection from the server side, or freeze it on the way.
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

  it('has heard, once caught up, every write another instance committed before', async () => {
    const other = await openDatabase({ kind: 'postgres', url: scratch.url.toString(), poolSize: 2 });
    try {
      // Without the catch-up, the version read right after the other's commit often has not moved yet.
      for (let round = 0; round < 100; round++) {
        const before = await feed.caughtUp();
        expect(before).not.toBeNull();
        await other.db.execute(sql`insert into app_meta (key, value) values (${`round-${round}`}, '1')`);
        expect(await feed.caughtUp(), `round ${round}`).not.toBe(before);
      }
      // Callers at the same moment share round trips; each still gets a version that has heard it all.
      await other.db.execute(sql`delete from app_meta where key like 'round-%'`);
      const versions = await Promise.all(Array.from({ length: 20 }, () => feed.caughtUp()));
      expect(new Set(versions)).toEqual(new Set([feed.version()]));
    } finally {
      await other.close();
    }
  });

  it('stops following when its connection is cut, listens again, and hears writes after that', async () => {
    const before = feed.version();
    expect(before).not.toBeNull();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = $1 and application_name = $2',
        [scratch.name, LISTENER_APPLICATION_NAME],
      );
      expect(rows).toEqual([{ cut: true }]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(feed.version()).toBeNull(), { timeout: 2_000, interval: 5 });
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Database change listener lost'));
    expect(await feed.caughtUp()).toBeNull();

    await vi.waitFor(() => expect(feed.version()).not.toBeNull(), { timeout: 5_000, interval: 20 });
    expect(log.info).toHaveBeenCalledWith('Database change listener is back');
    // Back under a new version: nothing kept from before the loss is served.
    const back = feed.version();
    expect(back).not.toBe(before);

    await database.db.execute(sql`insert into app_meta (key, value) values ('after-the-cut', '1')`);
    expect(await feed.caughtUp()).not.toBe(back);
  });

  it('takes a listener that stops answering for lost, instead of keeping requests waiting', async () => {
    const proxy = await freezableProxy(Number(scratch.url.port || 5432));
    const url = new URL(scratch.url);
    url.host = `127.0.0.1:${proxy.port}`;
    const frozenLog = { warn: vi.fn(), info: vi.fn() };
    const behindProxy = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      const frozenFeed = await behindProxy.followChanges(frozenLog);
      expect(await frozenFeed.caughtUp()).not.toBeNull();

      // The network drops the connection's packets without a word: no error, no end.
      proxy.freeze();
      const started = performance.now();
      expect(await frozenFeed.caughtUp()).toBeNull();
      expect(performance.now() - started).toBeGreaterThanOrEqual(1_900);
      expect(frozenLog.warn).toHaveBeenCalledWith(
        expect.stringContaining('no answer to a catch-up query in 2000 ms'),
      );
      expect(frozenFeed.version()).toBeNull();

      // New connections get through: it listens again.
      await vi.waitFor(() => expect(frozenFeed.version()).not.toBeNull(), { timeout: 5_000, interval: 20 });
      expect(await frozenFeed.caughtUp()).not.toBeNull();
    } finally {
      await behindProxy.close();
      proxy.close();
    }
  });
});

/** A TCP relay to PostgreSQL whose open connections can be frozen: bytes stop flowing both ways. */
async function freezableProxy(targetPort: number) {
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = tcpConnect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => open.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    close: () => {
      for (const socket of open) socket.destroy();
      server.close();
    },
  };
}
