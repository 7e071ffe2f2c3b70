import { z } from 'zod';
import { omitEmpty } from './payments.ts';
import { languageSchema, paginationQuery } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// The outbox (ARCHITECTURE.md "Data"): every e-mail is queued, then delivered by a worker.
// ---------------------------------------------------------------------------------------------------

export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export const mailStatusSchema = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** The templates. */
export const mailKinds = [
  'confirmation',
  'status_update',
  'payment',
  'reservation_pdf',
  'contact',
  'monthly_summary',
  'staff_invite',
  'calendar_conflict',
] as const;
export const mailKindSchema = z.enum(mailKinds);
export type MailKind = z.infer<typeof mailKindSchema>;

/** SPEC.md section 5: the notification types of POST /reservations/{id}/send-notification. */
export const notificationTypes = ['confirmation', 'status_update', 'payment'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Texts the API answers exactly (SPEC.md sections 5 and 8). */
export const mailMessages = {
  noEmail: 'The reservation does not have an associated email address',
  invalidEmail: 'Invalid email format',
  invalidType: 'Invalid notification type',
  messageNotFound: 'Message not found',
  retryOnlyFailed: 'Only a failed message can be queued again',
  notificationQueued: 'Notification queued for delivery',
  pdfQueued: 'The PDF will be sent by e-mail',
  summaryQueued: 'The monthly summary will be sent by e-mail',
  businessEmailMissing:
    'BUSINESS_EMAIL is not configured: set it to the address that receives the monthly summaries, then restart the server',
} as const;

/** An e-mail address as SMTP servers take it; '' and blanks are refused like any bad address. */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && z.email().safeParse(value.trim()).success;
}

// ---------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------

/** POST /api/reservations/:id/send-notification: `type` defaults to confirmation; an empty body is fine. */
export const sendNotificationInput = z.preprocess(
  (raw) => (raw === undefined || raw === null || raw === '' ? {} : raw),
  z.object({
    type: omitEmpty(z.enum(notificationTypes, { error: mailMessages.invalidType })).transform(
      (type): NotificationType => type ?? 'confirmation',
    ),
  }),
);
export type SendNotificationInput = z.input<typeof sendNotificationInput>;

export const outboxListQuery = paginationQuery({ limit: 50, maxLimit: 200 }).extend({
  status: omitEmpty(z.enum(mailStatuses, { error: `status: must be one of ${mailStatuses.join(', ')}` })),
  kind: omitEmpty(z.enum(mailKinds, { error: `kind: must be one of ${mailKinds.join(', ')}` })),
  reservationId: omitEmpty(z.coerce.number().int().min(1).max(2_147_483_647)),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;

/** PUT /api/mail/settings: the automatic e-mails the owner can switch on (both off by default). */
export const mailSettingsSchema = z.object({
  /** A confirmation e-mail to the guest when a reservation becomes confirmed. */
  confirmationOnConfirm: z.boolean(),
  /** A receipt to the guest for every payment registered. */
  receiptOnPayment: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const defaultMailSettings: MailSettings = { confirmationOnConfirm: false, receiptOnPayment: false };
export const mailSettingsInput = mailSettingsSchema.partial();

// ---------------------------------------------------------------------------------------------------
// Responses.
// ---------------------------------------------------------------------------------------------------

export const outboxAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/** An item of GET /api/mail/outbox. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** null: the business address (BUSINESS_EMAIL, else the site's e-mail), decided when it is sent. */
  to: z.string().nullable(),
  subject: z.string(),
  language: languageSchema,
  status: mailStatusSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  /** The Message-ID header, once delivered. */
  messageId: z.string().nullable(),
  smtpResponse: z.string().nullable(),
  reservationId: z.number().int().nullable(),
  reference: z.string().nullable(),
  attachments: z.array(outboxAttachmentSchema),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** GET /api/mail/outbox/:id: the item with what the recipient sees. */
export const outboxMessageSchema = outboxItemSchema.extend({
  replyTo: z.string().nullable(),
  html: z.string(),
  text: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/mail/status: whether e-mail can be delivered at all, and the queue at a glance. */
export const mailStatusResponse = z.object({
  /** false without SMTP_URL: messages are kept queued and nothing is sent. */
  configured: z.boolean(),
  from: z.string(),
  /** Where business e-mails go (contact messages, summaries); null when nothing is configured. */
  businessEmail: z.string().nullable(),
  /** Monthly summaries need BUSINESS_EMAIL itself. */
  businessEmailConfigured: z.boolean(),
  workerRunning: z.boolean(),
  maxAttempts: z.number().int(),
  counts: z.object({
    queued: z.number().int(),
    sending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
});
export type MailStatusResponse = z.infer<typeof mailStatusResponse>;

/** An entry of a reservation's notifications (SPEC.md section 3): confirmation = outbox id, then Message-ID. */
export const queuedNotificationSchema = z.object({
  type: z.string(),
  sentAt: z.string(),
  confirmation: z.string().nullable(),
});

/** 202 of send-notification and of the e-mail calls: queued, delivered by the worker. */
export const mailQueuedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  mailId: z.number().int(),
  /** 'queued' while waiting; e-mail not configured keeps it queued (see GET /api/mail/status). */
  delivery: mailStatusSchema,
  notification: queuedNotificationSchema.optional(),
});
export type MailQueuedResponse = z.infer<typeof mailQueuedResponse>;
