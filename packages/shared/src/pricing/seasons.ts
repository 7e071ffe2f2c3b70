import type { Season } from './rate-plan.ts';

/**
 * Seasons are recurring MM-DD ranges, both ends included, that may wrap the year end (12-15 to 04-15).
 * Days of the year are counted in a leap year, so 02-29 is a day like any other: it simply does not
 * occur in other years.
 */

const MS_PER_DAY = 86_400_000;
const LEAP_YEAR_START = Date.UTC(2000, 0, 1);
const DAYS_IN_LEAP_YEAR = 366;
const FEBRUARY_29 = 59;
const MONTH_DAY = /^(\d{2})-(\d{2})$/;

/** 0 for 01-01 to 365 for 12-31 (02-29 is 59), or null when the text is not a day of the year. */
export function dayOfYear(monthDay: string): number | null {
  const match = MONTH_DAY.exec(monthDay);
  if (!match) return null;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return (date.getTime() - LEAP_YEAR_START) / MS_PER_DAY;
}

/** The MM-DD of a day of the year. */
export function monthDayAt(day: number): string {
  return new Date(LEAP_YEAR_START + day * MS_PER_DAY).toISOString().slice(5, 10);
}

/** Every day of the year a season covers (wrapping the year end when `to` comes before `from`). */
export function seasonDays(from: string, to: string): number[] {
  const start = dayOfYear(from);
  const end = dayOfYear(to);
  if (start === null || end === null) return [];
  const length = ((end - start + DAYS_IN_LEAP_YEAR) % DAYS_IN_LEAP_YEAR) + 1;
  return Array.from({ length }, (_, offset) => (start + offset) % DAYS_IN_LEAP_YEAR);
}

/** True when the days leave out nothing but, at most, 02-29: every day of an ordinary year. */
export const coversWholeYear = (days: readonly number[]): boolean =>
  days.filter((day) => day !== FEBRUARY_29).length === DAYS_IN_LEAP_YEAR - 1;

/** The season a calendar date ('YYYY-MM-DD') falls in, or null. */
export function seasonOn<S extends Pick<Season, 'from' | 'to'>>(
  seasons: readonly S[],
  date: string,
): S | null {
  const monthDay = date.slice(5, 10);
  return (
    seasons.find(({ from, to }) =>
      from <= to ? from <= monthDay && monthDay <= to : monthDay >= from || monthDay <= to,
    ) ?? null
  );
}
