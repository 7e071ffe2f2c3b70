import { LISTING_IMPORT_MAX_BYTES, listingReviewsImportInput } from '@app/shared/listing-reviews';

/** What a chosen file holds, checked in the browser before anything is sent. */
export type ImportPreview =
  | {
      ok: true;
      fileName: string;
      /** The JSON as read: sent as it is, the server checks it again. */
      json: unknown;
      /** Reviews that will be imported, and those without a star rating that will be left out. */
      count: number;
      skipped: number;
    }
  | { ok: false; fileName: string; problem: 'tooLarge' | 'notJson' | 'invalid'; detail: string };

/**
 * Reads an export file with the same schema as the API, so a wrong file is explained before the upload:
 * the first problem, with the place in the file ('reviews.3.rating: ...').
 */
export async function readImportFile(file: File): Promise<ImportPreview> {
  const fileName = file.name;
  if (file.size > LISTING_IMPORT_MAX_BYTES) {
    return { ok: false, fileName, problem: 'tooLarge', detail: '' };
  }
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch (error) {
    return { ok: false, fileName, problem: 'notJson', detail: error instanceof Error ? error.message : '' };
  }
  const parsed = listingReviewsImportInput.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    const message = issue?.message ?? '';
    return {
      ok: false,
      fileName,
      problem: 'invalid',
      detail: where && !message.startsWith(`${where}: `) ? `${where}: ${message}` : message,
    };
  }
  const count = parsed.data.reviews.filter((review) => review !== null).length;
  return { ok: true, fileName, json, count, skipped: parsed.data.reviews.length - count };
}
