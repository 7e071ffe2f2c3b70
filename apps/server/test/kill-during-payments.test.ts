import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './support/scratch-database.ts';

/**
 * Resilience (issue 8): the server process is killed with SIGKILL in the middle of a burst of payment
 * writes, then started again on the same data. Every payment the API acknowledged (201) must be there,
 * and the reservation's amounts must agree with its payments. On the embedded database (PGlite in a
 * data directory) and, in the server-pg project, on a fresh PostgreSQL database.
 */
const serverScript = fileURLToPath(new URL('./support/api-server.ts', import.meta.url));
const admin = { email: 'resilience@example.com', password: 'resilience-password-123' };

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

describe('kill -9 during a burst of payments', () => {
  let dataDir: string;
  let databaseUrl = '';
  let dropDatabase = async () => {};
  let port: number;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kill-test-'));
    port = await freePort();
    if (process.env.TEST_DB === 'postgres') {
      const scratch = await createScratchDatabase('kill');
      databaseUrl = scratch.url.toString();
      dropDatabase = scratch.drop;
    }
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${port}`;

  async function start() {
    const started = spawn(process.execPath, [serverScript], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: 'kill-test-secret-kill-test-secret-0123456789',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.example.com',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = started;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`the server exited with ${started.exitCode}`);
      try {
        if ((await fetch(`${base()}/api/health`)).ok) return;
      } catch {}
      if (Date.now() > deadline) throw new Error('the server did not start in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function api<T>(
    method: string,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; data: T }> {
    const res = await fetch(`${base()}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, data: (await res.json().catch(() => null)) as T };
  }

  it('keeps every acknowledged payment, with the reservation totals derived from them', async () => {
    await start();
    const login = await api<{ token: string }>('POST', '/auth/login', undefined, admin);
    expect(login.status).toBe(200);
    const { token } = login.data;
    const list = await api<Array<{ id: number }>>('GET', '/reservations?limit=1', token);
    const reservationId = list.data[0]?.id;
    expect(reservationId).toBeDefined();

    // 8 clients pay in a loop, each payment with its own marker; the server is killed after 40 acks.
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let killed = false;
    let sequence = 0;
    const payer = async () => {
      // A cap, so a server that refuses every payment fails the test instead of looping forever.
      while (!killed && sequence < 2_000) {
        sequence += 1;
        const marker = `burst-${sequence}`;
        try {
          const res = await api('POST', `/reservations/${reservationId}/payments`, token, {
            amount: 1 + sequence / 100,
            paymentMethod: 'card',
            notes: marker,
          });
          if (res.status === 201) acknowledged.push(marker);
          else refused.push(`${res.status} ${JSON.stringify(res.data)}`);
        } catch {
          // The connection died with the server: not acknowledged.
        }
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          child?.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, payer));
    expect(refused.slice(0, 3)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    // A process killed by a signal keeps exitCode null: look at signalCode too, or wait forever.
    if (child && child.exitCode === null && child.signalCode === null) await once(child, 'exit');

    await start();
    const again = (await api<{ token: string }>('POST', '/auth/login', undefined, admin)).data.token;
    const payments = await api<Array<{ amount: number; notes: string }>>(
      'GET',
      `/reservations/${reservationId}/payments`,
      again,
    );
    expect(payments.status).toBe(200);
    const stored = new Set(payments.data.map((payment) => payment.notes));
    expect(acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);

    const reservation = await api<{ totalAmount: number; amountPaid: number; amountDue: number }>(
      'GET',
      `/reservations/${reservationId}`,
      again,
    );
    const paidCents = payments.data.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
    expect(Math.round(reservation.data.amountPaid * 100)).toBe(paidCents);
    expect(Math.round(reservation.data.amountDue * 100)).toBe(
      Math.round(reservation.data.totalAmount * 100) - paidCents,
    );
  }, 180_000);
});
