import { nightsBetween, zonedTimeToInstant } from '@app/shared/dates';
import type { ServiceType } from '../catalog/service-model';
import type { UnavailableRange } from './use-unavailable-ranges';

/*
 * The times of a car's or a yacht's booking on the public form (ARCHITECTURE.md "Every service
 * bookable"): wall-clock times in Miami, the instants the API stores, and the taken time around them.
 * Written here rather than imported from @app/shared/reservations, whose module builds zod schemas
 * (the public service page has no bytes for zod; issue 15).
 */

/** The start times a charter may be asked for, on the hour, Miami time. */
export const CHARTER_START_TIMES = Array.from(
  { length: 12 },
  (_, i) => `${String(8 + i).padStart(2, '0')}:00`,
);

/** The hours a charter lasts when the yacht names none (@app/shared/booking-units DEFAULT_YACHT_DURATIONS). */
export const DEFAULT_DURATIONS: readonly number[] = [4, 6, 8];

/** A car's pickup and return time as first offered. */
export const DEFAULT_RENTAL_TIME = '10:00';

const HOUR_MS = 3_600_000;

export interface Period {
  startAt: Date;
  endAt: Date;
}

/** The instants of a charter of `hours` from `time` on `date` (Miami); null while a part is missing. */
export function charterPeriod(date: string, time: string, hours: number): Period | null {
  if (!date || !time || !(hours > 0)) return null;
  const startAt = safeInstant(date, time);
  return startAt && { startAt, endAt: new Date(startAt.getTime() + hours * HOUR_MS) };
}

/** The instants of a car from pickup to return (Miami wall clock); null while a part is missing. */
export function rentalPeriod(values: {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}): Period | null {
  if (!values.startDate || !values.startTime || !values.endDate || !values.endTime) return null;
  const startAt = safeInstant(values.startDate, values.startTime);
  const endAt = safeInstant(values.endDate, values.endTime);
  return startAt && endAt ? { startAt, endAt } : null;
}

function safeInstant(date: string, time: string): Date | null {
  try {
    return zonedTimeToInstant(date, time);
  } catch {
    // A half-typed date or time: nothing to check yet.
    return null;
  }
}

/**
 * True when the period, followed by the service's turnaround buffer, meets a taken range. The API's
 * ranges of a car or a yacht already carry the buffer after each booking (half-open instants).
 */
export function periodTaken(period: Period, bufferMinutes: number, ranges: readonly UnavailableRange[]) {
  const start = period.startAt.getTime();
  const busyUntil = period.endAt.getTime() + bufferMinutes * 60_000;
  return ranges.some((range) => start < Date.parse(range.end) && Date.parse(range.start) < busyUntil);
}

/** Days a car is charged: ceil(hours / 24), at least 1 (ARCHITECTURE.md). */
export const rentalDays = (period: Period) =>
  Math.max(1, Math.ceil((period.endAt.getTime() - period.startAt.getTime()) / (24 * HOUR_MS)));

/** What the estimate counts for the values in the form: nights, days or hours; 0 while incomplete. */
export function unitsToEstimate(
  type: ServiceType,
  values: { startDate: string; endDate: string; startTime: string; endTime: string; hours: string },
): number {
  if (type === 'yachts')
    return charterPeriod(values.startDate, values.startTime, Number(values.hours)) ? Number(values.hours) : 0;
  if (type === 'cars') {
    const period = rentalPeriod(values);
    return period && period.endAt > period.startAt ? rentalDays(period) : 0;
  }
  return values.startDate && values.endDate > values.startDate
    ? nightsBetween(values.startDate, values.endDate)
    : 0;
}
