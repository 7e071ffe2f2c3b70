import { addDays, wallClockIn, zonedTimeToInstant } from '@app/shared/dates';
import { CHARTER_START_TIMES, charterPeriod, periodTaken } from './booking-times';
import type { UnavailableRange } from './use-unavailable-ranges';

/*
 * The calendar's view of a car's or a yacht's taken time (ranges of ISO instants, the turnaround
 * included): which days are wholly taken, and the taken hours of one day. Only the calendar dialog (a
 * lazy chunk) imports this.
 */

const midnight = (date: string) => zonedTimeToInstant(date, '00:00').getTime();

/** The parts of the ranges inside `date` (Miami), merged, as milliseconds. */
function spansOn(date: string, ranges: readonly UnavailableRange[]): Array<[number, number]> {
  const dayStart = midnight(date);
  const dayEnd = midnight(addDays(date, 1));
  const parts = ranges
    .map((range): [number, number] => [
      Math.max(dayStart, Date.parse(range.start)),
      Math.min(dayEnd, Date.parse(range.end)),
    ])
    .filter(([from, to]) => from < to)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && part[0] <= last[1]) last[1] = Math.max(last[1], part[1]);
    else merged.push(part);
  }
  return merged;
}

/** True when the whole day (Miami midnight to midnight) is taken: a car cannot be picked up or returned. */
export function dayFullyTaken(date: string, ranges: readonly UnavailableRange[]): boolean {
  const [first] = spansOn(date, ranges);
  return first !== undefined && first[0] === midnight(date) && first[1] === midnight(addDays(date, 1));
}

/** True when no charter of `hours` can start on `date`: every start time is taken or has passed. */
export function noCharterFits(
  date: string,
  ranges: readonly UnavailableRange[],
  rules: { hours: number; bufferMinutes: number; now: Date },
): boolean {
  return CHARTER_START_TIMES.every((time) => {
    const period = charterPeriod(date, time, rules.hours);
    return !period || period.startAt < rules.now || periodTaken(period, rules.bufferMinutes, ranges);
  });
}

const clock = (instant: number, date: string) => {
  const wall = wallClockIn(new Date(instant));
  // The end of a span at the next midnight reads 24:00, not 00:00.
  const minutes = wall.date > date ? 24 * 60 : wall.minutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** The taken hours of `date` as wall-clock spans ('10:00' to '15:00'), turnaround included. */
export function takenHours(date: string, ranges: readonly UnavailableRange[]) {
  return spansOn(date, ranges).map(([from, to]) => ({ from: clock(from, date), to: clock(to, date) }));
}
