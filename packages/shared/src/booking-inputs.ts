import { z } from 'zod';
import { calendarDateInput, idInput, instantInput, omitEmpty } from './payments.ts';
import { reservationMessages } from './reservation-states.ts';
import { serviceTypeSchema } from './service-types.ts';

// ---------------------------------------------------------------------------------------------------
// The service and the period of a reservation request (ARCHITECTURE.md "Every service bookable").
// ---------------------------------------------------------------------------------------------------

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** The service booked and its period, as the update sends them (each optional). */
export const bookingFields = {
  serviceType: omitEmpty(serviceTypeSchema),
  serviceId: omitEmpty(idInput('serviceId')),
  apartmentId: omitEmpty(idInput('apartmentId')),
  checkInDate: omitEmpty(calendarDateInput('checkInDate')),
  checkOutDate: omitEmpty(calendarDateInput('checkOutDate')),
  startAt: omitEmpty(instantInput('startAt')),
  endAt: omitEmpty(instantInput('endAt')),
};

const timedTypes: readonly string[] = ['cars', 'yachts'];

/**
 * A new reservation is of one of two kinds, told apart before the fields are read so that each kind's
 * required fields are said at once with the others: `dates` (an apartment or villa: SPEC.md's
 * apartmentId, or serviceId, and check-in and check-out dates) or `times` (a car or a yacht: serviceId
 * and startAt, endAt). Whether the service is of that kind is the server's check.
 */
export function withBookingKind(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const result = input as Record<string, unknown>;
  const timed =
    timedTypes.includes(String(result.serviceType)) || !isMissing(result.startAt) || !isMissing(result.endAt);
  const [id, other] = timed ? ['serviceId', 'apartmentId'] : ['apartmentId', 'serviceId'];
  if (isMissing(result[id]) && !isMissing(result[other])) result[id] = result[other];
  delete result[other];
  result.kind = timed ? 'times' : 'dates';
  return result;
}

/** What the server books: dates for a stay, instants for a car or a yacht. */
export type BookingPeriod =
  | { kind: 'dates'; checkInDate: string; checkOutDate: string }
  | { kind: 'times'; startAt: Date; endAt: Date };

export const datesBooking = {
  kind: z.literal('dates'),
  serviceType: omitEmpty(serviceTypeSchema),
  apartmentId: idInput('apartmentId', reservationMessages.apartmentRequired),
  checkInDate: calendarDateInput('checkInDate', reservationMessages.checkInRequired),
  checkOutDate: calendarDateInput('checkOutDate', reservationMessages.checkOutRequired),
};

const requiredInstant = (field: string) =>
  z.preprocess(
    (value) => (isMissing(value) ? undefined : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? reservationMessages.timesRequired
            : `${field}: must be a date or an ISO 8601 date-time`,
      })
      .pipe(instantInput(field)),
  );

export const timesBooking = {
  kind: z.literal('times'),
  serviceType: serviceTypeSchema,
  serviceId: idInput('serviceId', reservationMessages.serviceRequired),
  startAt: requiredInstant('startAt'),
  endAt: requiredInstant('endAt'),
};
