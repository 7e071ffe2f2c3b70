/**
 * Calendar dates and display formats (SPEC.md sections 5 and 9, ARCHITECTURE.md "Data").
 *
 * Stay dates are calendar dates written 'YYYY-MM-DD', with no time zone: arithmetic on them goes through
 * Date.UTC day numbers, never through local times and milliseconds / 86400, which gain or lose an hour
 * (and so a night, once rounded) across a daylight-saving change. Instants (createdAt, paymentDate) are
 * shown in the business time zone.
 */

export const BUSINESS_TIME_ZONE = 'America/New_York';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// 'YYYY-MM-DD', optionally followed by 'T' or a space and HH:mm[:ss[.fff]], optionally with an offset.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
// SPEC.md's display format: 'MM-DD-YYYY' or 'MM-DD-YYYY HH:mm' (24-hour).
const DISPLAY_DATE = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}))?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isValidDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear keeps the year as written.
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isValidTime = (hours: number, minutes: number, seconds = 0) =>
  hours <= 23 && minutes <= 59 && seconds <= 59;

/** True for a real calendar date written 'YYYY-MM-DD' ('2027-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isValidDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The years a date sent to the API may fall in (issue 20): nothing the business books, pays or sums
 * up lies outside them, and the database and the date arithmetic stay far from their limits.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;
/** How far ahead a stay may start: a check-in more than this many years away is a typing mistake. */
export const MAX_LEAD_YEARS = 2;

/** True for a 'YYYY-MM-DD' date from FIRST_YEAR to LAST_YEAR. */
export function isInDateWindow(date: string): boolean {
  const year = Number(ISO_DATE.exec(date)?.[1]);
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** The last check-in date a booking may have today (MAX_LEAD_YEARS from today in the business). */
export function latestCheckIn(now: Date = new Date()): string {
  const [year = 0, month = 1, day = 1] = todayIn(BUSINESS_TIME_ZONE, now).split('-').map(Number);
  // 29 February two years on is 1 March, as Date.UTC rolls it over.
  return fromDayNumber(Date.UTC(year + MAX_LEAD_YEARS, month - 1, day) / MS_PER_DAY);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date: an exact integer, whatever the local time zone. */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match || !isValidDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  }
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY;
}

function fromDayNumber(days: number): string {
  const date = new Date(days * MS_PER_DAY);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Nights between two dates (SPEC.md section 9): the absolute day difference rounded up, minimum 1.
 * Accepts what parseDate accepts; a time of day, when given, counts as a fraction of a day on the wall
 * clock (any offset in the text is ignored), so the count never depends on daylight saving.
 * Throws a RangeError for text that is not a date.
 */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const minutes = (text: string) => {
    const parsed = parseDate(text);
    if (!parsed) throw new RangeError(`Not a date: ${JSON.stringify(text)}`);
    const [hours = 0, mins = 0] = (parsed.time ?? '00:00').split(':').map(Number);
    return dayNumber(parsed.date) * 1440 + hours * 60 + mins;
  };
  const days = Math.abs(minutes(checkOut) - minutes(checkIn)) / 1440;
  return Math.max(1, Math.ceil(days));
}

export interface ParsedDate {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' (24-hour) when the text had a time of day, otherwise null. */
  time: string | null;
}

/**
 * Reads a date as written (SPEC.md section 5): 'MM-DD-YYYY', 'MM-DD-YYYY HH:mm' (24-hour), 'YYYY-MM-DD'
 * and ISO 8601 date-times. The date and time are taken as written: an offset ('Z', '-05:00') is ignored,
 * because a calendar date sent as '2027-03-10T00:00:00.000Z' means the 10th, not the evening of the 9th
 * in Miami. Use parseInstant for instants. Returns null for anything else or an impossible date.
 */
export function parseDate(text: string): ParsedDate | null {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  let hours: number | undefined;
  let minutes: number | undefined;
  let seconds = 0;
  const display = DISPLAY_DATE.exec(value);
  if (display) {
    [month, day, year] = [Number(display[1]), Number(display[2]), Number(display[3])];
    if (display[4] !== undefined) [hours, minutes] = [Number(display[4]), Number(display[5])];
  } else {
    const iso = ISO_DATE_TIME.exec(value);
    if (!iso) return null;
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    if (iso[4] !== undefined)
      [hours, minutes, seconds] = [Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0)];
  }
  if (!isValidDay(year, month, day)) return null;
  if (hours !== undefined && minutes !== undefined && !isValidTime(hours, minutes, seconds)) return null;
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    time: hours !== undefined && minutes !== undefined ? `${pad(hours)}:${pad(minutes)}` : null,
  };
}

