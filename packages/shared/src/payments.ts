import { z } from 'zod';
import { FIRST_YEAR, isInDateWindow, LAST_YEAR, parseInstant, toCalendarDate } from './dates.ts';
import { multiLineText, paginationQuery } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// Field helpers shared by the payment and reservation schemas.
// ---------------------------------------------------------------------------------------------------

/** Largest amount (currency units) one field may hold: far above any stay, far below bigint trouble. */
export const MAX_AMOUNT = 10_000_000;

/** Largest id a Postgres `integer` column holds. */
const MAX_ID = 2_147_483_647;

const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number from a number or a numeric text ('12.50', ' 7 '); null for anything else (NaN, '', 'abc', '0x1f'). */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * At most 2 decimals, allowing the binary noise of sums computed in a browser (0.1 + 0.2 is
 * 0.30000000000000004, meant as 0.30); 10.555 is refused rather than guessed.
 */
export function hasAtMostTwoDecimals(units: number): boolean {
  return Math.abs(units * 100 - Math.round(units * 100)) < 1e-6;
}

/** `units` rounded to the cent (removes the binary noise once hasAtMostTwoDecimals holds). */
export const roundToCent = (units: number) => Math.round(units * 100) / 100;

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

export interface AmountRules {
  /** The field's name, put in front of the generic messages. */
  field: string;
  /** Message for a missing or empty value; without it the field may be left out (wrap in optional()). */
  required?: string;
  sign: 'nonnegative' | 'positive' | 'nonzero';
  /** One message for every failure (SPEC.md's simple payment: 'The payment amount must be positive'). */
  message?: string;
}

/** An amount in currency units, sent as a number or a numeric text; the output is a number with <= 2 decimals. */
export function amountInput(rules: AmountRules) {
  const { field, required, sign, message } = rules;
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        message ?? (isMissing(issue.input) && required ? required : `${field}: must be a number`),
    })
    .transform((value, ctx) => {
      const fail = (text: string) => {
        ctx.addIssue({ code: 'custom', message: message ?? text, input: value });
        return z.NEVER;
      };
      if (value === '' || (typeof value === 'string' && value.trim() === '')) {
        return fail(required ?? `${field}: must be a number`);
      }
      const units = readNumber(value);
      if (units === null) return fail(`${field}: must be a number`);
      if (!hasAtMostTwoDecimals(units)) return fail(`${field}: must have at most 2 decimals`);
      if (sign === 'nonnegative' && units < 0) return fail(`${field}: must not be negative`);
      if (sign === 'positive' && units <= 0) return fail(`${field}: must be greater than 0`);
      if (sign === 'nonzero' && roundToCent(units) === 0) return fail(`${field}: must not be zero`);
      if (Math.abs(units) > MAX_AMOUNT) return fail(`${field}: must be at most ${MAX_AMOUNT}`);
      return roundToCent(units);
    });
}

/** A positive integer id sent as a number or a numeric text. */
export function idInput(field: string, required?: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({
        error: (issue) => (isMissing(issue.input) && required ? required : `${field}: must be a number`),
      })
      .int(`${field}: must be a whole number`)
      .min(1, `${field}: must be a positive integer`)
      .max(MAX_ID, `${field}: is too large`),
  );
}

/** '' and null count as "not sent" (SPEC.md section 5: empty values are dropped from payloads). */
export function omitEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/**
 * Renames the accepted spellings of each field (camelCase first, then snake_case and older names) to
 * the canonical one and drops unknown keys; null counts as not sent. The first spelling present wins.
 */
export function normalizeKeys(raw: unknown, aliases: Record<string, readonly string[]>): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const source = raw as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [field, names] of Object.entries(aliases)) {
    const name = [field, ...names].find((n) => source[n] !== undefined && source[n] !== null);
    if (name !== undefined) result[field] = source[name];
  }
  return result;
}

const windowMessage = (field: string) => `${field}: must be a date from ${FIRST_YEAR} to ${LAST_YEAR}`;

/** A calendar date in any format parseDate reads, from FIRST_YEAR to LAST_YEAR; the output is 'YYYY-MM-DD'. */
export function calendarDateInput(field: string, required?: string) {
  return z
    .string({
      error: (issue) => (isMissing(issue.input) && required ? required : `${field}: must be a date`),
    })
    .transform((value, ctx) => {
      if (value.trim() === '' && required) {
        ctx.addIssue({ code: 'custom', message: required, input: value });
        return z.NEVER;
      }
      const date = toCalendarDate(value);
      if (date && !isInDateWindow(date)) {
        ctx.addIssue({ code: 'custom', message: windowMessage(field), input: value });
        return z.NEVER;
      }
      if (date) return date;
      ctx.addIssue({
        code: 'custom',
        message: `${field}: must be a date (YYYY-MM-DD or MM-DD-YYYY)`,
        input: value,
      });
      return z.NEVER;
    });
}

/** An instant: ISO 8601 with an offset, or a date (noon) or date and time on the Miami wall clock. */
export function instantInput(field: string) {
  return z.string().transform((value, ctx) => {
    const instant = parseInstant(value);
    if (instant && !isInDateWindow(toCalendarDate(value) ?? '')) {
      ctx.addIssue({ code: 'custom', message: windowMessage(field), input: value });
      return z.NEVER;
    }
    if (instant) return instant;
    ctx.addIssue({
      code: 'custom',
      message: `${field}: must be a date or an ISO 8601 date-time`,
      input: value,
    });
    return z.NEVER;
  });
}

