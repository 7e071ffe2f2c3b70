import { addDays } from '@app/shared/dates';

/** A busy stay of a unit: half-open [start, end) calendar dates (GET /{type}/{id}/availability). */
export interface BusyRange {
  start: string;
  end: string;
}

/** Whether the night of `date` (from `date` to the next day) is taken. */
export function isNightBooked(date: string, ranges: readonly BusyRange[]): boolean {
  return ranges.some((range) => range.start <= date && date < range.end);
}

/**
 * Whether `date` can be the check-out day: after the check-in, with every night in between free. A stay
 * may end the day another starts (half-open ranges). Without a check-in, the night before must be free.
 */
export function canCheckOut(date: string, checkIn: string, ranges: readonly BusyRange[]): boolean {
  if (!checkIn) return !isNightBooked(addDays(date, -1), ranges);
  if (date <= checkIn) return false;
  return !overlapsBusy(checkIn, date, ranges);
}

/** Whether the stay [checkIn, checkOut) takes a night that is already booked. */
export function overlapsBusy(checkIn: string, checkOut: string, ranges: readonly BusyRange[]): boolean {
  return ranges.some((range) => range.start < checkOut && range.end > checkIn);
}

/** The busy ranges without the reservation being edited, whose own dates stay selectable. */
export function withoutOwnStay(
  ranges: readonly BusyRange[],
  own: { checkInDate: string; checkOutDate: string } | null | undefined,
): BusyRange[] {
  if (!own) return [...ranges];
  return ranges.filter((range) => !(range.start === own.checkInDate && range.end === own.checkOutDate));
}

/**
 * Whether a car or yacht booking [startAt, endAt) plus the service's turnaround after it meets a busy
 * range of the service (instants, each already extended by its own booking's turnaround).
 */
export function overlapsBusyTimes(
  startAt: Date,
  endAt: Date,
  bufferMinutes: number,
  ranges: readonly BusyRange[],
): boolean {
  const until = endAt.getTime() + bufferMinutes * 60_000;
  return ranges.some(
    (range) => new Date(range.start).getTime() < until && new Date(range.end).getTime() > startAt.getTime(),
  );
}

/** The busy ranges of a car or yacht without the booking being edited (the one that starts at its start). */
export function withoutOwnTimes(ranges: readonly BusyRange[], ownStartAt: string | null): BusyRange[] {
  if (!ownStartAt) return [...ranges];
  const own = new Date(ownStartAt).getTime();
  return ranges.filter((range) => new Date(range.start).getTime() !== own);
}
