import { isEmailAddress, mailMessages, type NotificationType } from '@app/shared/mail';
import type { Language } from '@app/shared/site';
import type { Db, Tx } from '../../db/client.ts';
import { reservationNotifications } from '../../db/schema/reservations.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadBusiness } from '../documents/business.ts';
import { loadReservationDocument, type ReservationDocument } from '../documents/reservation-document.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { readMailSettings } from './mail-settings.ts';
import { queuedConfirmation } from './outbox.repository.ts';
import { type ReservationMailKind, renderReservationMail } from './templates/reservation-mails.ts';

export interface QueuedNotification {
  mailId: number;
  notification: { type: string; sentAt: string; confirmation: string | null };
}

/** The guest's address, or the errors of SPEC.md section 8. */
export function guestAddress(r: Pick<ReservationDocument, 'client'>): string {
  const email = r.client.email?.trim();
  if (!email) throw new AppError('NO_EMAIL_ADDRESS', mailMessages.noEmail);
  if (!isEmailAddress(email)) throw new AppError('INVALID_EMAIL', mailMessages.invalidEmail);
  return email;
}

/**
 * Queues a reservation e-mail and appends it to the reservation's notifications, in `tx`: the entry's
 * confirmation is the outbox id until the message is delivered, then its Message-ID.
 */
export async function queueReservationMail(
  tx: Tx,
  r: ReservationDocument,
  kind: ReservationMailKind,
  options: {
    to: string;
    language?: Language | undefined;
    paymentId?: number | undefined;
    attachments?: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>;
  },
): Promise<QueuedNotification> {
  const language = options.language ?? r.language;
  const business = await loadBusiness(tx);
  const mail = renderReservationMail(kind, r, business, { language, paymentId: options.paymentId });
  const row = await enqueueMail(tx, {
    kind,
    to: options.to,
    ...mail,
    language,
    reservationId: r.id,
    reference: options.paymentId !== undefined ? `payment:${options.paymentId}` : undefined,
    attachments: options.attachments,
  });
  const [entry] = await tx
    .insert(reservationNotifications)
    .values({
      reservationId: r.id,
      type: kind,
      recipient: options.to,
      confirmation: queuedConfirmation(row.id),
    })
    .returning();
  if (!entry) throw new Error('insert returned no row');
  return {
    mailId: row.id,
    notification: { type: entry.type, sentAt: entry.sentAt.toISOString(), confirmation: entry.confirmation },
  };
}

/**
 * POST /api/reservations/:id/send-notification: the e-mail of `type` to the reservation's guest, queued
 * with its notification entry in one transaction. 404 without a reservation or without an e-mail
 * address, 400 for an address that is not one (SPEC.md section 8).
 */
export function sendReservationNotification(db: Db, reservationId: number, type: NotificationType) {
  return db.transaction(async (tx) => {
    const r = await loadReservationDocument(tx, reservationId);
    return queueReservationMail(tx, r, type, { to: guestAddress(r) });
  });
}

/** The guest's address when there is a valid one; automatic e-mails skip a guest without. */
function automaticRecipient(r: ReservationDocument): string | null {
  const email = r.client.email?.trim();
  return email && isEmailAddress(email) ? email : null;
}

/**
 * Hook for the reservations module: call it inside the transaction that moves a reservation to
 * `confirmed`. When the owner switched on "confirmation on confirm", the confirmation e-mail is queued in
 * that transaction. Returns the outbox id, or null when nothing was queued (switched off, no address).
 */
export async function onReservationConfirmed(tx: Tx, reservationId: number): Promise<number | null> {
  const settings = await readMailSettings(tx);
  if (!settings.confirmationOnConfirm) return null;
  const r = await loadReservationDocument(tx, reservationId);
  const to = automaticRecipient(r);
  if (!to) return null;
  return (await queueReservationMail(tx, r, 'confirmation', { to })).mailId;
}

/**
 * Hook for the payments module: call it inside the transaction that registers a payment, after the
 * reservation's totals are recomputed, with the payment it stored (nothing is read again). When the owner switched on "receipt on payment", the receipt of
 * that payment is queued in that transaction. Returns the outbox id, or null.
 */
export async function onPaymentRegistered(
  tx: Tx,
  payment: { id: number; reservationId: number },
): Promise<number | null> {
  const settings = await readMailSettings(tx);
  if (!settings.receiptOnPayment) return null;
  const r = await loadReservationDocument(tx, payment.reservationId);
  const to = automaticRecipient(r);
  if (!to) return null;
  return (await queueReservationMail(tx, r, 'payment', { to, paymentId: payment.id })).mailId;
}
