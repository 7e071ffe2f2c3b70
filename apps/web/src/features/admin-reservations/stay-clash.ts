import type { ServiceType } from '@app/shared/catalog';
import { addDays } from '@app/shared/dates';
import { blockingStatuses, localDateOf, type ReservationListItem } from '@app/shared/reservations';
import { skipToken } from '@reduxjs/toolkit/query';
import { adminApi } from '../admin-shell/admin-api';
import { reservationFallbacks } from '../admin-shell/reservation-messages';

/** The booking that already takes some of the nights (or hours) being typed. */
export interface StayClash {
  id: number;
  code: string;
  checkInDate: string;
  checkOutDate: string;
  /** A car's or yacht's instants; null for a stay. */
  startAt: string | null;
  endAt: string | null;
}

/** A car's or yacht's period: the instants asked for and the service's turnaround after a booking. */
interface TimesWindow {
  startAt: string;
  endAt: string;
  bufferMinutes: number;
}

interface ClashQuery {
  serviceType: ServiceType;
  serviceId: number;
  from: string;
  to: string;
  ownId: number | null;
  times: TimesWindow | null;
}

const meetsTimes = (reservation: ReservationListItem, times: TimesWindow) => {
  if (!reservation.startAt || !reservation.endAt) return true;
  const buffer = times.bufferMinutes * 60_000;
  const start = new Date(times.startAt).getTime();
  const end = new Date(times.endAt).getTime();
  // Each booking keeps the turnaround after it free (the server's rule, decision 0038).
  return (
    new Date(reservation.startAt).getTime() < end + buffer &&
    new Date(reservation.endAt).getTime() + buffer > start
  );
};

/**
 * GET /reservations: the blocking bookings of the service overlapping [from, to) (the public availability
 * says which nights or hours are taken, never by whom). The form's own reservation is not a clash; for a
 * car or a yacht only a booking whose hours (turnaround included) meet the ones asked for is.
 */
const stayClashApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    stayClash: build.query<StayClash | null, ClashQuery>({
      query: ({ serviceType, serviceId, from, to }) => ({
        url: '/reservations',
        params: {
          serviceType,
          serviceId,
          from,
          to,
          status: blockingStatuses.join(','),
          sort: 'checkInDate',
          limit: 20,
        },
        fallback: reservationFallbacks.fetchReservations,
      }),
      // A failed lookup only leaves the warning without a name.
      extraOptions: { quiet: true },
      transformResponse: (data: ReservationListItem[], _meta, { ownId, times }) => {
        const found = data.find(
          (reservation) => reservation.id !== ownId && (!times || meetsTimes(reservation, times)),
        );
        return found
          ? {
              id: found.id,
              code: found.code,
              checkInDate: found.checkInDate,
              checkOutDate: found.checkOutDate,
              startAt: found.startAt,
              endAt: found.endAt,
            }
          : null;
      },
      providesTags: ['Reservation'],
    }),
  }),
});

export type ClashPeriod =
  | { kind: 'dates'; checkInDate: string; checkOutDate: string }
  | { kind: 'times'; startAt: Date; endAt: Date; bufferMinutes: number };

function clashQuery(
  serviceType: ServiceType,
  serviceId: number,
  period: ClashPeriod,
  ownId: number | null,
): ClashQuery {
  if (period.kind === 'dates') {
    return { serviceType, serviceId, from: period.checkInDate, to: period.checkOutDate, ownId, times: null };
  }
  // The day before too: a booking that ended late the evening before may still be in its turnaround.
  return {
    serviceType,
    serviceId,
    from: addDays(localDateOf(period.startAt), -1),
    to: addDays(localDateOf(period.endAt), 1),
    ownId,
    times: {
      startAt: period.startAt.toISOString(),
      endAt: period.endAt.toISOString(),
      bufferMinutes: period.bufferMinutes,
    },
  };
}

/**
 * The booking a stay or a car's or yacht's hours clash with, looked up once the busy ranges say it
 * clashes (`clashing`); null while it is looked up, when it does not clash, or when the lookup fails
 * (the warning then names none).
 */
export function useStayClash(
  serviceType: ServiceType,
  serviceId: number | null,
  period: ClashPeriod | null,
  clashing: boolean,
  ownId: number | null,
): StayClash | null {
  const { currentData } = stayClashApi.useStayClashQuery(
    clashing && serviceId !== null && period ? clashQuery(serviceType, serviceId, period, ownId) : skipToken,
  );
  return (clashing && currentData) || null;
}
