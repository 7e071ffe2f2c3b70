import { z } from 'zod';
import { fromCents, toCents } from './money.ts';

/** The four kinds of service the business rents out (SPEC.md section 1), as they appear in URLs. */
export const serviceTypes = ['cars', 'yachts', 'apartments', 'villas'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const isServiceType = (value: unknown): value is ServiceType =>
  typeof value === 'string' && (serviceTypes as readonly string[]).includes(value);

export const serviceTypeSchema = z.enum(serviceTypes, {
  error: (issue) => `Invalid service type: ${String(issue.input)}`,
});

/**
 * The units shown beside the numbers of a listing (SPEC.md section 2: day, hour, feet, people).
 * Cars and stays are priced per day (for apartments and villas a day is a night), yacht charters per
 * hour; seats and berths count people. Yachts have no length field in SPEC.md section 3, so "feet" is
 * the unit their length is written in inside the name ("Azimut 62 ft").
 */
export const serviceUnits = {
  cars: { price: 'day', people: 'people' },
  yachts: { price: 'hour', people: 'people', length: 'feet' },
  // Stays are booked and counted by nights: their price is per night (ARCHITECTURE.md bookingUnit).
  apartments: { price: 'night', people: 'people' },
  villas: { price: 'night', people: 'people' },
} as const satisfies Record<
  ServiceType,
  { price: 'day' | 'hour' | 'night'; people: 'people'; length?: 'feet' }
>;
export type ServiceUnit = 'day' | 'night' | 'hour' | 'feet' | 'people';

/** The field that says how many people a service takes: what minPassengers and minCapacity filter on. */
export const peopleField = {
  cars: 'passengers',
  yachts: 'capacity',
  apartments: 'capacity',
  villas: 'capacity',
} as const satisfies Record<ServiceType, 'passengers' | 'capacity'>;

/** The fields of each type, in the order of SPEC.md section 3 (id and images apart). */
export const serviceFields = {
  cars: ['brand', 'model', 'description', 'price', 'passengers'],
  yachts: ['name', 'description', 'capacity', 'price'],
  apartments: ['name', 'unitNumber', 'address', 'description', 'capacity', 'bathrooms', 'rooms', 'price'],
  villas: ['name', 'description', 'address', 'capacity', 'bathrooms', 'rooms', 'price'],
} as const satisfies Record<ServiceType, readonly string[]>;
export type ServiceField = (typeof serviceFields)[ServiceType][number];

const numberFields: ReadonlySet<string> = new Set(['price', 'passengers', 'capacity', 'bathrooms', 'rooms']);

/**
 * Other names a field arrives under (SPEC.md section 3 "falls back to"), tried in this order when the
 * field itself is missing or blank. unit_number is the snake_case form ARCHITECTURE.md accepts on write.
 */
export const serviceFieldFallbacks: Partial<Record<ServiceField, readonly string[]>> = {
  brand: ['make'],
  description: ['desc', 'about'],
  name: ['buildingName', 'building name', 'building_name', 'title'],
  address: ['location'],
  rooms: ['bedrooms'],
  unitNumber: ['unit_number'],
};

// --- Responses -------------------------------------------------------------------------------------

export const localizedText = z.object({ es: z.string().optional(), en: z.string().optional() });
export type LocalizedText = z.infer<typeof localizedText>;

/** Name and description in each language of the site; the plain fields hold the Spanish text. */
export const serviceTranslations = z.object({
  name: localizedText.optional(),
  description: localizedText.optional(),
});
export type ServiceTranslations = z.infer<typeof serviceTranslations>;

const id = z.number().int().positive();
/** Currency units (dollars), at most 2 decimals; the database keeps cents. */
const price = z.number().nonnegative();
const count = z.number().int().nonnegative();
/** Image URLs; the first one is the cover. */
const images = z.array(z.string());
/** One service only: those of its images that are demo pictures of the seed, for the admin to replace. */
const demoImages = z.array(z.string()).optional();

export const carSchema = z.object({
  id,
  brand: z.string(),
  model: z.string(),
  description: z.string(),
  price,
  passengers: count,
  images,
  demoImages,
  translations: serviceTranslations.optional(),
});
export const yachtSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  capacity: count,
  price,
  images,
  demoImages,
  translations: serviceTranslations.optional(),
});
export const apartmentSchema = z.object({
  id,
  name: z.string(),
  unitNumber: z.string(),
  address: z.string(),
  description: z.string(),
  capacity: count,
  bathrooms: count,
  rooms: count,
  price,
  images,
  demoImages,
  translations: serviceTranslations.optional(),
});
export const villaSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  address: z.string(),
  capacity: count,
  bathrooms: count,
  rooms: count,
  price,
  images,
  demoImages,
  translations: serviceTranslations.optional(),
});

