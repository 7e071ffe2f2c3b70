import { pdfDownloadQuery } from '@app/shared/documents';
import { reservationMessages } from '@app/shared/reservations';
import { idParam } from '@app/shared/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/openapi.ts';
import { guestRoute } from '../reservations/guest-access.ts';
import { pdfBody, sendPdf } from './pdf-reply.ts';
import { generateReservationPdf } from './reservation-pdf-service.ts';

const tags = ['reservations', 'documents'];
const admin = [{ bearerAuth: [] }];
const params = idParam(reservationMessages.idRequired);
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservations/:id/pdf/download',
    {
      ...guestRoute(app),
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
