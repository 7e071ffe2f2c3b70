import { z } from 'zod';
import { toCents } from './money.ts';
import {
  amountInput,
  calendarDateInput,
  idInput,
  instantInput,
  MAX_AMOUNT,
  normalizeKeys,
  omitEmpty,
  paymentMethodSchema,
  paymentMethods,
  paymentSchema,
  readNumber,
} from './payments.ts';
import { languageSchema, multiLineText, paginationQuery, singleLineText } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// States (ARCHITECTURE.md "Data").
// ---------------------------------------------------------------------------------------------------

export const reservationStatuses = [
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
  'no_show',
] as const;
export const reservationStatusSchema = z.enum(reservationStatuses);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/** Only these keep the apartment's calendar busy; the others free their dates. */
export const blockingStatuses = ['pending', 'confirmed', 'checked_in'] as const satisfies ReservationStatus[];

export const paymentStatuses = ['pending', 'partial', 'paid', 'overpaid', 'refunded'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

// ---------------------------------------------------------------------------------------------------
// Messages (SPEC.md sections 5 and 8; the API answers them exactly).
// ---------------------------------------------------------------------------------------------------

export const reservationMessages = {
  pricePerNightRequired: 'The price per night is required',
  cleaningFeeRequired: 'The cleaning fee is required',
  idRequired: 'The reservation ID is required',
  noUpdateData: 'No data provided to update the reservation',
  noFees: 'No hay tarifas para actualizar',
  notFound: 'Reservation not found',
  datesUnavailable: 'These dates are not available for this apartment',
  checkOutAfterCheckIn: 'checkOutDate: the check-out date must be after the check-in date (checkInDate)',
  clientRequired: 'clientName: give a clientId or the new client details (at least clientName)',
  apartmentRequired: 'apartmentId: the apartment is required',
  checkInRequired: 'checkInDate: the check-in date is required',
  checkOutRequired: 'checkOutDate: the check-out date is required',
  relatedData: 'Cannot delete reservation due to related data',
  lookupNotFound: 'No reservation matches this code and e-mail',
} as const;

// ---------------------------------------------------------------------------------------------------
// Public code (ARCHITECTURE.md "Data"): 'MIA-' and 6 characters without look-alikes (0/O, 1/I/L).
// ---------------------------------------------------------------------------------------------------

export const RESERVATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RESERVATION_CODE_PREFIX = 'MIA-';
export const RESERVATION_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^MIA-[${RESERVATION_CODE_ALPHABET}]{${RESERVATION_CODE_LENGTH}}$`);

/**
 * A code as a guest may type it: any case, spaces or dashes anywhere, with or without 'MIA-'.
 * Returns the canonical code, or null when it cannot be one.
 */
export function normalizeReservationCode(text: string): string | null {
  let code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.startsWith('MIA')) code = code.slice(3);
  code = `${RESERVATION_CODE_PREFIX}${code}`;
  return CODE_PATTERN.test(code) ? code : null;
}

// ---------------------------------------------------------------------------------------------------
// Money rules, on integer cents (ARCHITECTURE.md "Data").
// ---------------------------------------------------------------------------------------------------

export interface ReservationCharges {
  nights: number;
  pricePerNightCents: number;
  cleaningFeeCents?: number;
  parkingFeeCents?: number;
  cancellationFeeCents?: number;
  otherExpensesCents?: number;
  taxesCents?: number;
}

export interface ReservationTotals {
  totalCents: number;
  paidCents: number;
  dueCents: number;
  paymentStatus: PaymentStatus;
}

function assertCents(name: string, value: number) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be integer cents: ${value}`);
}

/**
 * totalAmount = nights x pricePerNight + cleaningFee + parkingFee + cancellationFee + otherExpenses + taxes;
 * amountPaid = sum of the payments (a refund is negative); amountDue = totalAmount - amountPaid (negative
 * when overpaid). paymentStatus: `refunded` when there was a refund and the payments net to 0 (or less),
 * `pending` when nothing is paid, `partial` below the total, `paid` when amountPaid = totalAmount > 0,
 * `overpaid` above the total (so any payment on a total of 0 is overpaid).
 */
