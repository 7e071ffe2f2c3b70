import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';

export interface ReceivedMail {
  envelope: SMTPServerEnvelope;
  mail: ParsedMail;
  /** The X-Outbox-Id header: which outbox row this delivery came from. */
  outboxId: number;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Drops every connection and stops listening, like a crashed server. */
  kill(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server), reading every message with mailparser. A message
 * counts as received only once it is parsed and before the 250 reply goes out, so a message the test sees
 * is one the client was told was accepted. `beforeAccept` may kill the server instead of accepting.
 */
export async function startTestSmtpServer(
  options: { beforeAccept?: (server: TestSmtpServer, index: number) => Promise<boolean> | boolean } = {},
): Promise<TestSmtpServer> {
  let smtp: SMTPServer;
  let port = 0;
  let seen = 0;
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          try {
            const index = seen++;
            if (options.beforeAccept && !(await options.beforeAccept(api, index))) return;
            const mail = await simpleParser(Buffer.concat(chunks));
            const header = mail.headers.get('x-outbox-id');
            received.push({ envelope: session.envelope, mail, outboxId: Number(header) });
            for (const wake of waiters.splice(0)) wake();
            callback();
          } catch (error) {
            callback(error as Error);
          }
        });
      },
    });

  const listen = (server: SMTPServer) =>
    new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });

  const api: TestSmtpServer = {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages, received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    async kill() {
      const closed = new Promise<void>((resolve) => smtp.close(() => resolve()));
      for (const connection of smtp.connections) {
        (connection as unknown as { _socket: { destroy(): void } })._socket.destroy();
      }
      await closed;
    },
    async restart() {
      smtp = create();
      await listen(smtp);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };

  smtp = create();
  await listen(smtp);
  return api;
}

/** Retries `check` until it stops throwing: the worker records a delivery just after the server took it. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
