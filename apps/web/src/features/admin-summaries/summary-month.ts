import { BUSINESS_TIME_ZONE, todayIn } from '@app/shared/dates';
import { MAX_SUMMARY_YEAR, MIN_SUMMARY_YEAR } from '@app/shared/summaries';

/** A calendar month: the request of every summaries call. */
export interface SummaryMonth {
  year: number;
  /** 1..12 */
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM': the month in the URL (?month=2026-11) and in the store. */
export const monthKey = ({ year, month }: SummaryMonth) => `${year}-${pad(month)}`;

/** The month of a 'YYYY-MM' text, or null when it is not one the API accepts. */
export function parseMonthKey(text: string | null | undefined): SummaryMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < MIN_SUMMARY_YEAR || year > MAX_SUMMARY_YEAR) return null;
  return { year, month };
}

/** The month it is now in Miami (the business's clock, as the summaries count it). */
export function currentMonth(now: Date = new Date()): SummaryMonth {
  const today = todayIn(BUSINESS_TIME_ZONE, now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The month `delta` months after (negative: before) the given one. */
export function shiftMonth({ year, month }: SummaryMonth, delta: number): SummaryMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether a month can be asked for (the API's range). */
export const inRange = ({ year }: SummaryMonth) => year >= MIN_SUMMARY_YEAR && year <= MAX_SUMMARY_YEAR;