export function computeTotals(
  charges: ReservationCharges,
  paymentsCents: readonly number[],
): ReservationTotals {
  const { nights, pricePerNightCents } = charges;
  if (!Number.isInteger(nights) || nights < 0)
    throw new RangeError(`nights must be a whole number: ${nights}`);
  const fees = [
    charges.cleaningFeeCents ?? 0,
    charges.parkingFeeCents ?? 0,
    charges.cancellationFeeCents ?? 0,
    charges.otherExpensesCents ?? 0,
    charges.taxesCents ?? 0,
  ];
  assertCents('pricePerNightCents', pricePerNightCents);
  for (const fee of fees) assertCents('fee', fee);
  let paidCents = 0;
  for (const payment of paymentsCents) {
    assertCents('payment', payment);
    paidCents += payment;
  }
  const totalCents = nights * pricePerNightCents + fees.reduce((sum, fee) => sum + fee, 0);
  assertCents('total', totalCents);
  const hadRefund = paymentsCents.some((payment) => payment < 0);
  let paymentStatus: PaymentStatus;
  if (paidCents <= 0) paymentStatus = hadRefund ? 'refunded' : 'pending';
  else if (paidCents < totalCents) paymentStatus = 'partial';
  else if (paidCents === totalCents) paymentStatus = 'paid';
  else paymentStatus = 'overpaid';
  return { totalCents, paidCents, dueCents: totalCents - paidCents, paymentStatus };
}

// ---------------------------------------------------------------------------------------------------
// Completeness of a reservation for its PDF (SPEC.md section 5).
// ---------------------------------------------------------------------------------------------------

export const requiredReservationFields = [
  ['id', 'id'],
  ['clientName', 'client_name'],
  ['clientEmail', 'client_email'],
  ['clientPhone', 'client_phone'],
  ['checkInDate', 'check_in_date'],
  ['checkOutDate', 'check_out_date'],
  ['nights', 'nights'],
  ['pricePerNight', 'price_per_night'],
  ['totalAmount', 'total_amount'],
  ['amountPaid', 'amount_paid'],
  ['amountDue', 'amount_due'],
] as const;

export interface CompletenessResult {
  success: boolean;
  message: string;
  missingFields: string[];
}

/** Present means not undefined, null or blank text; 0 is a value (nothing paid yet). */
export function checkCompleteness(
  reservation: Record<string, unknown> | null | undefined,
): CompletenessResult {
  const present = (value: unknown) =>
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
  const missingFields = requiredReservationFields
    .filter(([camel, snake]) => !present(reservation?.[camel]) && !present(reservation?.[snake]))
    .map(([camel]) => camel);
  return missingFields.length
    ? { success: false, message: `Missing required fields: ${missingFields.join(', ')}`, missingFields }
    : { success: true, message: 'All necessary data is present', missingFields };
}

export const completenessSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  missingFields: z.array(z.string()),
});

// ---------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------

const clientAliases = {
  clientName: ['client_name'],
  clientLastname: ['clientLastName', 'client_lastname', 'client_last_name'],
  clientEmail: ['client_email'],
  clientPhone: ['client_phone'],
  clientAddress: ['client_address'],
  clientCity: ['client_city'],
  clientCountry: ['client_country'],
  clientNotes: ['client_notes'],
} as const;

const feeAliases = {
  pricePerNight: ['price_per_night', 'price'],
  cleaningFee: ['cleaning_fee'],
  parkingFee: ['parking_fee'],
  cancellationFee: ['cancellation_fee'],
  otherExpenses: ['other_expenses'],
} as const;

const reservationAliases = {
  apartmentId: ['apartment_id'],
  clientId: ['client_id'],
  ...clientAliases,
  checkInDate: ['check_in_date'],
  checkOutDate: ['check_out_date'],
  ...feeAliases,
  taxes: [],
  status: [],
  notes: [],
  language: [],
  initialPayment: ['initial_payment'],
} as const;

const clientDetailKeys = Object.keys(clientAliases);
const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** SPEC.md section 3: client fields count only when no clientId is given. */
function normalizeReservation(raw: unknown): unknown {
  const input = normalizeKeys(raw, reservationAliases);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const result = input as Record<string, unknown>;
  if (!isMissing(result.clientId)) for (const key of clientDetailKeys) delete result[key];
  return result;
}