/** The calendar date of parseDate, or null. */
export function toCalendarDate(text: string): string | null {
  return parseDate(text)?.date ?? null;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `instant`. */
function wallClockAt(instant: Date, timeZone: string): WallClock {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar date ('YYYY-MM-DD') and the minutes since its midnight shown by the wall clock in `timeZone`. */
export function wallClockIn(
  instant: Date,
  timeZone: string = BUSINESS_TIME_ZONE,
): { date: string; minutes: number } {
  const clock = wallClockAt(instant, timeZone);
  return {
    date: `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`,
    minutes: clock.hour * 60 + clock.minute,
  };
}

/** Today's calendar date in `timeZone` (the business time zone by default), 'YYYY-MM-DD'. */
export function todayIn(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): string {
  const clock = wallClockAt(now, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time`. A time skipped by a
 * daylight-saving change resolves to the instant one hour later; a repeated time to its first occurrence.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const days = dayNumber(date);
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match || !isValidTime(Number(match[1]), Number(match[2]), Number(match[3] ?? 0))) {
    throw new RangeError(`Not a time of day (HH:mm): ${JSON.stringify(time)}`);
  }
  const wall =
    days * MS_PER_DAY + (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0)) * 1000;
  const wallAt = (instant: number) => {
    const c = wallClockAt(new Date(instant), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  };
  // Guess with the offset at the wall time read as UTC, then with the offset at that guess: one of the two
  // shows the wanted wall clock unless the time does not exist (skipped by a daylight-saving change).
  const first = wall - (wallAt(wall) - wall);
  const second = wall - (wallAt(first) - first);
  for (const candidate of [second, first]) if (wallAt(candidate) === wall) return new Date(candidate);
  return new Date(Math.max(first, second));
}

/**
 * Reads an instant: an ISO 8601 date-time with an offset is taken as that instant; a date or a date and
 * time without an offset ('YYYY-MM-DD', 'MM-DD-YYYY HH:mm', 'YYYY-MM-DDTHH:mm') is a wall clock in
 * `timeZone`, a date alone meaning `defaultTime` there. Returns null for anything else.
 */
export function parseInstant(
  text: string,
  timeZone: string = BUSINESS_TIME_ZONE,
  defaultTime = '12:00',
): Date | null {
  const value = text.trim();
  const parsed = parseDate(value);
  if (!parsed) return null;
  const iso = ISO_DATE_TIME.exec(value);
  if (iso?.[7]) {
    const instant = new Date(value.replace(' ', 'T'));
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  return zonedTimeToInstant(parsed.date, parsed.time ?? defaultTime, timeZone);
}

/**
 * Display format of SPEC.md section 5: 'MM-DD-YYYY', or 'MM-DD-YYYY HH:mm' (24-hour) with `time`.
 * A calendar date ('YYYY-MM-DD', or text without an offset) is shown as written; a Date, or text with an
 * offset, is an instant shown on the wall clock of `timeZone` (the business time zone by default).
 * Returns '' for a value that is not a date.
 */
export function formatDate(
  value: string | Date | null | undefined,
  options: { time?: boolean; timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  let date: string;
  let time: string;
  const iso = typeof value === 'string' ? ISO_DATE_TIME.exec(value.trim()) : null;
  if (typeof value === 'string' && !iso?.[7]) {
    const parsed = parseDate(value);
    if (!parsed) return '';
    date = parsed.date;
    time = parsed.time ?? '00:00';
  } else {
    const instant = typeof value === 'string' ? new Date(value.trim().replace(' ', 'T')) : value;
    if (Number.isNaN(instant.getTime())) return '';
    const clock = wallClockAt(instant, options.timeZone ?? BUSINESS_TIME_ZONE);
    date = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
    time = `${pad(clock.hour)}:${pad(clock.minute)}`;
  }
  const [year, month, day] = date.split('-');
  const shown = `${month}-${day}-${year}`;
  return options.time ? `${shown} ${time}` : shown;
}
