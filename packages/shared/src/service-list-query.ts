import { z } from 'zod';

import { limitedText, MAX_COUNT, MAX_PRICE } from './service-inputs.ts';

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
export const serviceScopes = ['published', 'all', 'archived'] as const;
export type ServiceScope = (typeof serviceScopes)[number];

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
  location: z.preprocess(blankQuery, limitedText('location', 100).optional()),
  /**
   * Which services: `published` (the default, what visitors see), or for the staff (an admin token)
   * `all` (every service that is not archived, hidden ones too) or `archived`. Visitors always get
   * `published`. The public pages never ask for more, so an admin browsing the site sees what visitors see.
   */
  scope: z.preprocess(
    blankQuery,
    z.enum(serviceScopes, { error: `scope must be one of ${serviceScopes.join(', ')}` }).optional(),
  ),
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

/**
 * Busy time of a service, no personal data: half-open [start, end) ranges, calendar dates of the
 * nights of an apartment or villa, ISO 8601 instants (the buffer after each booking included) of a car
 * or a yacht. The window is a range of dates.
 */
export const availabilityQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
export const availabilitySchema = z.array(z.object({ start: dateOrInstant, end: dateOrInstant }));
export type BusyRange = z.infer<typeof availabilitySchema>[number];
