import {
  type ServiceOf,
  type ServiceType,
  serviceFields,
  serviceTranslations,
  type UpdateServiceInput,
  uploadedImageUrl,
} from '@app/shared/catalog';
import { fromCents, toCents } from '@app/shared/money';
import { bookingRulesOf } from '@app/shared/reservations';
import { isPublic, type ServiceColumns, type ServiceRow } from './services.repository.ts';

/** A row as the API shows it: the fields of its type only, price in currency units, image URLs. */
export function toServiceResponse<T extends ServiceType>(
  type: T,
  row: ServiceRow,
  imageHashes: readonly string[],
): ServiceOf<T> {
  const out: Record<string, unknown> = { id: row.id };
  for (const field of serviceFields[type]) {
    out[field] = field === 'price' ? fromCents(row.priceCents) : row[field];
  }
  out.images = imageHashes.map(uploadedImageUrl);
  out.published = isPublic(row);
  if (row.archivedAt) out.archived = true;
  const translations = serviceTranslations.safeParse(row.translations);
  if (row.translations && translations.success && Object.keys(translations.data).length > 0) {
    out.translations = translations.data;
  }
  return out as ServiceOf<T>;
}

/**
 * One service's own answer (GET, create, update): the row as in a list, and how it is booked (for the
 * booking form): its unit, its buffer and a yacht's durations. Lists leave these out.
 */
export function toServiceDetails<T extends ServiceType>(
  type: T,
  row: ServiceRow,
  imageHashes: readonly string[],
): ServiceOf<T> {
  const rules = bookingRulesOf({ type, bufferMinutes: row.bufferMinutes, durations: row.durations });
  return {
    ...toServiceResponse(type, row, imageHashes),
    bookingUnit: rules.unit,
    bufferMinutes: rules.bufferMinutes,
    ...(type === 'yachts' ? { durations: rules.durations } : {}),
  };
}

/** Validated input (create or update) to the columns it sets; absent fields are left out. */
export function toServiceColumns(input: UpdateServiceInput): ServiceColumns {
  const {
    price,
    images: _images,
    ...rest
  } = input as UpdateServiceInput & { price?: number; images?: unknown };
  const columns: ServiceColumns = { ...(rest as ServiceColumns) };
  if (price !== undefined) columns.priceCents = toCents(price);
  return columns;
}