const clientEmailInput = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'clientEmail: must be at most 254 characters')
  .pipe(z.union([z.literal(''), z.email({ error: 'clientEmail: must be an e-mail address' })]))
  .transform((value) => (value ? value : null));

const clientDetailFields = {
  clientName: singleLineText(100).optional(),
  clientLastname: singleLineText(100).optional(),
  clientEmail: clientEmailInput.optional(),
  clientPhone: singleLineText(40).optional(),
  clientAddress: singleLineText(200).optional(),
  clientCity: singleLineText(100).optional(),
  clientCountry: singleLineText(100).optional(),
  clientNotes: multiLineText(5000).optional(),
};

const optionalFee = (field: string) => omitEmpty(amountInput({ field, sign: 'nonnegative' }));

const initialPaymentInput = z.preprocess(
  (raw) =>
    normalizeKeys(raw, {
      amount: [],
      paymentMethod: ['payment_method', 'method'],
      paymentDate: ['payment_date', 'date'],
      notes: [],
    }),
  z.object({
    amount: omitEmpty(amountInput({ field: 'initialPayment.amount', sign: 'nonnegative' })),
    paymentMethod: omitEmpty(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(
          z.enum(paymentMethods, {
            error: `initialPayment.paymentMethod: must be one of ${paymentMethods.join(', ')}`,
          }),
        ),
    ),
    paymentDate: omitEmpty(instantInput('initialPayment.paymentDate')),
    notes: multiLineText(2000).optional(),
  }),
);

const statusInput = z.enum(reservationStatuses, {
  error: `status: must be one of ${reservationStatuses.join(', ')}`,
});

const reservationFields = {
  apartmentId: idInput('apartmentId', reservationMessages.apartmentRequired),
  clientId: omitEmpty(idInput('clientId')),
  ...clientDetailFields,
  checkInDate: calendarDateInput('checkInDate', reservationMessages.checkInRequired),
  checkOutDate: calendarDateInput('checkOutDate', reservationMessages.checkOutRequired),
  pricePerNight: amountInput({
    field: 'pricePerNight',
    required: reservationMessages.pricePerNightRequired,
    sign: 'nonnegative',
  }),
  cleaningFee: amountInput({
    field: 'cleaningFee',
    required: reservationMessages.cleaningFeeRequired,
    sign: 'nonnegative',
  }),
  parkingFee: optionalFee('parkingFee'),
  cancellationFee: optionalFee('cancellationFee'),
  otherExpenses: optionalFee('otherExpenses'),
  taxes: optionalFee('taxes'),
  status: omitEmpty(statusInput),
  notes: multiLineText(5000).optional(),
  language: omitEmpty(languageSchema),
};

export interface NewClientDetails {
  name: string;
  lastname: string;
  email: string | null;
  phone: string;
  address: string;
  city: string;
  country: string;
  notes: string;
}

/** The client of a reservation: an existing one, or details to create one (or link it by e-mail). */
export type ReservationClient = { kind: 'existing'; id: number } | { kind: 'new'; details: NewClientDetails };

type ClientDetailInput = {
  [K in keyof typeof clientDetailFields]?: z.output<(typeof clientDetailFields)[K]>;
};

function clientDetailsOf(input: ClientDetailInput): NewClientDetails {
  return {
    name: input.clientName ?? '',
    lastname: input.clientLastname ?? '',
    email: input.clientEmail ?? null,
    phone: input.clientPhone ?? '',
    address: input.clientAddress ?? '',
    city: input.clientCity ?? '',
    country: input.clientCountry ?? '',
    notes: input.clientNotes ?? '',
  };
}

/**
 * POST /api/reservations. price is accepted as pricePerNight and snake_case names too; the client fields
 * are used only when no clientId is given; totals, amounts paid and payment status a caller sends are
 * ignored (the server derives them). An initialPayment of 0 or without amount is no payment.
 */