export const serviceSchemas = {
  cars: carSchema,
  yachts: yachtSchema,
  apartments: apartmentSchema,
  villas: villaSchema,
} as const;

export type Car = z.infer<typeof carSchema>;
export type Yacht = z.infer<typeof yachtSchema>;
export type Apartment = z.infer<typeof apartmentSchema>;
export type Villa = z.infer<typeof villaSchema>;
export type ServiceOf<T extends ServiceType> = z.infer<(typeof serviceSchemas)[T]>;
export type Service = Car | Yacht | Apartment | Villa;

/**
 * Any one service. The shapes nest (a yacht's fields are a subset of a villa's, a villa's of an
 * apartment's), so the widest comes first: parsing an apartment must not stop at the villa shape and
 * lose its unit number.
 */
export const serviceSchema = z.union([apartmentSchema, villaSchema, carSchema, yachtSchema]);
export const serviceListSchema = z.array(serviceSchema);

// --- Writes ----------------------------------------------------------------------------------------

export const MAX_PRICE = 10_000_000;
export const MAX_COUNT = 10_000;
export const MAX_IMAGES_PER_SERVICE = 50;

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

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max: number) => text(field, max).min(1, `${field} is required`);
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
const localizedInput = (field: string, max: number) =>
  z.object({ es: text(`${field}.es`, max).optional(), en: text(`${field}.en`, max).optional() });
const translationsInput = z.object(
  {
    name: localizedInput('translations.name', textLimits.name).optional(),
    description: localizedInput('translations.description', textLimits.description).optional(),
  },
  { error: 'translations must be an object' },
);

