import { daysBetween, wallClockIn } from '@app/shared/dates';
import type { ReservationListItem, ReservationStatus } from '@app/shared/reservations';

/** Statuses drawn on the timeline: a cancelled booking or a no-show did not take the service. */
export const shownStatuses: ReadonlySet<ReservationStatus> = new Set([
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
]);

export interface Bar {
  reservation: ReservationListItem;
  /** Where the booking starts and ends, in days from the month's first midnight (fractions of a day). */
  start: number;
  end: number;
  clippedStart: boolean;
  clippedEnd: boolean;
  /** A charter that starts and ends on one day: drawn inside that day with its hours. */
  withinDay: boolean;
  /** Charters sharing a day share its cell: this one's place among them (0-based) and how many there are. */
  slot: number;
  slots: number;
}

const MINUTES_PER_DAY = 1440;

/** Days from `from` to an instant on the Miami wall clock, with the time as a fraction of a day. */
export function position(from: string, instant: string): number {
  const clock = wallClockIn(new Date(instant));
  return daysBetween(from, clock.date) + clock.minutes / MINUTES_PER_DAY;
}

/**
 * Where each booking sits in the month: a stay from midday of its check-in to midday of its check-out
 * (the nights between), a car or a yacht from its start to its end on the Miami wall clock.
 */
export function barsOf(reservations: readonly ReservationListItem[], from: string, days: number): Bar[] {
  const bars: Bar[] = [];
  for (const reservation of reservations) {
    if (!shownStatuses.has(reservation.status)) continue;
    const timed = reservation.unit !== 'night' && reservation.startAt && reservation.endAt;
    const start = timed
      ? position(from, reservation.startAt as string)
      : daysBetween(from, reservation.checkInDate) + 0.5;
    const end = timed
      ? position(from, reservation.endAt as string)
      : daysBetween(from, reservation.checkOutDate) + 0.5;
    if (end <= 0 || start >= days) continue;
    bars.push({
      reservation,
      start: Math.max(0, start),
      end: Math.min(days, end),
      clippedStart: start < 0,
      clippedEnd: end > days,
      withinDay:
        Boolean(timed) && reservation.unit === 'hour' && Math.floor(start) === Math.floor(end - 1e-9),
      slot: 0,
      slots: 1,
    });
  }
  // Two charters of one yacht on one day (a morning and an evening) each take a part of the day's cell.
  const byDay = new Map<string, Bar[]>();
  for (const bar of bars) {
    if (!bar.withinDay) continue;
    const key = `${bar.reservation.serviceId}:${Math.floor(bar.start)}`;
    byDay.set(key, [...(byDay.get(key) ?? []), bar]);
  }
  for (const sharing of byDay.values()) {
    sharing.sort((a, b) => a.start - b.start);
    sharing.forEach((bar, index) => {
      bar.slot = index;
      bar.slots = sharing.length;
    });
  }
  return bars;
}

/** 'HH:mm' of an instant on the Miami wall clock. */
export function clockOf(instant: string): string {
  const { minutes } = wallClockIn(new Date(instant));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