export const createReservationInput = z.preprocess(
  normalizeReservation,
  z
    .object({ ...reservationFields, initialPayment: omitEmpty(initialPaymentInput) })
    .superRefine((input, ctx) => {
      if (input.clientId === undefined && !input.clientName) {
        ctx.addIssue({ code: 'custom', message: reservationMessages.clientRequired, path: ['clientName'] });
      }
      if (input.checkOutDate <= input.checkInDate) {
        ctx.addIssue({
          code: 'custom',
          message: reservationMessages.checkOutAfterCheckIn,
          path: ['checkOutDate'],
        });
      }
    })
    .transform((input) => {
      const client: ReservationClient =
        input.clientId !== undefined
          ? { kind: 'existing', id: input.clientId }
          : { kind: 'new', details: clientDetailsOf(input) };
      const payment = input.initialPayment;
      return {
        apartmentId: input.apartmentId,
        client,
        checkInDate: input.checkInDate,
        checkOutDate: input.checkOutDate,
        pricePerNight: input.pricePerNight,
        cleaningFee: input.cleaningFee,
        parkingFee: input.parkingFee ?? 0,
        cancellationFee: input.cancellationFee ?? 0,
        otherExpenses: input.otherExpenses ?? 0,
        taxes: input.taxes ?? 0,
        status: input.status ?? ('pending' as ReservationStatus),
        notes: input.notes ?? '',
        language: input.language,
        initialPayment:
          payment?.amount !== undefined && payment.amount !== 0
            ? {
                amount: payment.amount,
                paymentMethod: payment.paymentMethod ?? ('cash' as const),
                paymentDate: payment.paymentDate,
                notes: payment.notes ?? '',
              }
            : null,
      };
    }),
);
export type CreateReservationInput = z.input<typeof createReservationInput>;
export type NewReservation = z.output<typeof createReservationInput>;

/**
 * PUT /api/reservations/:id: the fields sent are changed. With clientId the reservation moves to that
 * client; client fields without clientId edit the reservation's current client.
 */
export const updateReservationInput = z.preprocess(
  normalizeReservation,
  z
    .object({
      apartmentId: omitEmpty(idInput('apartmentId')),
      clientId: reservationFields.clientId,
      ...clientDetailFields,
      checkInDate: omitEmpty(calendarDateInput('checkInDate')),
      checkOutDate: omitEmpty(calendarDateInput('checkOutDate')),
      pricePerNight: optionalFee('pricePerNight'),
      cleaningFee: optionalFee('cleaningFee'),
      parkingFee: optionalFee('parkingFee'),
      cancellationFee: optionalFee('cancellationFee'),
      otherExpenses: optionalFee('otherExpenses'),
      taxes: optionalFee('taxes'),
      status: reservationFields.status,
      notes: reservationFields.notes,
      language: reservationFields.language,
    })
    .superRefine((input, ctx) => {
      if (!Object.values(input).some((value) => value !== undefined)) {
        ctx.addIssue({ code: 'custom', message: reservationMessages.noUpdateData });
        return;
      }
      if (input.checkInDate && input.checkOutDate && input.checkOutDate <= input.checkInDate) {
        ctx.addIssue({
          code: 'custom',
          message: reservationMessages.checkOutAfterCheckIn,
          path: ['checkOutDate'],
        });
      }
    })
    .transform((input) => {
      const {
        clientName,
        clientLastname,
        clientEmail,
        clientPhone,
        clientAddress,
        clientCity,
        clientCountry,
        clientNotes,
        ...fields
      } = input;
      // Only the client fields that were sent: the client's other fields stay as they are.
      const sent: Partial<NewClientDetails> = {
        name: clientName,
        lastname: clientLastname,
        email: clientEmail,
        phone: clientPhone,
        address: clientAddress,
        city: clientCity,
        country: clientCountry,
        notes: clientNotes,
      };
      const clientChanges = Object.fromEntries(
        Object.entries(sent).filter(([, value]) => value !== undefined),
      ) as Partial<NewClientDetails>;
      return { ...fields, clientChanges: Object.keys(clientChanges).length ? clientChanges : undefined };
    }),
);
export type UpdateReservationInput = z.input<typeof updateReservationInput>;
export type ReservationChanges = z.output<typeof updateReservationInput>;

