import { reservationPdfInput } from '@app/shared/documents';
import {
  mailMessages,
  mailQueuedResponse,
  mailSettingsInput,
  mailSettingsSchema,
  mailStatusResponse,
  type OutboxItem,
  outboxItemSchema,
  outboxListQuery,
  outboxMessageSchema,
  sendNotificationInput,
} from '@app/shared/mail';
import { reservationMessages } from '@app/shared/reservations';
import { idParam, languageSchema, TOTAL_COUNT_HEADER } from '@app/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { pdfBody, sendPdf } from '../documents/pdf-reply.ts';
import { generateReservationPdf } from '../documents/reservation-pdf-service.ts';
import type { MailService } from './mail-service.ts';
import { readMailSettings, updateMailSettings } from './mail-settings.ts';
import { type OutboxRow, outboxRepository } from './outbox.repository.ts';
import { sendReservationNotification } from './reservation-mail.ts';
import { emailReservationPdf } from './reservation-pdf-mail.ts';

const admin = [{ bearerAuth: [] }];
const tags = ['mail'];

function toItem(
  row: OutboxRow,
  attachments: Array<{ filename: string; contentType: string; size: number }>,
  maxAttempts: number,
): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    language: languageSchema.catch('es').parse(row.language),
    status: row.status,
    attempts: row.attempts,
    maxAttempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    messageId: row.messageId,
    smtpResponse: row.smtpResponse,
    reservationId: row.reservationId,
    reference: row.reference,
    attachments,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  const messageParams = idParam(mailMessages.messageNotFound);

  app.get(
    '/mail/status',
    {
      schema: {
        tags,
        summary: 'Whether e-mail is configured, where business mail goes, and the outbox at a glance',
        description:
          'configured is false without SMTP_URL: messages are kept queued and sent once it is set (and the server restarted).',
        security: admin,
        response: { 200: mailStatusResponse, ...errorResponses(401) },
      },
    },
    async () => {
      const { from, businessEmail } = await mail.sender();
      return {
        configured: mail.configured,
        from,
        businessEmail,
        businessEmailConfigured: mail.businessEmail !== null,
        workerRunning: mail.worker?.running ?? false,
        maxAttempts: mail.maxAttempts,
        counts: await outboxRepository.countByStatus(app.db),
      };
    },
  );

  app.get(
    '/mail/outbox',
    {
      schema: {
        tags,
        summary: 'The outbox, newest first; the total is in X-Total-Count',
        description: 'Filters: status (queued, sending, sent, failed), kind, reservationId.',
        security: admin,
        querystring: outboxListQuery,
        response: { 200: z.array(outboxItemSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await outboxRepository.list(app.db, request.query);
      const files = await outboxRepository.attachmentInfo(
        app.db,
        rows.map((r) => r.id),
      );
      reply.header(TOTAL_COUNT_HEADER, total);
      return rows.map((row) =>
        toItem(
          row,
          files.filter((f) => f.outboxId === row.id).map(({ outboxId: _, ...f }) => f),
          mail.maxAttempts,
        ),
      );
    },
  );

  app.get(
    '/mail/outbox/:id',
    {
      schema: {
        tags,
        summary: 'One message with its HTML and text bodies (the preview)',
        security: admin,
        params: messageParams,
        response: { 200: outboxMessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await outboxRepository.findById(app.db, request.params.id);
      if (!row) throw new AppError('MAIL_NOT_FOUND', mailMessages.messageNotFound);
      const files = await outboxRepository.attachmentInfo(app.db, [row.id]);
      return {
        ...toItem(
          row,
          files.map(({ outboxId: _, ...f }) => f),
          mail.maxAttempts,
        ),
        replyTo: row.replyTo,
        html: row.html,
        text: row.text,
      };
    },
  );

  app.post(
    '/mail/outbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed message again, with a fresh series of attempts',
        description:
          'Only a failed message: a queued or sending one is already on its way, a sent one is not sent twice (409).',
        security: admin,
        params: messageParams,
        response: { 200: outboxItemSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const row = await outboxRepository.requeueFailed(app.db, request.params.id);
      if (!row) {
        const existing = await outboxRepository.findById(app.db, request.params.id);
        if (!existing) throw new AppError('MAIL_NOT_FOUND', mailMessages.messageNotFound);
        throw new AppError('MAIL_NOT_FAILED', mailMessages.retryOnlyFailed, { status: existing.status });
      }
      void mail.worker?.drain();
      const files = await outboxRepository.attachmentInfo(app.db, [row.id]);
      return toItem(
        row,
        files.map(({ outboxId: _, ...f }) => f),
        mail.maxAttempts,
      );
    },
  );

  app.get(
    '/mail/settings',
    {
      schema: {
        tags,
        summary: 'The automatic e-mails the owner switched on',
        security: admin,
        response: { 200: mailSettingsSchema, ...errorResponses(401) },
      },
    },
    async () => readMailSettings(app.db),
  );

  app.put(
    '/mail/settings',
    {
      schema: {
        tags,
        summary: 'Switch automatic e-mails on or off: confirmationOnConfirm, receiptOnPayment',
        security: admin,
        body: mailSettingsInput,
        response: { 200: mailSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateMailSettings(app.db, request.body),
  );

  app.post(
    '/reservations/:id/send-notification',
    {
      schema: {
        tags: ['reservations', 'mail'],
        summary:
          "Queue an e-mail to the reservation's guest: confirmation (default), status_update or payment",
        description:
          "Queued in the outbox with an entry in the reservation's notifications ({type, sentAt, confirmation}: confirmation is 'outbox:<id>' until delivered, then the Message-ID). 404 'The reservation does not have an associated email address', 400 'Invalid email format', 400 'Invalid notification type'.",
        security: admin,
        params: idParam(reservationMessages.idRequired),
        body: sendNotificationInput,
        response: { 202: mailQueuedResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const queued = await sendReservationNotification(app.db, request.params.id, request.body.type);
      return reply.status(202).send({
        success: true as const,
        message: mailMessages.notificationQueued,
        mailId: queued.mailId,
        delivery: 'queued' as const,
        notification: queued.notification,
      });
    },
  );

  app.post(
    '/reservations/:id/pdf',
    {
      schema: {
        tags: ['reservations', 'documents'],
        summary: "The reservation's PDF; with `email`, the PDF is e-mailed there instead",
        description:
          "Empty body -> 200 application/pdf (in the reservation's language, or `lang`). With `email` -> 202 {success, message, mailId, delivery, notification}: the PDF is generated now and queued as an attachment. The completeness check runs first: missing fields -> 400 'Missing required fields: ...'. A bad address -> 400 'Invalid email format'.",
        security: admin,
        params: idParam(reservationMessages.idRequired),
        body: reservationPdfInput,
        response: { 200: pdfBody, 202: mailQueuedResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { email, lang } = request.body;
      if (email) {
        const queued = await emailReservationPdf(app.db, request.params.id, email, lang);
        return reply.status(202).send({
          success: true as const,
          message: mailMessages.pdfQueued,
          mailId: queued.mailId,
          delivery: 'queued' as const,
          notification: queued.notification,
        });
      }
      const pdf = await generateReservationPdf(app.db, request.params.id, { language: lang });
      return sendPdf(reply, pdf.content, pdf.fileName);
    },
  );
};
