import { addDays, wallClockIn } from '@app/shared/dates';
import type { ReservationListItem } from '@app/shared/reservations';

/** How far ahead the dashboard looks for arrivals and departures. */
export const UPCOMING_DAYS = 7;
/** How many months the revenue chart shows, this one included. */
export const REVENUE_MONTHS = 6;

/** 'YYYY-MM' of `today` and the months before it, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The last calendar day of a month 'YYYY-MM', as 'YYYY-MM-DD'. */
export function lastDayOf(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

const inactive = new Set(['cancelled', 'no_show']);

/**
 * What happens on a day: a guest arrives or leaves (nights), a car is picked up or returned, a yacht's
 * charter goes out (a same-day charter is one movement, with its hours).
 */
export type MovementKind = 'checkIn' | 'checkOut' | 'pickup' | 'return' | 'charter';

export interface UpcomingMovement {
  kind: MovementKind;
  date: string;
  /** 'HH:mm' on Miami's clock for a car or a yacht; null for a stay. */
  time: string | null;
  /** A same-day charter's end, 'HH:mm'. */
  until: string | null;
  reservation: ReservationListItem;
}

/** The movements that bring someone in: arrivals, pickups and charters. */
export const isArrival = (kind: MovementKind) =>
  kind === 'checkIn' || kind === 'pickup' || kind === 'charter';

const clockOf = (instant: string) => {
  const { minutes } = wallClockIn(new Date(instant));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

function movementsOf(reservation: ReservationListItem): Omit<UpcomingMovement, 'reservation'>[] {
  const { checkInDate: start, checkOutDate: end, startAt, endAt } = reservation;
  if (reservation.unit === 'night' || !startAt || !endAt) {
    return [
      { kind: 'checkIn', date: start, time: null, until: null },
      { kind: 'checkOut', date: end, time: null, until: null },
    ];
  }
  if (reservation.unit === 'hour' && start === end) {
    return [{ kind: 'charter', date: start, time: clockOf(startAt), until: clockOf(endAt) }];
  }
  const [out, back] =
    reservation.unit === 'hour' ? (['charter', 'return'] as const) : (['pickup', 'return'] as const);
  return [
    { kind: out, date: start, time: clockOf(startAt), until: null },
    { kind: back, date: end, time: clockOf(endAt), until: null },
  ];
}

/**
 * Arrivals and departures from today through the next UPCOMING_DAYS - 1 days, in date order: guests'
 * check-ins and check-outs, car pickups and returns, yacht charters, with their times.
 */
export function upcomingMovements(
  reservations: readonly ReservationListItem[],
  today: string,
): UpcomingMovement[] {
  const end = addDays(today, UPCOMING_DAYS);
  const within = (date: string) => date >= today && date < end;
  const movements: UpcomingMovement[] = [];
  for (const reservation of reservations) {
    if (inactive.has(reservation.status)) continue;
    for (const movement of movementsOf(reservation)) {
      if (within(movement.date)) movements.push({ ...movement, reservation });
    }
  }
  // Same day: stays first, departures before arrivals (the apartment is free before the next guest
  // arrives); then cars and charters by their time.
  return movements.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      (a.time ?? '').localeCompare(b.time ?? '') ||
      (isArrival(a.kind) === isArrival(b.kind) ? 0 : isArrival(a.kind) ? 1 : -1),
  );
}

/** Guests staying tonight (stays of nights: a car out or a charter is not a guest in house). */
export function staysInHouse(reservations: readonly ReservationListItem[], today: string): number {
  return reservations.filter(
    (reservation) =>
      !inactive.has(reservation.status) &&
      reservation.unit === 'night' &&
      reservation.checkInDate <= today &&
      reservation.checkOutDate > today,
  ).length;
}