/**
 * A fee of PATCH /api/reservations/:id (SPEC.md section 5): numeric text is converted, anything
 * non-numeric becomes 0, negatives are clamped to 0, amounts are rounded to the cent.
 */
const lenientFee = (field: string) =>
  z.unknown().transform((value, ctx) => {
    const units = readNumber(value);
    if (units === null || units <= 0) return 0;
    if (units > MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: `${field}: must be at most ${MAX_AMOUNT}`, input: value });
      return z.NEVER;
    }
    return toCents(units) / 100;
  });

export const feeFields = [
  'parkingFee',
  'cleaningFee',
  'cancellationFee',
  'otherExpenses',
  'pricePerNight',
] as const;
export type FeeField = (typeof feeFields)[number];

/** PATCH /api/reservations/:id: the fees sent are changed; none -> 'No hay tarifas para actualizar'. */
export const updateFeesInput = z.preprocess(
  (raw) => normalizeKeys(raw, feeAliases),
  z
    .object({
      parkingFee: lenientFee('parkingFee').optional(),
      cleaningFee: lenientFee('cleaningFee').optional(),
      cancellationFee: lenientFee('cancellationFee').optional(),
      otherExpenses: lenientFee('otherExpenses').optional(),
      pricePerNight: lenientFee('pricePerNight').optional(),
    })
    .refine((input) => Object.values(input).some((value) => value !== undefined), {
      message: reservationMessages.noFees,
    }),
);
export type UpdateFeesInput = z.input<typeof updateFeesInput>;
export type FeeChanges = z.output<typeof updateFeesInput>;

/**
 * PATCH /api/reservations/:id/payment-status (SPEC.md section 7). The body SPEC.md's client sends is
 * accepted and ignored: the amounts and the status are always recomputed from the payments.
 */
export const paymentStatusInput = z
  .object({
    paymentStatus: z.unknown().optional(),
    amountPaid: z.unknown().optional(),
    amountDue: z.unknown().optional(),
  })
  .nullish();

/** POST /api/reservations/lookup: a guest finds their reservation with its code and their e-mail. */
export const lookupInput = z.object({
  code: z.string({ error: 'code: the reservation code is required' }).max(40, 'code: is too long'),
  email: z
    .string({ error: 'email: the e-mail is required' })
    .trim()
    .toLowerCase()
    .min(1, 'email: the e-mail is required')
    .max(254, 'email: is too long'),
});
export const lookupResponse = z.object({ id: z.number().int(), accessToken: z.string() });

const statusList = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  omitEmpty(
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(values, { error: `${field}: must be one of ${values.join(', ')}` })).min(1)),
  );

/**
 * `upcoming`: stays not yet over (check-out after today, Miami) by check-in, soonest first, then the
 * stays that are over, latest first: what staff look at this week comes first.
 */
export const reservationSorts = [
  'upcoming',
  'checkInDate',
  '-checkInDate',
  'checkOutDate',
  '-checkOutDate',
  'createdAt',
  '-createdAt',
  'totalAmount',
  '-totalAmount',
  'amountDue',
  '-amountDue',
] as const;
export type ReservationSort = (typeof reservationSorts)[number];

/** The filters of the reservations list, its search and its CSV export. */
export const reservationFilters = {
  /** One status or several separated by commas ('pending,confirmed'). */
  status: statusList('status', reservationStatuses),
  paymentStatus: statusList('paymentStatus', paymentStatuses),
  apartmentId: omitEmpty(idInput('apartmentId')),
  clientId: omitEmpty(idInput('clientId')),
  /** Stays that overlap [from, to): check-in before `to` and check-out after `from`. */
  from: omitEmpty(calendarDateInput('from')),
  to: omitEmpty(calendarDateInput('to')),
  sort: omitEmpty(z.enum(reservationSorts, { error: `sort: must be one of ${reservationSorts.join(', ')}` })),
};

export const fromBeforeTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from < q.to;

/** GET /api/reservations: newest check-in first unless `sort` says otherwise. */
export const reservationListQuery = paginationQuery({ limit: 50, maxLimit: 200 })
  .extend(reservationFilters)
  .refine(fromBeforeTo, { message: 'to: must be after from', path: ['to'] });
