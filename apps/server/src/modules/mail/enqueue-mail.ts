import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { MailKind } from '@app/shared/mail';
import type { Language } from '@app/shared/site';
import type { Tx } from '../../db/client.ts';
import { outboxRepository } from './outbox.repository.ts';

export interface MailToQueue {
  kind: MailKind;
  /** The recipient; null sends it to the business (BUSINESS_EMAIL, else the site's e-mail). */
  to: string | null;
  replyTo?: string | undefined;
  subject: string;
  html: string;
  text: string;
  language: Language;
  reservationId?: number | undefined;
  /** What else it is about: "payment:12", "contact:5", "summary:2025-3". */
  reference?: string | undefined;
  attachments?: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * Tells the workers of this process that a message was queued. Emitted before the caller's transaction
 * commits, so a worker waits a moment before looking (OutboxWorkerOptions.kickDelayMs); a message it
 * misses then is found by the next regular poll, and workers of other instances find it by polling.
 */
export const outboxSignal = new EventEmitter();
outboxSignal.setMaxListeners(0);

/**
 * Queues an e-mail in the transaction `tx` of the change that causes it (ARCHITECTURE.md "Data"): the
 * message exists if and only if the change is committed. Returns the outbox row.
 */
export async function enqueueMail(tx: Tx, message: MailToQueue) {
  const row = await outboxRepository.insert(tx, {
    kind: message.kind,
    toAddress: message.to,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    html: message.html,
    text: message.text,
    language: message.language,
    deliveryKey: randomUUID(),
    reservationId: message.reservationId ?? null,
    reference: message.reference ?? null,
  });
  await outboxRepository.insertAttachments(tx, row.id, message.attachments ?? []);
  outboxSignal.emit('queued', row.id);
  return row;
}
