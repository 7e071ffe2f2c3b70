import { z } from 'zod';
import {
  type BookingPeriod,
  bookingFields,
  datesBooking,
  timesBooking,
  withBookingKind,
} from './booking-inputs.ts';
import { toCents } from './money.ts';
import {
  amountInput,
  idInput,
  instantInput,
  MAX_AMOUNT,
  normalizeKeys,
  omitEmpty,
  paymentMethods,
  readNumber,
} from './payments.ts';
import { type ReservationStatus, reservationMessages, reservationStatuses } from './reservation-states.ts';
import { languageSchema, multiLineText, singleLineText } from './site.ts';

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
  pricePerNight: ['pricePerUnit', 'price_per_night', 'price_per_unit', 'price'],
  cleaningFee: ['cleaning_fee'],
  parkingFee: ['parking_fee'],
  cancellationFee: ['cancellation_fee'],
  otherExpenses: ['other_expenses'],
} as const;

const reservationAliases = {
  serviceType: ['service_type'],
  serviceId: ['service_id'],
  apartmentId: ['apartment_id'],
  clientId: ['client_id'],
  ...clientAliases,
  checkInDate: ['check_in_date'],
  checkOutDate: ['check_out_date'],
  startAt: ['start_at'],
  endAt: ['end_at'],
  ...feeAliases,
  taxes: [],
  status: [],
  notes: [],
  language: [],
  initialPayment: ['initial_payment'],
  leadId: ['lead_id'],
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
  clientId: omitEmpty(idInput('clientId')),
  ...clientDetailFields,
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

const createOnlyFields = {
  initialPayment: omitEmpty(initialPaymentInput),
  /** The booking lead of the inbox this reservation is made from: linked to it and marked read. */
  leadId: omitEmpty(idInput('leadId')),
};

/**
 * POST /api/reservations. price is accepted as pricePerNight and snake_case names too; the client fields
 * are used only when no clientId is given; totals, amounts paid and payment status a caller sends are
 * ignored (the server derives them). An initialPayment of 0 or without amount is no payment.
 */
export const createReservationInput = z.preprocess(
  (raw) => withBookingKind(normalizeReservation(raw)),
  z
    .discriminatedUnion('kind', [
      z.object({ ...datesBooking, ...reservationFields, ...createOnlyFields }),
      z.object({ ...timesBooking, ...reservationFields, ...createOnlyFields }),
    ])
    .superRefine((input, ctx) => {
      if (input.clientId === undefined && !input.clientName) {
        ctx.addIssue({ code: 'custom', message: reservationMessages.clientRequired, path: ['clientName'] });
      }
      if (input.kind === 'dates' && input.checkOutDate <= input.checkInDate) {
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
      const period: BookingPeriod =
        input.kind === 'dates'
          ? { kind: 'dates', checkInDate: input.checkInDate, checkOutDate: input.checkOutDate }
          : { kind: 'times', startAt: input.startAt as Date, endAt: input.endAt as Date };
      return {
        serviceType: input.serviceType,
        serviceId: input.kind === 'dates' ? input.apartmentId : input.serviceId,
        period,
        client,
        pricePerNight: input.pricePerNight,
        cleaningFee: input.cleaningFee,
        parkingFee: input.parkingFee ?? 0,
        cancellationFee: input.cancellationFee ?? 0,
        otherExpenses: input.otherExpenses ?? 0,
        taxes: input.taxes ?? 0,
        status: input.status ?? ('pending' as ReservationStatus),
        notes: input.notes ?? '',
        language: input.language,
        leadId: input.leadId ?? null,
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
      ...bookingFields,
      clientId: reservationFields.clientId,
      ...clientDetailFields,
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
        serviceId,
        apartmentId,
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
      return {
        ...fields,
        // apartmentId alone names an apartment or villa; serviceId a service of serviceType (else the current type).
        service:
          serviceId !== undefined
            ? { id: serviceId, typed: true }
            : apartmentId !== undefined
              ? { id: apartmentId, typed: false }
              : undefined,
        clientChanges: Object.keys(clientChanges).length ? clientChanges : undefined,
      };
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
