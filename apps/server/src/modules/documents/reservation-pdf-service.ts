import { reservationPdfFileName } from '@app/shared/documents';
import { checkCompleteness } from '@app/shared/reservations';
import type { Language } from '@app/shared/site';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findReservation } from '../reservations/reservation-view.ts';
import { loadBusiness } from './business.ts';
import { loadReservationDocument } from './reservation-document.ts';
import { renderReservationPdf } from './reservation-pdf.ts';

/**
 * The completeness check of SPEC.md section 5 (the one GET .../pdf/diagnose answers) before any PDF:
 * missing fields -> 400 'Missing required fields: clientEmail, clientPhone' with the list in details.
 */
async function assertComplete(db: DbOrTx, id: number) {
  const result = checkCompleteness(await findReservation(db, id));
  if (!result.success)
    throw new AppError('PDF_DATA_MISSING', result.message, { missingFields: result.missingFields });
}

export interface GeneratedPdf {
  content: Buffer;
  fileName: string;
  language: Language;
}

/** A reservation's PDF, in `language` or the reservation's own. 404 / 400 as the checks say. */
export async function generateReservationPdf(
  db: DbOrTx,
  id: number,
  options: { language?: Language | undefined; includeDetails?: boolean; now?: Date } = {},
): Promise<GeneratedPdf> {
  await assertComplete(db, id);
  const reservation = await loadReservationDocument(db, id);
  const language = options.language ?? reservation.language;
  const content = await renderReservationPdf(reservation, await loadBusiness(db), {
    language,
    includeDetails: options.includeDetails ?? true,
    generatedAt: options.now ?? new Date(),
  });
  return {
    content,
    fileName: reservationPdfFileName({
      id: reservation.id,
      clientLastname: reservation.client.lastname,
      clientName: reservation.client.name,
    }),
    language,
  };
}
