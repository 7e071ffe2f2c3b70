import type { ServiceType } from '../catalog/service-model';
import { charterPeriod, type Period, periodTaken, rentalPeriod } from './booking-times';
import { overlapsAny, type UnavailableRange } from './use-unavailable-ranges';

export interface BookingValues {
  name: string;
  lastName: string;
  email: string;
  /** Optional; checked lightly here, the server validates it (E.164). */
  phone: string;
  /** The day of a charter, the pickup date of a car, the arrival of a stay. */
  startDate: string;
  /** The return date of a car, the departure of a stay (not used for a charter). */
  endDate: string;
  /** 'HH:mm' in Miami: a charter's start, a car's pickup. */
  startTime: string;
  /** 'HH:mm' in Miami: a car's return. */
  endTime: string;
  /** A charter's duration in hours, one of the yacht's durations. */
  hours: string;
}

export type BookingProblem =
  | 'incomplete'
  | 'datesMissing'
  | 'email'
  | 'phone'
  | 'pastStart'
  | 'endBeforeStart'
  | 'unavailable';

export type BookingField = keyof BookingValues;

export interface BookingContext {
  type: ServiceType;
  today: string;
  unavailable?: readonly UnavailableRange[];
  bufferMinutes?: number;
  now?: Date;
}

// The same shape the server's zod e-mail check accepts in practice: something@something.tld.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits, spaces and the usual punctuation, 7 to 15 digits: the server's libphonenumber-js has the last word.
const PHONE = /^\+?[\d\s().-]+$/;
const phoneLooksRight = (phone: string) => {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 7 && digits <= 15;
};

/** The instants of a car or a charter in the form, or null for a stay or while a part is missing. */
export function periodOf(type: ServiceType, values: BookingValues): Period | null {
  if (type === 'yachts') return charterPeriod(values.startDate, values.startTime, Number(values.hours));
  return type === 'cars' ? rentalPeriod(values) : null;
}

/** The fields a type asks for besides the visitor's: a charter has no end date, a stay no times. */
function whenFields(type: ServiceType): BookingField[] {
  if (type === 'yachts') return ['startDate', 'startTime', 'hours'];
  if (type === 'cars') return ['startDate', 'startTime', 'endDate', 'endTime'];
  return ['startDate', 'endDate'];
}

/** True when the dates or times in the form meet a taken range (the buffer included for cars and yachts). */
export function clashes(values: BookingValues, context: BookingContext): boolean {
  const unavailable = context.unavailable ?? [];
  const period = periodOf(context.type, values);
  if (period)
    return period.endAt > period.startAt && periodTaken(period, context.bufferMinutes ?? 0, unavailable);
  return (
    context.type !== 'yachts' &&
    context.type !== 'cars' &&
    values.startDate !== '' &&
    values.endDate > values.startDate &&
    overlapsAny(values.startDate, values.endDate, unavailable)
  );
}

/**
 * SPEC.md section 5: every field is required ('Please complete all fields.'), the dates and times too
 * ('Please select reservation dates.'); and the rules the API checks (packages/shared inbox.ts
 * bookingInput): a real e-mail, a phone that looks like one when given, no start in the past (business
 * calendar; for a car or a charter its instant), the end after the start. Plus a time not taken.
 * Returns the first problem and the field to focus, or null.
 */
export function validateBooking(
  values: BookingValues,
  context: BookingContext,
): { problem: BookingProblem; field: BookingField } | null {
  for (const field of ['name', 'lastName', 'email'] as const) {
    if (!values[field].trim()) return { problem: 'incomplete', field };
  }
  for (const field of whenFields(context.type)) {
    if (!values[field]) return { problem: 'datesMissing', field };
  }
  if (!EMAIL.test(values.email.trim())) return { problem: 'email', field: 'email' };
  const phone = values.phone.trim();
  if (phone && !phoneLooksRight(phone)) return { problem: 'phone', field: 'phone' };
  if (values.startDate < context.today) return { problem: 'pastStart', field: 'startDate' };
  const period = periodOf(context.type, values);
  if (period && period.startAt < (context.now ?? new Date()))
    return { problem: 'pastStart', field: context.type === 'yachts' ? 'startTime' : 'startDate' };
  if (
    context.type === 'cars'
      ? period && period.endAt <= period.startAt
      : context.type !== 'yachts' && values.endDate <= values.startDate
  )
    return { problem: 'endBeforeStart', field: 'endDate' };
  if (clashes(values, context))
    return { problem: 'unavailable', field: context.type === 'yachts' ? 'startTime' : 'startDate' };
  return null;
}
