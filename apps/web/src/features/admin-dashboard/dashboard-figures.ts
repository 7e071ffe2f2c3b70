import { addDays } from '@app/shared/dates';
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

export interface UpcomingMovement {
  kind: 'checkIn' | 'checkOut';
  date: string;
  reservation: ReservationListItem;
}

/** Arrivals and departures from today through the next UPCOMING_DAYS - 1 days, in date order. */
export function upcomingMovements(
  reservations: readonly ReservationListItem[],
  today: string,
): UpcomingMovement[] {
  const end = addDays(today, UPCOMING_DAYS);
  const within = (date: string) => date >= today && date < end;
  const movements: UpcomingMovement[] = [];
  for (const reservation of reservations) {
    if (inactive.has(reservation.status)) continue;
    if (within(reservation.checkInDate))
      movements.push({ kind: 'checkIn', date: reservation.checkInDate, reservation });
    if (within(reservation.checkOutDate)) {
      movements.push({ kind: 'checkOut', date: reservation.checkOutDate, reservation });
    }
  }
  // Same day: departures first, the apartment is free before the next guest arrives.
  return movements.sort((a, b) => a.date.localeCompare(b.date) || (a.kind === 'checkOut' ? -1 : 1));
}

/** Guests staying tonight. */
export function staysInHouse(reservations: readonly ReservationListItem[], today: string): number {
  return reservations.filter(
    (reservation) =>
      !inactive.has(reservation.status) &&
      reservation.checkInDate <= today &&
      reservation.checkOutDate > today,
  ).length;
}
