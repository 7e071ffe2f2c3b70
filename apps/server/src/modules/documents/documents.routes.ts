import { pdfDownloadQuery, reservationPdfInput } from '@app/shared/documents';
import { mailMessages, mailQueuedResponse } from '@app/shared/mail';
import { reservationMessages } from '@app/shared/reservations';
import { idParam } from '@app/shared/site';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { requireGuestAccess } from '../reservations/guest-access.ts';
import { emailReservationPdf, generateReservationPdf } from './reservation-pdf-service.ts';

const tags = ['reservations', 'documents'];
const admin = [{ bearerAuth: [] }];
const params = idParam(reservationMessages.idRequired);
const pdfBody = z.any().describe('The PDF (application/pdf)');

/** Sends a file to save: Content-Disposition attachment with an ASCII name and its UTF-8 form. */
export function sendPdf(reply: FastifyReply, content: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('content-length', content.length)
    .send(content);
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reservations/:id/pdf',
    {
      schema: {
        tags,
        summary: "The reservation's PDF; with `email`, the PDF is e-mailed there instead",
        description:
          "Empty body -> 200 application/pdf (in the reservation's language, or `lang`). With `email` -> 202 {success, message, mailId, delivery, notification}: the PDF is generated now and queued as an attachment. The completeness check runs first: missing fields -> 400 'Missing required fields: ...'. A bad address -> 400 'Invalid email format'.",
        security: admin,
        params,
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

  app.get(
    '/reservations/:id/pdf/download',
    {
      // Public only for the guest: without an admin token, the access token of this very reservation.
      config: { public: true },
      preValidation: requireGuestAccess(app),
      schema: {
        tags,
        summary: "Download the reservation's PDF (admin token, or the guest's ?access=TOKEN)",
        description:
          "Query of SPEC.md section 7: format (pdf), include_details (default true: the charges and the payments), client_name and check_in_date (accepted; the file and its name come from the stored reservation: reservation-{id}-{lastname}-{name}.pdf), lang (es or en; the reservation's language by default). Without an admin token or this reservation's access token -> 401.",
        security: [...admin, {}],
        params,
        querystring: pdfDownloadQuery,
        response: { 200: pdfBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const pdf = await generateReservationPdf(app.db, request.params.id, {
        language: request.query.lang,
        includeDetails: request.query.include_details,
      });
      return sendPdf(reply, pdf.content, pdf.fileName);
    },
  );
};
