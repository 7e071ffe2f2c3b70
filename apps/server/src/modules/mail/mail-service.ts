import type { Db } from '../../db/client.ts';
import { toBusiness } from '../documents/business.ts';
import { loadSiteContent } from '../site/site-content.ts';
import { readSiteContent } from '../site/site-store.ts';
import {
  createOutboxWorker,
  DEFAULT_MAX_ATTEMPTS,
  type MailTransport,
  type OutboxWorker,
  type OutboxWorkerSettings,
  type Sender,
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
  /** The sender as the server started (MAIL_FROM, else the site's name and e-mail then). */
  from: string;
  /** The sender and the business address as they stand now: follows the site's name and e-mail. */
  sender(): Promise<Sender>;
  /** BUSINESS_EMAIL as configured (monthly summaries require it). */
  businessEmail: string | null;
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
  // Built before the migrations run, so from the content file; each send then reads the site content
  // the owner saved in /admin (MAIL_FROM and BUSINESS_EMAIL, when set, win).
  const business = toBusiness(await loadSiteContent());
  const from = options.from ?? `${quoted(business.name)} <${business.email}>`;
  const businessAddress = options.businessEmail ?? business.email;
  const sender = async (): Promise<Sender> => {
    if (options.from && options.businessEmail) return { from, businessEmail: businessAddress };
    const now = toBusiness(await readSiteContent(db));
    return {
      from: options.from ?? `${quoted(now.name)} <${now.email}>`,
      businessEmail: options.businessEmail ?? now.email,
    };
  };
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined);
  const settings = options.worker === false ? undefined : (options.worker ?? {});
  const worker =
    transport && settings
      ? createOutboxWorker({ ...settings, db, transport, from, businessEmail: businessAddress, sender, log })
      : null;
  return {
    configured: transport !== undefined,
    from,
    sender,
    businessEmail: options.businessEmail ?? null,
    maxAttempts: settings?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    worker,
  };
}
