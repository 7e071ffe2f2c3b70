import { z } from 'zod';
import { type BookingUnit, bookingUnitSchema } from './booking-units.ts';
import { fleetOrder } from './booking-words.ts';
import { addDays, BUSINESS_TIME_ZONE, daysBetween, zonedTimeToInstant } from './dates.ts';
import { fromCents } from './money.ts';
import { type PaymentMethod, paymentMethodSchema, paymentMethods } from './payments.ts';
import {
  paymentStatusSchema,
  type ReservationStatus,
  reservationStatuses,
  reservationStatusSchema,
} from './reservations.ts';
import { type ServiceType, serviceTypeSchema } from './service-types.ts';

/**
 * Monthly summaries (SPEC.md sections 3, 4 and 7). The accounting basis (docs/decisions/0006):
 * - a reservation belongs to the month of its check-in date; cancelled reservations are left out;
 * - a payment belongs to the month of its payment date on the Miami wall clock (America/New_York);
 * - totalPayments is the money received in the month (refunds are negative payments and subtract);
 * - totalRevenue is the booked revenue: the sum of the totals of the month's reservations;
 * - nightsBooked and occupancy count only the nights inside the month, of every apartment and villa
 *   stay that is not cancelled (a stay from January 30 to February 2 gives January 2 nights and
 *   February 1); cars and yachts are not lodging and have no nights;
 * - byType counts the month's reservations of every type (apartments, villas, cars, yachts) with
 *   their units (nights, days, hours) and revenue (issue 16).
 */

// ---------------------------------------------------------------------------------------------------
// Requests.
// ---------------------------------------------------------------------------------------------------

export const MIN_SUMMARY_YEAR = 2000;
export const MAX_SUMMARY_YEAR = 2100;
const monthMessage = 'month: must be a whole number from 1 to 12';
const yearMessage = `year: must be a whole number from ${MIN_SUMMARY_YEAR} to ${MAX_SUMMARY_YEAR}`;

const monthField = z.coerce
  .number({ error: monthMessage })
  .int(monthMessage)
  .min(1, monthMessage)
  .max(12, monthMessage);
const yearField = z.coerce
  .number({ error: yearMessage })
  .int(yearMessage)
  .min(MIN_SUMMARY_YEAR, yearMessage)
  .max(MAX_SUMMARY_YEAR, yearMessage);

/** POST /api/summaries/generate. */
export const generateSummaryInput = z.object({ month: monthField, year: yearField });
export type GenerateSummaryInput = z.input<typeof generateSummaryInput>;

/** /api/summaries/:year/:month... */
export const summaryParams = z.object({ year: yearField, month: monthField });

/** POST /api/summaries/:year/:month/send and the PDF: the language of the document (Spanish by default). */
export const summaryLanguageQuery = z.object({ lang: z.enum(['es', 'en']).optional() });

// ---------------------------------------------------------------------------------------------------
// Rules.
// ---------------------------------------------------------------------------------------------------

const pad = (value: number) => String(value).padStart(2, '0');

export interface MonthBounds {
  /** First day of the month, 'YYYY-MM-DD'. */
  from: string;
  /** First day of the next month (the month is [from, to)). */
  to: string;
  daysInMonth: number;
  /** The instants at which the month starts and ends on the Miami wall clock. */
  start: Date;
  end: Date;
}