export type ReservationListQuery = z.input<typeof reservationListQuery>;
export type ReservationFilters = z.output<typeof reservationListQuery>;

/**
 * GET /api/reservations/search: `q` matches the code exactly (with or without 'MIA-'), or a part of the
 * client's name, last name, full name, e-mail or phone (digits compared without separators).
 */
export const reservationSearchQuery = paginationQuery({ limit: 50, maxLimit: 200 })
  .extend({
    ...reservationFilters,
    q: omitEmpty(z.string().trim().max(100, 'q: must be at most 100 characters')),
  })
  .refine(fromBeforeTo, { message: 'to: must be after from', path: ['to'] });
export type ReservationSearchQuery = z.input<typeof reservationSearchQuery>;

/** GET /api/reservations/:id: `access` is the guest's token from POST /api/reservations/lookup. */
export const reservationViewQuery = z.object({ access: z.string().max(2000).optional() });

// ---------------------------------------------------------------------------------------------------
// Responses: amounts in currency units, stay dates 'YYYY-MM-DD', instants ISO 8601.
// ---------------------------------------------------------------------------------------------------

export const notificationSchema = z.object({
  type: z.string(),
  sentAt: z.string(),
  confirmation: z.string().nullable(),
});

export const statusChangeSchema = z.object({
  from: reservationStatusSchema.nullable(),
  to: reservationStatusSchema,
  changedAt: z.string(),
  /** The admin's name (null once the admin is deleted or for demo data). */
  changedBy: z.string().nullable(),
  changedById: z.number().int().nullable(),
});

const reservationFieldsOut = {
  id: z.number().int(),
  code: z.string(),
  apartmentId: z.number().int(),
  apartmentName: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  clientLastname: z.string(),
  clientEmail: z.string().nullable(),
  clientPhone: z.string(),
  clientAddress: z.string(),
  clientCity: z.string(),
  clientCountry: z.string(),
  clientNotes: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  pricePerNight: z.number(),
  cleaningFee: z.number(),
  cancellationFee: z.number(),
  parkingFee: z.number(),
  otherExpenses: z.number(),
  taxes: z.number(),
  totalAmount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
  status: reservationStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** Internal notes: never in the guest view. */
  notes: z.string(),
  language: languageSchema,
  pdfUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** An item of GET /api/reservations and /search (no notifications, history or payments: see the details). */
export const reservationListItemSchema = z.object(reservationFieldsOut);
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;

/** A reservation with everything of SPEC.md section 3 (answered by create, update and the fee calls). */
export const reservationSchema = z.object({
  ...reservationFieldsOut,
  notifications: z.array(notificationSchema),
  statusHistory: z.array(statusChangeSchema),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** GET /api/reservations/:id with an admin token: the reservation and its payments. */
export const reservationDetailsSchema = reservationSchema.extend({ payments: z.array(paymentSchema) });
export type ReservationDetails = z.infer<typeof reservationDetailsSchema>;

/** GET /api/reservations/:id?access=TOKEN: what the guest sees; no internal notes, no history, no admin names. */
export const guestReservationSchema = z.object({
  view: z.literal('guest'),
  id: z.number().int(),
  code: z.string(),
  apartmentName: z.string(),
  clientName: z.string(),
  clientLastname: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  pricePerNight: z.number(),
  cleaningFee: z.number(),
  cancellationFee: z.number(),
  parkingFee: z.number(),
  otherExpenses: z.number(),
  taxes: z.number(),
  totalAmount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
  status: reservationStatusSchema,
  paymentStatus: paymentStatusSchema,
  language: languageSchema,
  payments: z.array(
    z.object({ amount: z.number(), paymentMethod: paymentMethodSchema, paymentDate: z.string() }),
  ),
});
export type GuestReservation = z.infer<typeof guestReservationSchema>;

/** The 400 of DELETE /api/reservations/:id when payments exist (SPEC.md section 8). */
export const relatedDataErrorSchema = z.object({
  message: z.string(),
  error: z.string(),
  /** RESERVATION_HAS_PAYMENTS, or VALIDATION for a bad id (@app/shared/errors). */
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  suggestedAction: z.string().optional(),
  relatedData: z.boolean().optional(),
});
