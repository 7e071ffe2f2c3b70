import { z } from 'zod';
import { localDateOf } from './booking-units.ts';
import { phoneInput } from './clients.ts';
import {
  FIRST_YEAR,
  isCalendarDate,
  isInDateWindow,
  LAST_YEAR,
  latestCheckIn,
  MAX_LEAD_YEARS,
  parseInstant,
  todayIn,
} from './dates.ts';
import { instantInput, omitEmpty } from './payments.ts';
import { languageSchema, multiLineText, paginationQuery, singleLineText } from './site.ts';

const NAME_MAX = 80;
const EMAIL_MAX = 254;

const emailField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX)
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' }));

// ---------------------------------------------------------------------------------------------------
// Contact form: POST /api/contact (public)
// ---------------------------------------------------------------------------------------------------

export const CONTACT_MESSAGE_MAX = 5000;

/** An international dialling prefix: '+1', '+54'; the plus is added when missing. */
export const areaCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'The area code must look like +1 or +54')
  .transform((value) => `+${value.replace(/^\+/, '')}`);

export const contactInput = z.object({
  name: singleLineText(NAME_MAX, { required: 'Please enter your name.' }),
  lastName: singleLineText(NAME_MAX).optional().default(''),
  email: emailField('Please enter your e-mail address.'),
  /** The number without its area code; digits with the usual separators. */
  phone: z
    .string()
    .trim()
    .regex(/^[\d\s().-]{0,30}$/, 'The phone number may only contain digits, spaces and - ( ) .')
    .optional()
    .default(''),
  areaCode: z
    .union([z.literal(''), areaCodeSchema])
    .optional()
    .default(''),
  message: multiLineText(CONTACT_MESSAGE_MAX, { required: 'Please write a message.' }),
  /** The language the visitor wrote in; otherwise the `lang` cookie, otherwise es. */
  language: languageSchema.optional(),
});
export type ContactInput = z.input<typeof contactInput>;

/** A contact message in the admin inbox. Instants are ISO 8601. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  message: z.string(),
  language: languageSchema,
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

// ---------------------------------------------------------------------------------------------------
// Book Now: POST /api/bookings (public), a lead the admin turns into a reservation
// ---------------------------------------------------------------------------------------------------

/** SPEC.md section 5, booking form. */
export const BOOKING_INCOMPLETE = 'Please complete all fields.';
export const BOOKING_DATES_MISSING = 'Please select reservation dates.';

const bookingDate = z
  .string({ error: BOOKING_DATES_MISSING })
  .trim()
  .min(1, BOOKING_DATES_MISSING)
  .refine(isCalendarDate, 'Dates must be written YYYY-MM-DD')
  .refine(isInDateWindow, `Dates must fall between ${FIRST_YEAR} and ${LAST_YEAR}`);

export const bookingServiceTypes = ['cars', 'yachts', 'apartments', 'villas'] as const;

/** The longest charter or rental a lead may ask for in hours (a car for two weeks). */
const MAX_LEAD_HOURS = 24 * 14;
const HOUR_MS = 3_600_000;

/**
 * A car's or yacht's lead names its times (ARCHITECTURE.md): startAt and hours (yachts) or startAt and
 * endAt (cars). Its start and end dates, when not sent, are the Miami dates of those instants.
 */
function withLeadDates(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const input = raw as Record<string, unknown>;
  const start = typeof input.startAt === 'string' && input.startAt ? parseInstant(input.startAt) : null;
  if (!start) return raw;
  const hours = Number(input.hours);
  const end =
    typeof input.endAt === 'string' && input.endAt
      ? parseInstant(input.endAt)
      : Number.isInteger(hours) && hours >= 1 && hours <= MAX_LEAD_HOURS
        ? new Date(start.getTime() + hours * HOUR_MS)
        : null;
  return {
    ...input,
    startDate: input.startDate || localDateOf(start),
    endDate: input.endDate || (end ? localDateOf(end) : localDateOf(start)),
  };
}

export const LEAD_TIMES_MISSING =
  'A charter needs its hours, a car its return time (hours or endAt with startAt).';

