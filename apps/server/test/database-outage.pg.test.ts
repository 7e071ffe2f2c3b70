import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './support/scratch-database.ts';

/**
 * Resilience (issue 8): PostgreSQL goes away while the server runs, then comes back. The server reaches
 * PostgreSQL through a TCP proxy this test can cut (the machine's PostgreSQL serves other tests, so it
 * is not stopped): health turns 503, requests fail with a clean JSON error, and once the database is
 * back everything works again without restarting the server. Only in the server-pg project (the
 * .pg.test.ts name): the embedded database cannot go away while its process runs.
 */
const serverScript = fileURLToPath(new URL('./support/api-server.ts', import.meta.url));
const admin = { email: 'outage@example.com', password: 'outage-password-12345' };

/** A TCP proxy to PostgreSQL that can be taken down (every connection cut, new ones refused) and up. */
async function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const up = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  };
  const down = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  };
  await up();
  return { port: () => port, up, down };
}

// Run alone with TEST_DB=postgres TEST_DATABASE_URL=...; `npm test` runs it in the server-pg project.
describe('PostgreSQL goes away and comes back', () => {
  let child: ChildProcess | undefined;
  let dropDatabase = async () => {};
  afterAll(async () => {
    child?.kill('SIGKILL');
    await dropDatabase();
  });

  it('answers 503 on health and clean errors while it is down, and recovers without a restart', async () => {
    const base = new URL(process.env.TEST_DATABASE_URL ?? '');
    const scratch = await createScratchDatabase('outage');
    dropDatabase = scratch.drop;

    const proxy = await databaseProxy({ host: base.hostname, port: Number(base.port || 5432) });
    const url = new URL(base);
    url.host = `127.0.0.1:${proxy.port()}`;
    url.pathname = scratch.url.pathname;
    const httpPort = 20_000 + Math.floor(Math.random() * 20_000);
    child = spawn(process.execPath, [serverScript], {
      env: {
        ...process.env,
        PORT: String(httpPort),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        JWT_SECRET: 'outage-test-secret-outage-test-secret-0123',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.example.com',
      },
      stdio: 'ignore',
    });
    const api = (pathname: string, init?: RequestInit) =>
      fetch(`http://127.0.0.1:${httpPort}/api${pathname}`, init);
    const waitFor = async (check: () => Promise<boolean>, what: string) => {
      const deadline = Date.now() + 60_000;
      while (!(await check().catch(() => false))) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    await waitFor(async () => (await api('/health')).status === 200, 'the server to start');
    const login = await api('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await api('/users?limit=5', { headers: auth })).status).toBe(200);
    // Asked twice before the outage: the write made while the server cannot reach the database shows after.
    const missedList = async () =>
      (await api('/users?q=missed', { headers: auth })).headers.get('x-total-count');
    expect([await missedList(), await missedList()]).toEqual(['0', '0']);

    await proxy.down();
    await waitFor(async () => (await api('/health')).status === 503, 'health to turn 503');
    expect(await (await api('/health')).json()).toEqual({ status: 'error', db: 'down' });
    // A request that needs the database fails cleanly: a JSON error, no details of the failure.
    const failed = await api('/users?limit=5', { headers: auth });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const body = (await failed.json()) as Record<string, unknown>;
    expect(typeof body.message).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i);
    expect(child.exitCode).toBeNull();
    // Meanwhile another process, which still reaches the database, writes: the server cannot hear it.
    const direct = new pg.Client({ connectionString: scratch.url.toString() });
    await direct.connect();
    await direct.query(`insert into clients (name, lastname) values ('Missed', 'Write')`);
    await direct.end();

    await proxy.up();
    await waitFor(async () => (await api('/health')).status === 200, 'health to recover');
    expect((await api('/users?limit=5', { headers: auth })).status).toBe(200);
    expect(await missedList()).toBe('1');
    const created = await api('/users', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'After', lastname: 'Outage', email: 'after.outage@example.com' }),
    });
    expect(created.status).toBe(201);
    await proxy.down();
    child.kill('SIGKILL');
  }, 180_000);
});
