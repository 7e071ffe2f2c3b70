import type { Language } from '@app/shared/site';
import type { Db } from '../../db/client.ts';
import { loadReservationDocument } from '../documents/reservation-document.ts';
import { generateReservationPdf } from '../documents/reservation-pdf-service.ts';
import { queueReservationMail } from './reservation-mail.ts';

/**
 * POST /api/reservations/:id/pdf with `email`: the PDF is generated now and queued with its e-mail and an
 * entry in the reservation's notifications (type reservation_pdf). The PDF is drawn before the short
 * transaction that queues it: no database connection is held while it is drawn.
 */
export async function emailReservationPdf(db: Db, id: number, email: string, language?: Language) {
  const pdf = await generateReservationPdf(db, id, { language });
  const reservation = await loadReservationDocument(db, id);
  return db.transaction((tx) =>
    queueReservationMail(tx, reservation, 'reservation_pdf', {
      to: email,
      language: pdf.language,
      attachments: [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.content }],
    }),
  );
}
