import { z } from 'zod';
import { mailMessages } from './mail.ts';
import { languageSchema } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// Reservation PDF (SPEC.md section 7).
// ---------------------------------------------------------------------------------------------------

/** A part of a file name: letters and digits of the text without accents, lower case, joined by '-'. */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/**
 * The file name of a reservation's PDF, from its id, the client's last name and name (SPEC.md section 7):
 * 'reservation-42-nunez-jose.pdf'. The server sends it in Content-Disposition and the web app saves the
 * blob under the same name. Empty parts are left out.
 */
export function reservationPdfFileName(reservation: {
  id: number;
  clientLastname?: string | null;
  clientName?: string | null;
}): string {
  const parts = [
    'reservation',
    String(reservation.id),
    fileNamePart(reservation.clientLastname ?? ''),
    fileNamePart(reservation.clientName ?? ''),
  ].filter(Boolean);
  return `${parts.join('-')}.pdf`;
}

/** The file name of a monthly summary (SPEC.md section 7): 'monthly-summary-{year}-{month}.pdf'. */
export function monthlySummaryFileName(year: number, month: number): string {
  return `monthly-summary-${year}-${month}.pdf`;
}

const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])], {
    error: 'include_details: must be true or false',
  })
  .transform((value) =>
    typeof value === 'boolean' ? value : value !== 'false' && value !== '0' && value !== 'no',
  );

/**
 * GET /api/reservations/:id/pdf/download. `client_name` and `check_in_date` are what SPEC.md's client sends;
 * they are accepted and not trusted: the file and its name come from the stored reservation.
 */
export const pdfDownloadQuery = z.object({
  format: z
    .enum(['pdf'], { error: 'format: only pdf is available' })
    .optional()
    .transform(() => 'pdf' as const),
  include_details: booleanText.optional().transform((value) => value ?? true),
  client_name: z.string().max(200).optional(),
  check_in_date: z.string().max(40).optional(),
  /** The guest's access token (POST /api/reservations/lookup); an admin token works instead. */
  access: z.string().max(2000).optional(),
  /** The document's language; the reservation's language by default. */
  lang: languageSchema.optional(),
});
export type PdfDownloadQuery = z.input<typeof pdfDownloadQuery>;

/**
 * POST /api/reservations/:id/pdf: without `email` (or with an empty body) the answer is the PDF; with
 * `email` the PDF is queued to that address as an attachment.
 */
export const reservationPdfInput = z.preprocess(
  (raw) => (raw === undefined || raw === null || raw === '' ? {} : raw),
  z.object({
    email: z
      .unknown()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === null || value === '') return undefined;
        if (typeof value !== 'string' || !z.email().safeParse(value.trim()).success) {
          ctx.addIssue({ code: 'custom', message: mailMessages.invalidEmail, input: value });
          return z.NEVER;
        }
        return value.trim();
      }),
    lang: languageSchema.optional(),
  }),
);
export type ReservationPdfInput = z.input<typeof reservationPdfInput>;
