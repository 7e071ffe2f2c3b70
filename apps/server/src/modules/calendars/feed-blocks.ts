import { type BlockPeriod, coveredDates } from '@app/shared/calendars';
import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import type { BookingUnit } from '@app/shared/reservations';
import type { FeedEvent } from './parse-feed.ts';

/** Imported events kept per feed at most: a bigger feed is refused whole (its last good events stay). */
export const MAX_FEED_EVENTS = 5000;
/** The dates an imported block may cover: from a month back to four years ahead (past that, clipped). */
const PAST_DAYS = 31;
const FUTURE_DAYS = 4 * 366;

export interface FeedBlock extends BlockPeriod {
  key: string;
  summary: string;
}

/** Miami midnights, remembered: the time-zone arithmetic is the slow part of a big feed's sync. */
const midnights = new Map<string, Date>();
function midnight(date: string): Date {
  let instant = midnights.get(date);
  if (!instant) {
    instant = zonedTimeToInstant(date, '00:00');
    midnights.set(date, instant);
  }
  return instant;
}

/**
 * An event as a block of a service booked by `unit`: dates for nights (a timed event covers the dates
 * it touches in Miami), instants for days and hours (an all-day event from midnight to midnight in
 * Miami). Clipped to the dates a booking could take; undefined when it lies wholly outside them (long
 * past, or absurdly far ahead), so a year-long or century-long event never becomes a huge block.
 */
export function feedBlockOf(event: FeedEvent, unit: BookingUnit, today = todayIn()): FeedBlock | undefined {
  const first = addDays(today, -PAST_DAYS);
  const last = addDays(today, FUTURE_DAYS);
  const dates = event.allDay
    ? { startDate: event.startDate, endDate: event.endDate }
    : coveredDates(event.startsAt, event.endsAt);
  if (dates.endDate <= first || dates.startDate >= last) return undefined;
  const base = { key: event.key, summary: event.summary };
  if (unit === 'night' || event.allDay) {
    const startDate = dates.startDate < first ? first : dates.startDate;
    const endDate = dates.endDate > last ? last : dates.endDate;
    const period = { startsAt: midnight(startDate), endsAt: midnight(endDate) };
    return unit === 'night'
      ? { ...base, ...period, startDate, endDate }
      : { ...base, ...period, startDate: null, endDate: null };
  }
  const floor = midnight(first);
  const ceiling = midnight(last);
  return {
    ...base,
    startDate: null,
    endDate: null,
    startsAt: event.startsAt < floor ? floor : event.startsAt,
    endsAt: event.endsAt > ceiling ? ceiling : event.endsAt,
  };
}

export const sameRange = (a: BlockPeriod, b: BlockPeriod) =>
  a.startsAt.getTime() === b.startsAt.getTime() &&
  a.endsAt.getTime() === b.endsAt.getTime() &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate;
