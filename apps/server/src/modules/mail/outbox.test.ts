import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { outboxRepository } from './outbox.repository.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';
import { retryDelayMs } from './retry-delay.ts';
import { createSmtpTransport } from './smtp-transport.ts';

const quiet = { info() {}, warn() {}, error() {} };

/** Another pool on the same PostgreSQL schema, as a second server instance would have. */
async function openSecondInstance(database: Database): Promise<Database> {
  const result = (await database.db.execute(sql`select current_schema() as schema`)) as unknown as {
    rows: Array<{ schema: string }>;
  };
  const schema = result.rows[0]?.schema;
  const url = process.env.TEST_DATABASE_URL;
  if (!schema || !url) throw new Error('no schema or TEST_DATABASE_URL');
  return openDatabase({ kind: 'postgres', url, schema, poolSize: 3 });
}
const FROM = '"Miami Elite Rentals" <concierge@miamielite.example>';

describe('retryDelayMs', () => {
  it('doubles from the base up to the ceiling, half of it fixed and half random', () => {
    const policy = { baseMs: 1_000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 5_000,
    ]);
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, policy, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000,
    ]);
    expect(retryDelayMs(200, policy, () => 0.5)).toBe(7_500);
  });
});

describe('outbox worker', () => {
  let database: Database;
  let smtp: TestSmtpServer;
  const workers: OutboxWorker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await database.db.delete(mailOutbox);
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const worker = (options: Partial<OutboxWorkerOptions> = {}) => {
    const created = createOutboxWorker({
      db: database.db,
      transport: createSmtpTransport(smtp.url),
      from: FROM,
      businessEmail: 'owner@example.com',
      log: quiet,
      intervalMs: 50,
      kickDelayMs: 10,
      backoff: { baseMs: 20, maxMs: 100 },
      ...options,
    });
    workers.push(created);
    return created;
  };

  async function queue(count: number, to: (i: number) => string | null = (i) => `guest${i}@example.com`) {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const row = await database.db.transaction((tx) =>
        enqueueMail(tx, {
          kind: 'confirmation',
          to: to(i),
          subject: `Mensaje ${i} · reserva MIA-TEST${i}`,
          html: `<p>Hola ${i}</p>`,
          text: `Hola ${i}`,
          language: 'es',
        }),
      );
      ids.push(row.id);
    }
    return ids;
  }

  const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);

  it('delivers a queued message over SMTP and records it: recipient, subject, both bodies, Message-ID', async () => {
    const [id] = await queue(1);
    const w = worker();
    expect(await w.drain()).toBe(1);
    const [received] = smtp.received;
    expect(received?.envelope.rcptTo.map((r) => r.address)).toEqual(['guest0@example.com']);
    expect(received?.mail.subject).toBe('Mensaje 0 · reserva MIA-TEST0');
    expect(received?.mail.html).toContain('<p>Hola 0</p>');
    expect(received?.mail.text?.trim()).toBe('Hola 0');
    expect(received?.outboxId).toBe(id);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      toAddress: 'guest0@example.com',
      lastError: null,
    });
    expect(row?.messageId).toBe(`<${row?.deliveryKey}@miamielite.example>`);
    expect(received?.mail.messageId).toBe(row?.messageId);
    expect(row?.smtpResponse).toMatch(/^250/);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends a message queued for the business to the business address', async () => {
    await queue(1, () => null);
    await worker().drain();
    expect(smtp.received[0]?.envelope.rcptTo.map((r) => r.address)).toEqual(['owner@example.com']);
    expect((await rows())[0]?.toAddress).toBe('owner@example.com');
  });

  it('never sends a message twice when two workers race over 30 messages on one database', async () => {
    const ids = await queue(30);
    // On PostgreSQL the second worker is a second instance: its own pool of connections to the schema.
    const other = database.kind === 'postgres' ? await openSecondInstance(database) : undefined;
    const first = worker({ batchSize: 3 });
    const second = worker({ batchSize: 3, ...(other ? { db: other.db } : {}) });
    const tried = await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    await other?.close();
    // Both drains of a worker share one run; every message is tried by exactly one worker.
    expect(tried[0] + tried[1]).toBe(30);
    expect(tried[0]).toBeGreaterThan(0);
    expect(tried[1]).toBeGreaterThan(0);
    await smtp.waitFor(30);
    expect(smtp.received).toHaveLength(30);
    expect(smtp.received.map((r) => r.outboxId).sort((a, b) => a - b)).toEqual(ids);
    const stored = await rows();
    expect(stored.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('loses nothing when the SMTP server dies while sending, and delivers everything once it is back', async () => {
    const ids = await queue(20);
    let killed = false;
    const flaky = await startTestSmtpServer({
      beforeAccept: async (server, index) => {
        if (index !== 7 || killed) return true;
        killed = true;
        // The 8th message is on the wire when the server goes down: it is not accepted.
        await server.kill();
        setTimeout(() => void server.restart(), 400);
        return false;
      },
    });
    try {
      const w = worker({ transport: createSmtpTransport(flaky.url), batchSize: 5 });
      w.start();
      await flaky.waitFor(20, 20_000);
      await w.stop();
      expect(killed).toBe(true);
      expect(flaky.received.map((r) => r.outboxId).sort((a, b) => a - b)).toEqual(ids);
      const stored = await rows();
      expect(stored.every((row) => row.status === 'sent')).toBe(true);
      // The ones caught by the outage needed more than one attempt, and say why the first one failed.
      expect(stored.some((row) => row.attempts > 1)).toBe(true);
    } finally {
      await flaky.close();
    }
  });

  it('retries with backoff, marks the message failed after maxAttempts, and an admin can queue it again', async () => {
    const [id = 0] = await queue(1);
    const down = createSmtpTransport('smtp://127.0.0.1:9'); // nothing listens on the discard port
    const w = worker({ transport: down, maxAttempts: 3, backoff: { baseMs: 1, maxMs: 5 } });
    for (let i = 0; i < 3; i++) {
      await w.drain();
      const [row] = await rows();
      expect(row?.attempts).toBe(i + 1);
      expect(row?.status).toBe(i < 2 ? 'queued' : 'failed');
      expect(row?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await w.drain()).toBe(0);

    expect(await outboxRepository.requeueFailed(database.db, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
    expect(await worker().drain()).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a message whose worker died while sending once its lease runs out, and fences the dead worker', async () => {
    await queue(1);
    // A worker claims the message and dies before sending it.
    const [claimed] = await outboxRepository.claim(database.db, {
      limit: 10,
      leaseMs: 60_000,
      token: 'dead-worker',
    });
    expect(claimed?.status).toBe('sending');
    // While the lease lasts, nobody else takes it.
    expect(await worker().drain()).toBe(0);
    await database.db.update(mailOutbox).set({ leaseUntil: sql`now() - interval '1 second'` });
    expect(await worker().drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    // The dead worker cannot overwrite what the live one recorded.
    expect(
      await outboxRepository.markSent(database.db, claimed?.id ?? 0, 'dead-worker', {
        to: 'x@example.com',
        messageId: '<x@x>',
        response: '250',
      }),
    ).toBe(false);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('fails at once a message the server refuses for good, without retrying it', async () => {
    // A server that answers 550 to one recipient.
    const strict = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!address.address.startsWith('nobody')) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
    const { port } = strict.server.address() as AddressInfo;
    try {
      await queue(1, () => 'nobody@example.com');
      await worker({ transport: createSmtpTransport(`smtp://127.0.0.1:${port}`), maxAttempts: 8 }).drain();
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.lastError).toContain('550');
    } finally {
      await new Promise<void>((resolve) => strict.close(() => resolve()));
    }
  });

  it('wakes up when a message is queued, and hands back what it claimed but did not try when stopped', async () => {
    const w = worker({ intervalMs: 60_000, kickDelayMs: 20 });
    w.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await queue(1);
    await smtp.waitFor(1, 5_000);
    await w.stop();

    await queue(4);
    let release: () => void = () => {};
    const slow = createOutboxWorker({
      db: database.db,
      transport: {
        sendMail: async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { messageId: 'x', response: '250 ok' };
        },
      },
      from: FROM,
      businessEmail: 'owner@example.com',
      log: quiet,
      batchSize: 4,
    });
    const draining = slow.drain();
    slow.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = slow.stop();
    release();
    await stopping;
    await draining;
    const stored = (await rows()).slice(1);
    expect(stored.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(stored.filter((row) => row.status === 'queued' && row.attempts === 0)).toHaveLength(3);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sending'))).toHaveLength(
      0,
    );
  });
});
