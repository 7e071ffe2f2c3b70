import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { outboxSignal } from './enqueue-mail.ts';
import { type OutboxRow, outboxRepository } from './outbox.repository.ts';
import { type BackoffPolicy, retryDelayMs } from './retry-delay.ts';

/** What the worker needs of nodemailer's transporter (tests may pass their own). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    headers: Record<string, string>;
    attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
    signal: AbortSignal;
  }): Promise<{ messageId: string; response: string }>;
  close?(): void;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerSettings {
  /** How often to look for due messages (default 10 s); a queued message also wakes the worker. */
  intervalMs?: number;
  /** How long after a message is queued in this process to look (its transaction must commit first). */
  kickDelayMs?: number;
  /** Messages claimed at once (default 10). */
  batchSize?: number;
  /** Attempts before a message is marked failed (default 8). */
  maxAttempts?: number;
  /** How long a claim lasts (default 10 min); a crashed worker's messages are retried after it. */
  leaseMs?: number;
  /** A send that takes longer is aborted (default 2 min); must stay well below leaseMs. */
  sendTimeoutMs?: number;
  backoff?: BackoffPolicy;
}

export interface Sender {
  from: string;
  businessEmail: string;
}

export interface OutboxWorkerOptions extends OutboxWorkerSettings {
  db: Db;
  transport: MailTransport;
  from: string;
  /** Where messages queued for "the business" (no recipient) go. */
  businessEmail: string;
  /**
   * The sender and the business address as they stand at each send (the owner may change the site's
   * name or e-mail in /admin); `from` and `businessEmail` when it is not given or fails.
   */
  sender?: () => Promise<Sender>;
  log: Log;
  random?: () => number;
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling, finishes the message being sent, hands back the rest of its claim. */
  stop(): Promise<void>;
  /** Delivers due messages until none is left (or the worker stops); returns how many it tried. */
  drain(): Promise<number>;
  readonly running: boolean;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/**
 * A refusal that retrying the same message would get again: the server rejected the recipient or the
 * message itself with a 5xx reply. A refused login, a refused connection or a timeout is retried instead:
 * those are fixed by fixing the server or its settings, and then the queued messages go out on their own.
 */
function isPermanent(error: unknown): boolean {
  const e = error as { code?: unknown; responseCode?: unknown; permanent?: unknown };
  const rejection = e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
  const fiveHundred = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return rejection && (e.permanent === true || fiveHundred);
}

const errorText = (error: unknown) => {
  const e = error as { message?: unknown; code?: unknown; response?: unknown };
  const parts = [
    typeof e.code === 'string' ? e.code : '',
    typeof e.message === 'string' ? e.message : String(error),
  ];
  return parts.filter(Boolean).join(': ');
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The outbox worker of one server process. Each instance runs one; they share nothing but the database.
 * A message is claimed (status sending, with a lease and a claim token) in one statement with
 * FOR UPDATE SKIP LOCKED, so two workers never hold the same message; it is sent with the Message-ID
 * chosen when it was queued; then it is marked sent, or queued again with exponential backoff and
 * jitter, or failed after maxAttempts.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const intervalMs = options.intervalMs ?? 10_000;
  const kickDelayMs = options.kickDelayMs ?? 250;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const sendTimeoutMs = Math.min(options.sendTimeoutMs ?? 2 * 60_000, leaseMs / 2);
  const backoff = options.backoff ?? { baseMs: 60_000, maxMs: 60 * 60_000 };
  const random = options.random ?? Math.random;
  const { db, log } = options;
  const domain = domainOf(options.from);

  let running = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let kickTimer: NodeJS.Timeout | undefined;
  let current: Promise<number> | undefined;
  let again = false;

  const fixedSender: Sender = { from: options.from, businessEmail: options.businessEmail };
  async function currentSender(): Promise<Sender> {
    if (!options.sender) return fixedSender;
    try {
      return await options.sender();
    } catch (error) {
      log.warn({ err: error }, 'mail: sender not read, the one at start used');
      return fixedSender;
    }
  }

  async function deliver(row: OutboxRow, token: string): Promise<void> {
    const { from, businessEmail } = await currentSender();
    const to = row.toAddress ?? businessEmail;
    const messageId = `<${row.deliveryKey}@${domain}>`;
    let info: { response: string };
    try {
      const attachments = await outboxRepository.attachmentsOf(db, row.id);
      info = await options.transport.sendMail({
        from,
        to,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId,
        headers: { 'X-Outbox-Id': String(row.id) },
        attachments: attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
    } catch (error) {
      const permanent = isPermanent(error);
      const retryInMs =
        permanent || row.attempts >= maxAttempts ? null : retryDelayMs(row.attempts, backoff, random);
      const text = errorText(error);
      log.warn(
        { outboxId: row.id, kind: row.kind, attempt: row.attempts, retryInMs, error: text },
        retryInMs === null ? 'e-mail failed for good' : 'e-mail not delivered, will retry',
      );
      try {
        await outboxRepository.markAttemptFailed(db, row.id, token, { error: text, retryInMs });
      } catch (markError) {
        // The lease runs out and the message is tried again: nothing was delivered, nothing is lost.
        log.error({ outboxId: row.id, err: markError }, 'could not record a failed e-mail attempt');
      }
      return;
    }

    // Delivered. Recording it must not fail silently: a message left "sending" would be sent again
    // when its lease runs out, so keep trying for a while before giving up.
    for (let attempt = 1; ; attempt++) {
      try {
        const marked = await outboxRepository.markSent(db, row.id, token, {
          to,
          messageId,
          response: info.response ?? '',
        });
        if (!marked) log.warn({ outboxId: row.id }, 'e-mail delivered after its claim was taken over');
        else log.info({ outboxId: row.id, kind: row.kind }, 'e-mail delivered');
        return;
      } catch (error) {
        if (attempt >= 6) {
          log.error(
            { outboxId: row.id, err: error },
            'e-mail delivered but not recorded; it may be sent again',
          );
          return;
        }
        await sleep(250 * 2 ** attempt);
      }
    }
  }

  async function drainOnce(): Promise<number> {
    let tried = 0;
    while (!stopping) {
      const token = randomUUID();
      const claimed = await outboxRepository.claim(db, { limit: batchSize, leaseMs, token });
      for (const [index, row] of claimed.entries()) {
        if (stopping) {
          await outboxRepository.release(
            db,
            claimed.slice(index).map((r) => r.id),
            token,
          );
          return tried;
        }
        await deliver(row, token);
        tried++;
      }
      if (claimed.length < batchSize) break;
    }
    return tried;
  }

  function drain(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let tried = 0;
      try {
        do {
          again = false;
          tried += await drainOnce();
        } while (again && !stopping);
      } catch (error) {
        log.error({ err: error }, 'outbox worker could not read the outbox');
      } finally {
        current = undefined;
      }
      return tried;
    })();
    return current;
  }

  function schedule() {
    if (!running || stopping) return;
    timer = setTimeout(async () => {
      await drain();
      schedule();
    }, intervalMs);
    timer.unref();
  }

  const onQueued = () => {
    if (!running || stopping || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      void drain();
    }, kickDelayMs);
    kickTimer.unref();
  };

  return {
    get running() {
      return running && !stopping;
    },
    start() {
      if (running) return;
      running = true;
      stopping = false;
      outboxSignal.on('queued', onQueued);
      void drain();
      schedule();
    },
    async stop() {
      stopping = true;
      outboxSignal.off('queued', onQueued);
      clearTimeout(timer);
      clearTimeout(kickTimer);
      kickTimer = undefined;
      await current;
      if (!running) return;
      running = false;
      options.transport.close?.();
    },
    drain,
  };
}
