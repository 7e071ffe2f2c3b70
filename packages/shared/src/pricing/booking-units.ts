import { addDays, BUSINESS_TIME_ZONE, daysBetween, parseInstant, wallClockIn } from '../dates.ts';
import type { BookingUnit } from './pricing-messages.ts';

/**
 * What is being priced: a stay of calendar dates (night units), or a rental between two instants (day
 * and hour units). Instants given as text without an offset are Miami wall-clock times.
 */
export type PricingRange =
  | { checkInDate: string; checkOutDate: string }
  | { startAt: Date | string; endAt: Date | string };

/** The start of one unit: its calendar date in Miami and whether that is a Friday or a Saturday. */
export interface UnitStart {
  date: string;
  weekend: boolean;
}

/** No stay the business sells comes near this many units; beyond it a range is a mistake. */
export const MAX_PRICED_UNITS = 10_000;

const MS_PER_HOUR = 3_600_000;
const FRIDAY = 5;
const SATURDAY = 6;

const isWeekend = (date: string) => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === FRIDAY || weekday === SATURDAY;
};
const startOn = (date: string): UnitStart => ({ date, weekend: isWeekend(date) });

function instant(value: Date | string): Date | null {
  const parsed = typeof value === 'string' ? parseInstant(value) : value;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
}

/**
 * The start of every unit of a range, in order, or null when the range cannot be priced in that unit
 * (dates for day or hour units, an end not after the start, more than MAX_PRICED_UNITS units).
 *
 * - Nights: one per calendar date from check-in to the day before check-out.
 * - Days: ceil(hours / 24), at least 1, the hours read on the Miami wall clock so that a car kept from
 *   10:00 to 10:00 the next day is one day even across a daylight-saving change; each day starts on
 *   the next calendar date at the same time.
 * - Hours: elapsed hours, rounded up; each starts an hour after the previous one, on the Miami clock.
 */
export function unitStarts(unit: BookingUnit, range: PricingRange): UnitStart[] | null {
  if (unit === 'night') {
    if (!('checkInDate' in range)) return null;
    let nights: number;
    try {
      nights = daysBetween(range.checkInDate, range.checkOutDate);
    } catch {
      return null;
    }
    if (nights < 1 || nights > MAX_PRICED_UNITS) return null;
    return Array.from({ length: nights }, (_, night) => startOn(addDays(range.checkInDate, night)));
  }
  if (!('startAt' in range)) return null;
  const start = instant(range.startAt);
  const end = instant(range.endAt);
  if (!start || !end || end.getTime() <= start.getTime()) return null;
  if (unit === 'day') {
    const from = wallClockIn(start, BUSINESS_TIME_ZONE);
    const to = wallClockIn(end, BUSINESS_TIME_ZONE);
    const minutes = daysBetween(from.date, to.date) * 1440 + to.minutes - from.minutes;
    const days = Math.max(1, Math.ceil(minutes / 1440));
    if (days > MAX_PRICED_UNITS) return null;
    return Array.from({ length: days }, (_, day) => startOn(addDays(from.date, day)));
  }
  const hours = Math.ceil((end.getTime() - start.getTime()) / MS_PER_HOUR);
  if (hours > MAX_PRICED_UNITS) return null;
  return Array.from({ length: hours }, (_, hour) =>
    startOn(wallClockIn(new Date(start.getTime() + hour * MS_PER_HOUR), BUSINESS_TIME_ZONE).date),
  );
}