const carInput = z.object({
  brand: requiredText('brand', textLimits.brand),
  model: text('model', textLimits.model),
  description: text('description', textLimits.description),
  price: priceInput,
  passengers: countInput('passengers'),
  images: imagesInput.optional(),
  translations: translationsInput.optional(),
});
const yachtInput = z.object({
  name: requiredText('name', textLimits.name),
  description: text('description', textLimits.description),
  capacity: countInput('capacity'),
  price: priceInput,
  images: imagesInput.optional(),
  translations: translationsInput.optional(),
});
const apartmentInput = z.object({
  name: requiredText('name', textLimits.name),
  unitNumber: text('unitNumber', textLimits.unitNumber),
  address: text('address', textLimits.address),
  description: text('description', textLimits.description),
  capacity: countInput('capacity'),
  bathrooms: countInput('bathrooms'),
  rooms: countInput('rooms'),
  price: priceInput,
  images: imagesInput.optional(),
  translations: translationsInput.optional(),
});
const villaInput = z.object({
  name: requiredText('name', textLimits.name),
  description: text('description', textLimits.description),
  address: text('address', textLimits.address),
  capacity: countInput('capacity'),
  bathrooms: countInput('bathrooms'),
  rooms: countInput('rooms'),
  price: priceInput,
  images: imagesInput.optional(),
  translations: translationsInput.optional(),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The value of a field, or of the first fallback name that has one. */
function pickField(raw: Record<string, unknown>, field: ServiceField): unknown {
  for (const key of [field, ...(serviceFieldFallbacks[field] ?? [])]) {
    if (Object.hasOwn(raw, key) && !isBlank(raw[key])) return raw[key];
  }
  // A blank text field stays blank (an update may clear the model); null means "not given".
  return raw[field] === null ? undefined : raw[field];
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
/** Form fields (multipart, query strings) are text: "12.5" becomes 12.5, "" means not given. */
function numberInput(value: unknown): unknown {
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
 * (make, desc, about, building name, title, location, bedrooms), numbers from text, and on create the
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
 * names, numbers as numbers or text, price in currency units. `images` lists URLs of images already
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

// --- Reading, on the client ------------------------------------------------------------------------

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
function numberOf(value: unknown): number {
  const n = typeof value === 'string' ? numberInput(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}
function imagesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return list
    .map((item) => (isRecord(item) ? (item.url ?? item.src) : item))
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

/**
 * A service as the screens use it (SPEC.md section 3: "service lists are normalised per type; numbers
 * default to 0"): canonical names with their fallbacks, numbers as numbers (0 when missing or not
 * numeric), text as text, images as a list of URLs.
 */
export function normalizeService<T extends ServiceType>(type: T, raw: unknown): ServiceOf<T> {
  const source = isRecord(raw) ? raw : {};
  const out: Record<string, unknown> = { id: numberOf(source.id) };
  for (const field of serviceFields[type]) {
    const value = pickField(source, field);
    out[field] = numberFields.has(field) ? numberOf(value) : textOf(value);
  }
  out.images = imagesOf(source.images);
  const translations = serviceTranslations.safeParse(source.translations);
  if (translations.success && source.translations !== undefined) out.translations = translations.data;
  return out as ServiceOf<T>;
}

// --- Lists -----------------------------------------------------------------------------------------

export const SERVICE_LIST_DEFAULT_LIMIT = 100;
export const SERVICE_LIST_MAX_LIMIT = 500;
/** The largest offset PostgreSQL's integer takes. */
const MAX_OFFSET = 2_147_483_647;

/** Empty, null and undefined query values mean "no filter" (SPEC.md section 5). */
const blankQuery = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()))
    ? undefined
    : value;
const queryNumber = (field: string, options: { int?: boolean; max: number }) => {
  let schema = z.coerce
    .number({ error: `${field} must be a number` })
    .min(0, `${field} must not be negative`)
    .max(options.max, `${field} must be at most ${options.max}`);
  if (options.int) schema = schema.int(`${field} must be a whole number`);
  return z.preprocess(blankQuery, schema.optional());
};

const filterShape = {
  /** Currency units. */
  minPrice: queryNumber('minPrice', { max: MAX_PRICE }),
  maxPrice: queryNumber('maxPrice', { max: MAX_PRICE }),
  /** Both people filters apply to the type's people field (peopleField): passengers or capacity. */
  minPassengers: queryNumber('minPassengers', { int: true, max: MAX_COUNT }),
  minCapacity: queryNumber('minCapacity', { int: true, max: MAX_COUNT }),
  /** Case-insensitive part of the address. */
  location: z.preprocess(blankQuery, text('location', 100).optional()),
};
const paginationShape = {
  limit: z.preprocess(
    blankQuery,
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(SERVICE_LIST_MAX_LIMIT, `limit must be at most ${SERVICE_LIST_MAX_LIMIT}`)
      .default(SERVICE_LIST_DEFAULT_LIMIT),
  ),
  offset: z.preprocess(
    blankQuery,
    z.coerce
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset must not be negative')
      .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}`)
      .default(0),
  ),
};

const priceRangeInOrder = (f: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  f.minPrice === undefined || f.maxPrice === undefined || f.maxPrice >= f.minPrice;
const priceRangeIssue = {
  message: 'maxPrice must be greater than or equal to minPrice',
  path: ['maxPrice'],
};

/** Filters of a service list (ARCHITECTURE.md "GET /api/{serviceType} filters"). */
export const serviceFilters = z.object(filterShape).refine(priceRangeInOrder, priceRangeIssue);
export type ServiceFilters = z.output<typeof serviceFilters>;

/** `limit` (default 100, at most 500) and `offset` of a list; the total is in X-Total-Count. */
export const pagination = z.object(paginationShape);
export type Pagination = z.output<typeof pagination>;

/** The query string of GET /api/{serviceType}: filters and pagination. */
export const serviceListQuery = z
  .object({ ...filterShape, ...paginationShape })
  .refine(priceRangeInOrder, priceRangeIssue);
export type ServiceListQuery = z.output<typeof serviceListQuery>;

/** Query parameters for a list request without the empty filters (SPEC.md section 5). */
export function serviceListParams(query: Partial<Record<keyof ServiceListQuery, unknown>>) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (blankQuery(value) !== undefined) params[key] = String(value).trim();
  }
  return params;
}

/** Busy nights of an apartment or villa: half-open [start, end) calendar dates, no personal data. */
export const availabilityQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const availabilitySchema = z.array(z.object({ start: z.iso.date(), end: z.iso.date() }));
export type BusyRange = z.infer<typeof availabilitySchema>[number];
