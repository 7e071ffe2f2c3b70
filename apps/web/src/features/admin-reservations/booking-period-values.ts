import {
  type BookingUnit,
  bookingUnitOf,
  checkBookingTimes,
  type TimesRule,
  unitsOf,
} from '@app/shared/booking-units';
import type { ServiceType } from '@app/shared/catalog';
import { isCalendarDate, wallClockIn, zonedTimeToInstant } from '@app/shared/dates';

/**
 * The period fields of the reservation form, by unit (ARCHITECTURE.md "Every service bookable"):
 * nights -> check-in and check-out dates; a car -> pickup and return, each a date and a time; a yacht
 * -> a day, a start time and one of its durations. Times are on the business's clock (Miami).
 */
export interface PeriodValues {
  serviceType: ServiceType;
  /** Nights: 'YYYY-MM-DD' or ''. */
  checkInDate: string;
  checkOutDate: string;
  /** Cars and yachts: the start's day 'YYYY-MM-DD' and time 'HH:mm', or ''. */
  startDate: string;
  startTime: string;
  /** Cars: the return's day and time. */
  endDate: string;
  endTime: string;
  /** Yachts: the charter's hours, '' until chosen. */
  hours: string;
}

export const emptyPeriod = {
  checkInDate: '',
  checkOutDate: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  hours: '',
} as const;

export const unitOf = (type: ServiceType): BookingUnit => bookingUnitOf[type];
export const isTimed = (type: ServiceType) => unitOf(type) !== 'night';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const instantAt = (date: string, time: string): Date | null =>
  isCalendarDate(date) && TIME.test(time) ? zonedTimeToInstant(date, time) : null;

/** The start and end of a car or a yacht booking as typed so far; null while a part is missing. */
export function periodInstants(values: PeriodValues): { startAt: Date; endAt: Date } | null {
  if (!isTimed(values.serviceType)) return null;
  const startAt = instantAt(values.startDate, values.startTime);
  if (!startAt) return null;
  if (values.serviceType === 'yachts') {
    const hours = Number(values.hours);
    if (!values.hours || !Number.isInteger(hours) || hours <= 0) return null;
    return { startAt, endAt: new Date(startAt.getTime() + hours * 3_600_000) };
  }
  const endAt = instantAt(values.endDate, values.endTime);
  return endAt ? { startAt, endAt } : null;
}

/** The units the booking is charged (nights, days, hours); null until the period is complete and in order. */
export function periodUnits(values: PeriodValues): number | null {
  if (!isTimed(values.serviceType)) {
    const ready =
      isCalendarDate(values.checkInDate) &&
      isCalendarDate(values.checkOutDate) &&
      values.checkOutDate > values.checkInDate;
    return ready ? unitsOf('night', values) : null;
  }
  const instants = periodInstants(values);
  if (!instants || instants.endAt <= instants.startAt) return null;
  return unitsOf(unitOf(values.serviceType), instants);
}

/** The day and time an instant shows on the business's clock: { date: 'YYYY-MM-DD', time: 'HH:mm' }. */
export function wallClockOf(instant: string | Date): { date: string; time: string } {
  const { date, minutes } = wallClockIn(new Date(instant));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

/** The form's period of a booking from its instants (edit, or a lead's times). */
export function periodFromInstants(type: ServiceType, startAt: string, endAt: string): Partial<PeriodValues> {
  const start = wallClockOf(startAt);
  const end = wallClockOf(endAt);
  if (type === 'yachts') {
    const hours = (new Date(endAt).getTime() - new Date(startAt).getTime()) / 3_600_000;
    return { startDate: start.date, startTime: start.time, hours: hours > 0 ? String(hours) : '' };
  }
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

/** The form field a refusal of startAt or endAt belongs on: a yacht's end is its duration. */
export function timesFieldOf(
  type: ServiceType,
  field: 'startAt' | 'endAt',
): 'startDate' | 'endDate' | 'hours' {
  if (field === 'startAt') return 'startDate';
  return type === 'yachts' ? 'hours' : 'endDate';
}

/** A refusal of a booking's times, worded by the page in the admin's language. */
export interface TimesProblem {
  key: 'times';
  rule: TimesRule;
  values: { hours?: number; durations?: string };
}

export function timesProblem(issue: { rule: TimesRule; hours?: number; durations?: readonly number[] }) {
  const problem: TimesProblem = { key: 'times', rule: issue.rule, values: {} };
  if (issue.hours !== undefined) problem.values.hours = issue.hours;
  if (issue.durations) problem.values.durations = issue.durations.join(', ');
  return problem;
}

/**
 * The server's rules for a car's or yacht's times, checked as the admin types (an admin may record a
 * booking that has started: only visitors are held to "not in the past").
 */
export function checkPeriod(
  values: PeriodValues,
  durations: readonly number[],
): { field: 'startDate' | 'endDate' | 'hours'; problem: TimesProblem } | null {
  const instants = periodInstants(values);
  if (!instants) return null;
  const issue = checkBookingTimes(
    { unit: unitOf(values.serviceType), durations },
    instants.startAt,
    instants.endAt,
  );
  return issue
    ? { field: timesFieldOf(values.serviceType, issue.field), problem: timesProblem(issue) }
    : null;
}

/** What identifies the period asked for: a refused one stays marked until one of these changes. */
export function periodKey(values: PeriodValues & { serviceId: number | null }): string {
  const instants = periodInstants(values);
  const period = instants
    ? `${instants.startAt.toISOString()}/${instants.endAt.toISOString()}`
    : `${values.checkInDate}/${values.checkOutDate}`;
  return `${values.serviceType}:${values.serviceId}:${period}`;
}