// ---------------------------------------------------------------------------------------------------
// Payments of a reservation (SPEC.md sections 3, 5, 7 and 9).
// ---------------------------------------------------------------------------------------------------

export const paymentMethods = ['cash', 'card', 'transfer', 'zelle', 'paypal', 'other'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** SPEC.md section 9: "payment method default on read other". */
export function toPaymentMethod(value: unknown): PaymentMethod {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (paymentMethods as readonly string[]).includes(text) ? (text as PaymentMethod) : 'other';
}

const paymentMethodInput = z
  .string({ error: `paymentMethod: must be one of ${paymentMethods.join(', ')}` })
  .trim()
  .toLowerCase()
  .pipe(z.enum(paymentMethods, { error: `paymentMethod: must be one of ${paymentMethods.join(', ')}` }));

export const PAYMENT_AMOUNT_REQUIRED = 'The payment amount is required';
export const PAYMENT_AMOUNT_POSITIVE = 'The payment amount must be positive';
export const RESERVATION_ID_REQUIRED_ES = 'Se requiere el ID de la reserva';
export const NO_PAYMENT_DATA = 'No data provided to update the payment';

const paymentAliases = {
  amount: [],
  paymentMethod: ['payment_method', 'method'],
  paymentDate: ['payment_date', 'date'],
  notes: [],
} as const;

const paymentFields = {
  amount: amountInput({ field: 'amount', required: PAYMENT_AMOUNT_REQUIRED, sign: 'nonzero' }),
  paymentMethod: omitEmpty(paymentMethodInput),
  paymentDate: omitEmpty(instantInput('paymentDate')),
  notes: multiLineText(2000).optional(),
};

/**
 * POST /api/reservations/:id/payments. A negative amount is a refund. `reservation_update` (amounts a
 * client computed) is accepted and ignored: the server derives the reservation's amounts from its payments.
 */
export const createPaymentInput = z.preprocess(
  (raw) => normalizeKeys(raw, paymentAliases),
  z
    .object(paymentFields)
    .transform((input) => ({ ...input, paymentMethod: input.paymentMethod ?? ('cash' as PaymentMethod) })),
);
export type CreatePaymentInput = z.input<typeof createPaymentInput>;
export type NewPayment = z.output<typeof createPaymentInput>;

/** POST /api/payments/register/:id: amount must parse as a number > 0; default method cash. */
export const simplePaymentInput = z.preprocess(
  (raw) => normalizeKeys(raw, paymentAliases),
  z
    .object({
      ...paymentFields,
      amount: amountInput({ field: 'amount', sign: 'positive', message: PAYMENT_AMOUNT_POSITIVE }),
    })
    .transform((input) => ({ ...input, paymentMethod: input.paymentMethod ?? ('cash' as PaymentMethod) })),
);
export type SimplePaymentInput = z.input<typeof simplePaymentInput>;

/** PUT /api/reservation-payments/:id: the fields sent are changed. */
export const updatePaymentInput = z.preprocess(
  (raw) => normalizeKeys(raw, paymentAliases),
  z
    .object({ ...paymentFields, amount: paymentFields.amount.optional() })
    .refine((input) => Object.values(input).some((value) => value !== undefined), {
      message: NO_PAYMENT_DATA,
    }),
);
export type UpdatePaymentInput = z.input<typeof updatePaymentInput>;

/** A payment as the API answers it: amounts in currency units, instants in ISO 8601. */
export const paymentSchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int(),
  clientId: z.number().int().nullable(),
  amount: z.number(),
  paymentMethod: paymentMethodSchema,
  paymentDate: z.string(),
  notes: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * A payment in GET /api/reservation-payments: the payment and what a list row shows of its reservation
 * (code, apartment, the guest's name and e-mail), so a page needs no request per row.
 */
export const paymentListItemSchema = paymentSchema.extend({
  reservationCode: z.string(),
  apartmentName: z.string(),
  clientName: z.string(),
  clientLastname: z.string(),
  clientEmail: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

/** The filters of GET /api/reservation-payments, of its summary and of its CSV export. */
export const paymentFilters = {
  reservationId: omitEmpty(idInput('reservationId')),
  clientId: omitEmpty(idInput('clientId')),
  paymentMethod: omitEmpty(paymentMethodInput),
  from: omitEmpty(calendarDateInput('from')),
  to: omitEmpty(calendarDateInput('to')),
};
export const fromNotAfterTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
export const toBeforeFrom = { message: 'to: must not be before from', path: ['to'] };

/**
 * GET /api/reservation-payments: newest payment first. `from` and `to` are calendar days in the business
 * time zone, both included.
 */
export const paymentListQuery = paginationQuery({ limit: 100, maxLimit: 500 })
  .extend(paymentFilters)
  .refine(fromNotAfterTo, toBeforeFrom);
export type PaymentListQuery = z.input<typeof paymentListQuery>;

/** GET /api/reservation-payments/summary: the filters of the list, without limit and offset. */
export const paymentSummaryQuery = z.object(paymentFilters).refine(fromNotAfterTo, toBeforeFrom);
export type PaymentSummaryQuery = z.input<typeof paymentSummaryQuery>;

/**
 * The sums over every payment matching the filters (all pages), added up in cents by the server and
 * answered in currency units: received (positive amounts), refunded (the refunds, as a positive
 * number), net = received - refunded, and the net of each method that has payments.
 */
export const paymentSummarySchema = z.object({
  count: z.number().int(),
  received: z.number(),
  refunded: z.number(),
  net: z.number(),
  byMethod: z.partialRecord(paymentMethodSchema, z.number()),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