/** Builds the booking schema against a clock, so the "not in the past" rule can be tested at any date. */
export function bookingInputAt(now: () => Date) {
  return z.preprocess(
    withLeadDates,
    z
      .object({
        name: singleLineText(NAME_MAX, { required: BOOKING_INCOMPLETE }),
        lastName: singleLineText(NAME_MAX, { required: BOOKING_INCOMPLETE }),
        email: emailField(BOOKING_INCOMPLETE),
        startDate: bookingDate,
        endDate: bookingDate,
        serviceName: singleLineText(200, { required: BOOKING_INCOMPLETE }),
        serviceType: z.enum(bookingServiceTypes).nullish(),
        serviceId: z.coerce.number().int().min(1).max(2_147_483_647).nullish(),
        startAt: omitEmpty(instantInput('startAt')),
        endAt: omitEmpty(instantInput('endAt')),
        hours: omitEmpty(z.coerce.number().int('hours: must be whole hours').min(1).max(MAX_LEAD_HOURS)),
        /** Optional; E.164 once valid ('' means none). */
        phone: phoneInput,
        language: languageSchema.optional(),
      })
      .superRefine((input, ctx) => {
        if (input.startAt && !input.endAt && input.hours === undefined) {
          ctx.addIssue({ code: 'custom', path: ['hours'], message: LEAD_TIMES_MISSING });
        }
        // "Today" on the business's calendar (America/New_York). Compared as YYYY-MM-DD strings: both are
        // valid calendar dates here, so string order is date order.
        if (input.startDate < todayIn(undefined, now())) {
          ctx.addIssue({
            code: 'custom',
            path: ['startDate'],
            message: 'The start date cannot be in the past.',
          });
        }
        if (input.startDate > latestCheckIn(now())) {
          ctx.addIssue({
            code: 'custom',
            path: ['startDate'],
            message: `The start date cannot be more than ${MAX_LEAD_YEARS} years ahead.`,
          });
        }
        // A charter may end on the day it starts: its times are checked against the service (server).
        if (!input.startAt && input.endDate <= input.startDate) {
          ctx.addIssue({
            code: 'custom',
            path: ['endDate'],
            message: 'The end date must be after the start date.',
          });
        }
      })
      .transform(({ hours, ...input }) => ({
        ...input,
        endAt:
          input.endAt ??
          (input.startAt && hours ? new Date(input.startAt.getTime() + hours * HOUR_MS) : undefined),
      })),
  );
}

export const bookingInput = bookingInputAt(() => new Date());
export type BookingInput = z.input<typeof bookingInput>;

/** Why a reservation made from a lead (POST /api/reservations with leadId) is refused. */
export const leadMessages = {
  notFound: {
    en: 'leadId: there is no booking request with this id',
    es: 'leadId: no hay ninguna solicitud de reserva con este id',
  },
  linked: {
    en: 'This booking request already has its reservation',
    es: 'Esta solicitud de reserva ya tiene su reserva',
  },
} as const;

/** A booking lead in the admin inbox. Stay dates are YYYY-MM-DD; instants ISO 8601. */
export const bookingLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  serviceName: z.string(),
  serviceType: z.enum(bookingServiceTypes).nullable(),
  serviceId: z.number().int().nullable(),
  /** A car's or yacht's lead: the instants asked for (ISO 8601); null for a stay. */
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** E.164, or null when the visitor gave none. */
  phone: z.string().nullable(),
  /** The reservation made from this lead; null while the lead is open. */
  reservationId: z.number().int().nullable(),
  language: languageSchema,
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingLead = z.infer<typeof bookingLeadSchema>;

// ---------------------------------------------------------------------------------------------------
// Admin inbox
// ---------------------------------------------------------------------------------------------------

/** The created message or lead. */
export const createdResponse = z.object({ id: z.number().int() });

/** GET /api/contact, GET /api/bookings: newest first; `unread=true` only unread, `unread=false` only read. */
export const inboxListQuery = paginationQuery({ limit: 50, maxLimit: 200 }).extend({
  unread: z.stringbool().optional(),
});

/** PATCH /api/contact/:id, PATCH /api/bookings/:id. */
export const markReadInput = z.object({ read: z.boolean() });
