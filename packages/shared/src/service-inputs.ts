import { z } from 'zod';
import { fromCents, toCents } from './money.ts';

import {
  numberFields,
  type ServiceField,
  type ServiceType,
  serviceFieldFallbacks,
  serviceFields,
} from './service-types.ts';

// --- Writes ----------------------------------------------------------------------------------------

export const MAX_PRICE = 10_000_000;
export const MAX_COUNT = 10_000;
export const MAX_IMAGES_PER_SERVICE = 50;
export const MAX_BUFFER_MINUTES = 10_080;

const textLimits: Record<
  Exclude<ServiceField, 'price' | 'passengers' | 'capacity' | 'bathrooms' | 'rooms'>,
  number
> = {
  name: 200,
  brand: 100,
  model: 100,
  description: 10_000,
  address: 300,
  unitNumber: 50,
};

/** Public URL of an uploaded image: named by the SHA-256 of its bytes, so its content never changes. */
export const uploadedImageUrl = (hash: string) => `/api/uploads/${hash}.webp`;
const UPLOADED_IMAGE = /^(?:https?:\/\/[^/?#]+)?\/api\/uploads\/([0-9a-f]{64})\.webp$/;
/** The hash of an uploaded image's URL (relative or absolute), or null for any other URL. */
export function uploadedImageHash(url: string): string | null {
  return UPLOADED_IMAGE.exec(url.trim())?.[1] ?? null;
}

export const limitedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max: number) => limitedText(field, max).min(1, `${field} is required`);
const countInput = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`)
    .max(MAX_COUNT, `${field} must be at most ${MAX_COUNT}`);
const priceInput = z
  .number({ error: 'price must be a number' })
  .min(0, 'price must not be negative')
  .max(MAX_PRICE, `price must be at most ${MAX_PRICE}`)
  // Currency units with at most 2 decimals, rounded like the cents stored for them.
  .transform((units) => fromCents(toCents(units)));
const imagesInput = z
  .array(
    z
      .string({ error: 'images must be a list of image URLs' })
      .refine((url) => uploadedImageHash(url) !== null, 'images must be URLs of uploaded images'),
    { error: 'images must be a list of image URLs' },
  )
  .max(MAX_IMAGES_PER_SERVICE, `images must hold at most ${MAX_IMAGES_PER_SERVICE} images`);
/** The turnaround after a booking: whole minutes, at most a week (the database's check). */
const bufferInput = z
  .number({ error: 'bufferMinutes must be a number' })
  .int('bufferMinutes must be a whole number')
  .min(0, 'bufferMinutes must not be negative')
  .max(MAX_BUFFER_MINUTES, `bufferMinutes must be at most ${MAX_BUFFER_MINUTES}`);
/** The hours a yacht charter may last: distinct whole hours from 1 to 24. */
const durationsInput = z
  .array(
    z
      .number({ error: 'durations must be a list of hours' })
      .int('durations must be whole hours')
      .min(1, 'durations must be from 1 to 24 hours')
      .max(24, 'durations must be from 1 to 24 hours'),
    { error: 'durations must be a list of hours' },
  )
  .min(1, 'durations must offer at least one duration')
  .max(12, 'durations must offer at most 12 durations')
  .refine((hours) => new Set(hours).size === hours.length, 'durations must not repeat an hour')
  .transform((hours) => [...hours].sort((a, b) => a - b));
/** A switch from JSON (true/false) or a form ("true"/"false", "on"). */
const switchInput = (field: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      return text === 'true' || text === 'on' ? true : text === 'false' ? false : value;
    },
    z.boolean({ error: `${field} must be true or false` }),
  );
const publishedInput = switchInput('published');
const localizedInput = (field: string, max: number) =>
  z.object({
    es: limitedText(`${field}.es`, max).optional(),
    en: limitedText(`${field}.en`, max).optional(),
  });
const translationsInput = z.object(
  {
    name: localizedInput('translations.name', textLimits.name).optional(),
    description: localizedInput('translations.description', textLimits.description).optional(),
  },
  { error: 'translations must be an object' },
);

const carInput = z.object({
  brand: requiredText('brand', textLimits.brand),
  model: limitedText('model', textLimits.model),
  description: limitedText('description', textLimits.description),
  price: priceInput,
  passengers: countInput('passengers'),
  bufferMinutes: bufferInput.optional(),
  images: imagesInput.optional(),
  published: publishedInput.optional(),
  translations: translationsInput.optional(),
});
const yachtInput = z.object({
  name: requiredText('name', textLimits.name),
  description: limitedText('description', textLimits.description),
  capacity: countInput('capacity'),
  price: priceInput,
  bufferMinutes: bufferInput.optional(),
  durations: durationsInput.optional(),
  images: imagesInput.optional(),
  published: publishedInput.optional(),
  translations: translationsInput.optional(),
});
const apartmentInput = z.object({
  name: requiredText('name', textLimits.name),
  unitNumber: limitedText('unitNumber', textLimits.unitNumber),
  address: limitedText('address', textLimits.address),
  description: limitedText('description', textLimits.description),
  capacity: countInput('capacity'),
  bathrooms: countInput('bathrooms'),
  rooms: countInput('rooms'),
  price: priceInput,
  bufferMinutes: bufferInput.optional(),
  images: imagesInput.optional(),
  published: publishedInput.optional(),
  translations: translationsInput.optional(),
});
const villaInput = z.object({
  name: requiredText('name', textLimits.name),
  description: limitedText('description', textLimits.description),
  address: limitedText('address', textLimits.address),
  capacity: countInput('capacity'),
  bathrooms: countInput('bathrooms'),
  rooms: countInput('rooms'),
  price: priceInput,
  bufferMinutes: bufferInput.optional(),
  images: imagesInput.optional(),
  published: publishedInput.optional(),
  translations: translationsInput.optional(),
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value of a field, or of the first fallback name that has one. */
export function pickField(raw: Record<string, unknown>, field: ServiceField): unknown {
  for (const key of [field, ...(serviceFieldFallbacks[field] ?? [])]) {
    if (Object.hasOwn(raw, key) && !isBlank(raw[key])) return raw[key];
  }
  // A blank text field stays blank (an update may clear the model); null means "not given".
  return raw[field] === null ? undefined : raw[field];
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
/** Form fields (multipart, query strings) are text: "12.5" becomes 12.5, "" means not given. */
export function numberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return NUMERIC.test(trimmed) ? Number(trimmed) : value;
}

/** A JSON field sent as text inside a multipart form. */
function jsonInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function imageListInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return [];
  return trimmed.startsWith('[') ? jsonInput(trimmed) : [trimmed];
}

/**
 * Canonical field names and types out of whatever a form or an older client sent: fallback names
 * (make, desc, about, building name, title, location, bedrooms), numbers from limitedText, and on create the
 * defaults of SPEC.md section 9 (numbers 0, text empty). Unknown fields are dropped.
 */
function prepareInput(type: ServiceType, mode: 'create' | 'update', raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const field of serviceFields[type]) {
    const isNumber = numberFields.has(field);
    let value = pickField(raw, field);
    if (isNumber) value = numberInput(value);
    else if (typeof value === 'number') value = String(value);
    if (value === undefined && mode === 'create') value = isNumber ? 0 : '';
    if (value !== undefined) out[field] = value;
  }
  if (raw.images !== undefined && raw.images !== null) out.images = imageListInput(raw.images);
  // How the service is booked: optional on create too (null keeps the type's default).
  if (!isBlank(raw.bufferMinutes)) out.bufferMinutes = numberInput(raw.bufferMinutes);
  if (type === 'yachts' && !isBlank(raw.durations)) {
    const hours = typeof raw.durations === 'string' ? jsonInput(raw.durations) : raw.durations;
    out.durations = Array.isArray(hours) ? hours.map(numberInput) : hours;
  }
  if (!isBlank(raw.published)) out.published = raw.published;
  if (!isBlank(raw.translations)) {
    const translations = jsonInput(raw.translations);
    // A car has no name to translate.
    out.translations =
      type === 'cars' && isRecord(translations) ? { description: translations.description } : translations;
  }
  return out;
}

const inputShapes = { cars: carInput, yachts: yachtInput, apartments: apartmentInput, villas: villaInput };

const createInputs = {
  cars: z.preprocess((raw) => prepareInput('cars', 'create', raw), carInput),
  yachts: z.preprocess((raw) => prepareInput('yachts', 'create', raw), yachtInput),
  apartments: z.preprocess((raw) => prepareInput('apartments', 'create', raw), apartmentInput),
  villas: z.preprocess((raw) => prepareInput('villas', 'create', raw), villaInput),
};
const updateInputs = {
  cars: z.preprocess((raw) => prepareInput('cars', 'update', raw), carInput.partial()),
  yachts: z.preprocess((raw) => prepareInput('yachts', 'update', raw), yachtInput.partial()),
  apartments: z.preprocess((raw) => prepareInput('apartments', 'update', raw), apartmentInput.partial()),
  villas: z.preprocess((raw) => prepareInput('villas', 'update', raw), villaInput.partial()),
};

/**
 * What POST /api/{type} accepts: the fields of SPEC.md section 3 under their canonical or fallback
 * names, numbers as numbers or limitedText, price in currency units. `images` lists URLs of images already
 * uploaded (files sent in the same multipart request are appended by the server).
 */
export function createServiceInput<T extends ServiceType>(type: T): (typeof createInputs)[T] {
  return createInputs[type];
}
/** What PUT /api/{type}/{id} accepts: like create, every field optional; absent fields keep their value. */
export function updateServiceInput<T extends ServiceType>(type: T): (typeof updateInputs)[T] {
  return updateInputs[type];
}
export type CreateServiceInput<T extends ServiceType = ServiceType> = z.output<(typeof createInputs)[T]>;
export type UpdateServiceInput<T extends ServiceType = ServiceType> = z.output<(typeof updateInputs)[T]>;
/** The plain field schemas without the normalising step, e.g. for a form library. */
export const serviceInputShapes = inputShapes;
