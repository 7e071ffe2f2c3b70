import type { Db } from '../../db/client.ts';
import { toBusiness } from '../documents/business.ts';
import { loadSiteContent } from '../site/site-content.ts';
import {
  createOutboxWorker,
  DEFAULT_MAX_ATTEMPTS,
  type MailTransport,
  type OutboxWorker,
  type OutboxWorkerSettings,
} from './outbox-worker.ts';
import { createSmtpTransport } from './smtp-transport.ts';

/** E-mail settings of the app (from SMTP_URL, MAIL_FROM, BUSINESS_EMAIL). */
export interface MailOptions {
  /** Without it nothing is sent: messages stay queued and GET /api/mail/status says configured: false. */
  smtpUrl?: string | undefined;
  /** The sender; by default the business name and the site's e-mail. */
  from?: string | undefined;
  /** Receives contact messages and monthly summaries. */
  businessEmail?: string | undefined;
  /** false: no worker in this process (tests that drive a worker themselves). */
  worker?: OutboxWorkerSettings | false;
  /** Another transport than SMTP_URL (tests). */
  transport?: MailTransport;
}

export interface MailService {
  /** An SMTP server is configured: queued messages will be delivered. */
  configured: boolean;
  from: string;
  /** BUSINESS_EMAIL as configured (monthly summaries require it). */
  businessEmail: string | null;
  /** Where business messages go: BUSINESS_EMAIL, else the e-mail shown on the site. */
  businessAddress: string;
  maxAttempts: number;
  worker: OutboxWorker | null;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const quoted = (name: string) => `"${name.replace(/["\\]/g, '')}"`;

export async function createMailService(options: MailOptions = {}, db: Db, log: Log): Promise<MailService> {
  // Built before the migrations run, so from the content file: the sender and the business address
  // follow a change saved in /admin only after a restart (the messages' texts follow it at once).
  const business = toBusiness(await loadSiteContent());
  const from = options.from ?? `${quoted(business.name)} <${business.email}>`;
  const businessAddress = options.businessEmail ?? business.email;
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined);
  const settings = options.worker === false ? undefined : (options.worker ?? {});
  const worker =
    transport && settings
      ? createOutboxWorker({ ...settings, db, transport, from, businessEmail: businessAddress, log })
      : null;
  return {
    configured: transport !== undefined,
    from,
    businessEmail: options.businessEmail ?? null,
    businessAddress,
    maxAttempts: settings?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    worker,
  };
}
