import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { reservations } from './reservations.ts';

export const mailStatus = pgEnum('mail_status', ['queued', 'sending', 'sent', 'failed']);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The e-mail outbox (ARCHITECTURE.md "Data"): a message is written here in the same transaction as the
 * change that causes it, and a worker delivers it. The message is fixed when it is queued (subject,
 * bodies, attachments): what the admin previews is what is sent, even if the reservation changes later.
 *
 * Delivery state: `queued` (due at next_attempt_at) -> `sending` (claimed by a worker until
 * lease_until; claim_token fences a worker whose lease ran out) -> `sent` or, after the last attempt or
 * a permanent SMTP refusal, `failed` (an admin can queue it again).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The template: confirmation, status_update, payment, reservation_pdf, contact, monthly_summary. */
    kind: text('kind').notNull(),
    /** The recipient; null means "the business" (BUSINESS_EMAIL, else the site's e-mail), resolved when sent. */
    toAddress: text('to_address'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull().default('es'),
    /**
     * Random, chosen when queued: every attempt sends the same Message-ID (`<delivery_key@sender domain>`),
     * so a receiver can recognise a retry of a delivery whose answer was lost.
     */
    deliveryKey: text('delivery_key').notNull(),
    /** The Message-ID header of the delivery that succeeded: a notification's "confirmation". */
    messageId: text('message_id'),
    status: mailStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    /** The SMTP server's final reply (e.g. "250 2.0.0 Ok: queued as 4F2A1"). */
    smtpResponse: text('smtp_response'),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** What else the message is about, e.g. "payment:12", "contact:5", "summary:2025-03". */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The worker's claim: due queued rows and sending rows whose lease ran out.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_reservation_idx').on(t.reservationId),
    uniqueIndex('mail_outbox_delivery_key_unique').on(t.deliveryKey),
    check('mail_outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/** Files sent with a message, stored with it so a retry sends the very same bytes. */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('mail_outbox_attachments_outbox_idx').on(t.outboxId)],
);