export function monthBounds(year: number, month: number, timeZone: string = BUSINESS_TIME_ZONE): MonthBounds {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month: ${month}`);
  const from = `${String(year).padStart(4, '0')}-${pad(month)}-01`;
  const to =
    month === 12
      ? `${String(year + 1).padStart(4, '0')}-01-01`
      : `${String(year).padStart(4, '0')}-${pad(month + 1)}-01`;
  return {
    from,
    to,
    daysInMonth: daysBetween(from, to),
    start: zonedTimeToInstant(from, '00:00', timeZone),
    end: zonedTimeToInstant(to, '00:00', timeZone),
  };
}

/** Nights of the stay [checkIn, checkOut) that fall inside [from, to); 0 when they do not meet. */
export function nightsInside(checkIn: string, checkOut: string, from: string, to: string): number {
  const start = checkIn > from ? checkIn : from;
  const end = checkOut < to ? checkOut : to;
  return end > start ? daysBetween(start, end) : 0;
}

export interface SummaryStay {
  id: number;
  serviceType: ServiceType;
  unit: BookingUnit;
  units: number;
  apartmentId: number;
  apartmentName: string;
  checkInDate: string;
  checkOutDate: string;
  status: ReservationStatus;
  totalCents: number;
  paidCents: number;
  dueCents: number;
}

export interface SummaryPayment {
  amountCents: number;
  paymentMethod: PaymentMethod;
  paymentDate: Date;
}

export interface SummaryFigures {
  year: number;
  month: number;
  from: string;
  to: string;
  timeZone: string;
  daysInMonth: number;
  totalReservations: number;
  /** Money received in the month (currency units). */
  totalPayments: number;
  /** Booked revenue: the totals of the month's reservations (currency units). */
  totalRevenue: number;
  /** What the month's reservations still owe (currency units). */
  totalDue: number;
  nightsBooked: number;
  /** Nights booked / (apartments x days in the month), 0..1. */
  occupancyRate: number;
  occupancy: Array<{
    apartmentId: number;
    apartmentName: string;
    nightsBooked: number;
    occupancyRate: number;
  }>;
  /** The month's reservations by type of service, in the fleet's order; only types with reservations. */
  byType: Array<{
    serviceType: ServiceType;
    unit: BookingUnit;
    reservations: number;
    units: number;
    revenue: number;
  }>;
  paymentsCount: number;
  paymentsByMethod: Array<{ paymentMethod: PaymentMethod; count: number; total: number }>;
  reservationsByStatus: Array<{ status: ReservationStatus; count: number }>;
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** A reservation counts in the month of its check-in unless it is cancelled. */
export function belongsToMonth(
  stay: Pick<SummaryStay, 'checkInDate' | 'status'>,
  bounds: MonthBounds,
): boolean {
  return stay.status !== 'cancelled' && stay.checkInDate >= bounds.from && stay.checkInDate < bounds.to;
}

/** A payment counts in the month of its date on the Miami wall clock. */
export function paidInMonth(payment: Pick<SummaryPayment, 'paymentDate'>, bounds: MonthBounds): boolean {
  const t = payment.paymentDate.getTime();
  return t >= bounds.start.getTime() && t < bounds.end.getTime();
}

/**
 * The figures of a month from its stays (any that may touch the month; the others are ignored), the
 * payments (those outside the month are ignored) and the apartments to show (every bookable one, so an
 * empty apartment shows 0%). Sums in cents, answered in currency units.
 */
export function computeMonthlySummary(input: {
  year: number;
  month: number;
  stays: readonly SummaryStay[];
  payments: readonly SummaryPayment[];
  apartments: ReadonlyArray<{ id: number; name: string }>;
  timeZone?: string;
}): SummaryFigures {
  const bounds = monthBounds(input.year, input.month, input.timeZone);
  const ofMonth = input.stays.filter((stay) => belongsToMonth(stay, bounds));
  const payments = input.payments.filter((payment) => paidInMonth(payment, bounds));

  const apartments = new Map<number, { name: string; nights: number }>();
  for (const apartment of input.apartments) apartments.set(apartment.id, { name: apartment.name, nights: 0 });
  let nightsBooked = 0;
  for (const stay of input.stays) {
    if (stay.status === 'cancelled' || stay.unit !== 'night') continue;
    const nights = nightsInside(stay.checkInDate, stay.checkOutDate, bounds.from, bounds.to);
    if (nights === 0) continue;
    const entry = apartments.get(stay.apartmentId) ?? { name: stay.apartmentName, nights: 0 };
    entry.nights += nights;
    apartments.set(stay.apartmentId, entry);
    nightsBooked += nights;
  }

  const byMethod = new Map<PaymentMethod, { count: number; cents: number }>();
  for (const payment of payments) {
    const entry = byMethod.get(payment.paymentMethod) ?? { count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += payment.amountCents;
    byMethod.set(payment.paymentMethod, entry);
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const byType = fleetOrder.flatMap((serviceType) => {
    const ofType = ofMonth.filter((stay) => stay.serviceType === serviceType);
    const [first] = ofType;
    if (!first) return [];
    return [
      {
        serviceType,
        unit: first.unit,
        reservations: ofType.length,
        units: sum(ofType.map((stay) => stay.units)),
        revenue: fromCents(sum(ofType.map((stay) => stay.totalCents))),
      },
    ];
  });

  return {
    year: input.year,
    month: input.month,
    from: bounds.from,
    to: bounds.to,
    timeZone: input.timeZone ?? BUSINESS_TIME_ZONE,
    daysInMonth: bounds.daysInMonth,
    totalReservations: ofMonth.length,
    totalPayments: fromCents(sum(payments.map((p) => p.amountCents))),
    totalRevenue: fromCents(sum(ofMonth.map((s) => s.totalCents))),
    totalDue: fromCents(sum(ofMonth.map((s) => s.dueCents))),
    nightsBooked,
    occupancyRate: rate(nightsBooked, apartments.size * bounds.daysInMonth),
    occupancy: [...apartments.entries()]
      .map(([apartmentId, { name, nights }]) => ({
        apartmentId,
        apartmentName: name,
        nightsBooked: nights,
        occupancyRate: rate(nights, bounds.daysInMonth),
      }))
      .sort((a, b) => b.nightsBooked - a.nightsBooked || a.apartmentName.localeCompare(b.apartmentName)),
    byType,
    paymentsCount: payments.length,
    paymentsByMethod: paymentMethods
      .filter((method) => byMethod.has(method))
      .map((method) => {
        const entry = byMethod.get(method) ?? { count: 0, cents: 0 };
        return { paymentMethod: method, count: entry.count, total: fromCents(entry.cents) };
      }),
    reservationsByStatus: reservationStatuses
      .map((status) => ({ status, count: ofMonth.filter((s) => s.status === status).length }))
      .filter((entry) => entry.count > 0),
  };
}

/** The last day of the month, for labels ('2025-02-28'). */
export const lastDayOf = (bounds: Pick<MonthBounds, 'to'>) => addDays(bounds.to, -1);

// ---------------------------------------------------------------------------------------------------
// Responses.
// ---------------------------------------------------------------------------------------------------

export const monthlySummarySchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  daysInMonth: z.number().int(),
  totalReservations: z.number().int(),
  totalPayments: z.number(),
  totalRevenue: z.number(),
  totalDue: z.number(),
  nightsBooked: z.number().int(),
  occupancyRate: z.number(),
  occupancy: z.array(
    z.object({
      apartmentId: z.number().int(),
      apartmentName: z.string(),
      nightsBooked: z.number().int(),
      occupancyRate: z.number(),
    }),
  ),
  byType: z.array(
    z.object({
      serviceType: serviceTypeSchema,
      unit: bookingUnitSchema,
      reservations: z.number().int(),
      units: z.number().int(),
      revenue: z.number(),
    }),
  ),
  paymentsCount: z.number().int(),
  paymentsByMethod: z.array(
    z.object({ paymentMethod: paymentMethodSchema, count: z.number().int(), total: z.number() }),
  ),
  reservationsByStatus: z.array(z.object({ status: reservationStatusSchema, count: z.number().int() })),
  generatedAt: z.string(),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

export const summaryReservationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  serviceType: serviceTypeSchema,
  /** The service, whatever its type (the name SPEC.md gives it). */
  apartmentId: z.number().int(),
  apartmentName: z.string(),
  clientName: z.string(),
  clientLastname: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  /** Day and hour units: the instants of the pickup and return, or of the charter; null for a stay. */
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  unit: bookingUnitSchema,
  units: z.number().int(),
  /** Night stays: the nights (= units); null for a car or a yacht, as in the reservations. */
  nights: z.number().int().nullable(),
  status: reservationStatusSchema,
  paymentStatus: paymentStatusSchema,
  totalAmount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
});
export type SummaryReservation = z.infer<typeof summaryReservationSchema>;

export const summaryPaymentSchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int(),
  reservationCode: z.string(),
  clientName: z.string(),
  clientLastname: z.string(),
  amount: z.number(),
  paymentMethod: paymentMethodSchema,
  paymentDate: z.string(),
});
export type SummaryPaymentItem = z.infer<typeof summaryPaymentSchema>;

/** GET /api/summaries/:year/:month (SPEC.md section 7). */
export const summaryDetailsSchema = z.object({
  reservations: z.array(summaryReservationSchema),
  payments: z.array(summaryPaymentSchema),
  summary: monthlySummarySchema,
});
export type SummaryDetails = z.infer<typeof summaryDetailsSchema>;
