import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './support/scratch-database.ts';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtp-test-server.ts';
import { multipartForm, testImages } from './support/test-images.ts';

/**
 * Horizontal scale (issue 8): two server processes on one PostgreSQL and one Redis, behind a tiny
 * round-robin proxy, as a load balancer would put them. Logins (tokens and rate limits), uploads, the
 * no-overlap rule and outbox delivery must hold across them. PostgreSQL only (.pg.test.ts): the
 * embedded database belongs to one process.
 */
const serverScript = fileURLToPath(new URL('./support/api-server.ts', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// Its own admin per run: the per-e-mail login budget lives in the shared Redis for 15 minutes.
const admin = {
  email: `scale-${randomBytes(4).toString('hex')}@example.com`,
  password: 'scale-password-123456',
};

/**
 * Sends each request to the next instance in turn and says which one answered (X-Instance). Like a
 * real load balancer it names the client in X-Forwarded-For: one made-up address per run, so the
 * per-address login budget in the shared Redis is this run's own.
 */
async function roundRobin(ports: number[]) {
  let next = 0;
  const clientIp = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const server: Server = createServer((req, res) => {
    const index = next++ % ports.length;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: ports[index],
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': clientIp },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

describe('two instances behind a load balancer', () => {
  const children: ChildProcess[] = [];
  let smtp: TestSmtpServer;
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  let dropDatabase = async () => {};
  let token = '';

  beforeAll(async () => {
    const scratch = await createScratchDatabase('scale');
    dropDatabase = scratch.drop;
    const url = scratch.url;
    smtp = await startTestSmtpServer();

    const ports = [0, 1].map(() => 20_000 + Math.floor(Math.random() * 20_000));
    // One after the other: the first one migrates and seeds, the second finds it done.
    for (const port of ports) {
      const child = spawn(process.execPath, [serverScript], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          TRUST_PROXY: 'true',
          SMTP_URL: smtp.url,
          MAIL_POLL_INTERVAL_MS: '200',
          JWT_SECRET: 'scale-test-secret-scale-test-secret-012345',
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://www.example.com',
        },
        stdio: 'ignore',
      });
      children.push(child);
      const deadline = Date.now() + 60_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.ok)
          .catch(() => false))
      ) {
        if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error(`instance on ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    proxy = await roundRobin(ports);
  }, 150_000);

  beforeAll(async () => {
    // One login for the whole file (five per e-mail in 15 minutes).
    const login = await call('POST', '/auth/login', { body: admin });
    expect(login.status).toBe(200);
    token = (login.data as { token: string }).token;
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    proxy?.server.close();
    await smtp?.close();
    await dropDatabase();
  });

  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${proxy.url}/api${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return {
      status: res.status,
      instance: res.headers.get('x-instance'),
      data: await res.json().catch(() => null),
    };
  };

  it('accepts a token from either instance on the other, and counts failed logins across both', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('GET', '/users?limit=1', { token })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['0', '1']));

    // Five tries per e-mail in 15 minutes, wherever they land (counters in Redis).
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const tries = [];
    for (let i = 0; i < 6; i += 1)
      tries.push(await call('POST', '/auth/login', { body: { email, password: 'wrong-password-1' } }));
    expect(tries.map((t) => t.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(new Set(tries.map((t) => t.instance))).toEqual(new Set(['0', '1']));
  });

  it('serves from one instance the image uploaded through the other', async () => {
    const form = multipartForm({}, [{ bytes: await testImages.png(320, 200) }]);
    const upload = await fetch(`${proxy.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const [image] = ((await upload.json()) as { images: string[] }).images;
    const served = await Promise.all([1, 2].map(() => fetch(`${proxy.url}${image}`)));
    expect(served.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(served.map((r) => r.headers.get('x-instance')))).toEqual(new Set(['0', '1']));
  });

  it('lets exactly one of 8 bookings of the same dates win across both instances', async () => {
    const apartment = ((await call('GET', '/apartments?limit=1')).data as Array<{ id: number }>)[0]?.id;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('POST', '/reservations', {
          token,
          body: {
            apartmentId: apartment,
            clientName: 'Scale',
            clientLastname: `Guest ${i}`,
            clientEmail: `scale.guest${i}@example.com`,
            checkInDate: '2031-03-10',
            checkOutDate: '2031-03-14',
            pricePerNight: 300,
            cleaningFee: 50,
          },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(new Set(results.map((r) => r.instance))).toEqual(new Set(['0', '1']));
  });

  it('shows on each instance the payment registered through the other, on the next request', async () => {
    // Four calls, two to each instance: each answers from the database (decision 0019).
    const url = '/reservations?limit=5&sort=createdAt';
    const [booked] = (await call('GET', url, { token })).data as Array<{ id: number }>;
    const find = async () => {
      const answer = await call('GET', url, { token });
      const item = (answer.data as Array<{ id: number; amountPaid: number }>).find(
        (r) => r.id === booked?.id,
      );
      return { instance: answer.instance, amountPaid: item?.amountPaid };
    };
    const before = [await find(), await find(), await find(), await find()];
    expect(new Set(before.map((b) => b.instance))).toEqual(new Set(['0', '1']));
    let paidBefore = before[0]?.amountPaid ?? 0;

    for (const amount of [10, 15, 20, 25, 30]) {
      const paid = await call('POST', `/reservations/${booked?.id}/payments`, { token, body: { amount } });
      expect(paid.status).toBe(201);
      // The instance that did not take the payment shows it too.
      const after = [await find(), await find()];
      expect(new Set(after.map((a) => a.instance))).toEqual(new Set(['0', '1']));
      expect(after.map((a) => a.amountPaid)).toEqual([paidBefore + amount, paidBefore + amount]);
      paidBefore += amount;
    }
  });

  it('delivers every queued e-mail once, whichever instance queued it and whichever sends it', async () => {
    const list = (await call('GET', '/reservations?limit=10', { token })).data as Array<{
      id: number;
      clientEmail: string | null;
    }>;
    const withEmail = list.filter((r) => r.clientEmail).slice(0, 5);
    expect(withEmail.length).toBeGreaterThan(0);
    const queued = await Promise.all(
      withEmail.flatMap((r) =>
        ['confirmation', 'payment'].map((type) =>
          call('POST', `/reservations/${r.id}/send-notification`, { token, body: { type } }),
        ),
      ),
    );
    expect(queued.every((q) => q.status === 202)).toBe(true);
    const ids = queued.map((q) => (q.data as { mailId: number }).mailId);
    await smtp.waitFor(ids.length, 30_000);
    // A moment more: a second delivery of any of them would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const delivered = smtp.received.map((m) => m.outboxId).filter((id) => ids.includes(id));
    expect(delivered.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });
});
