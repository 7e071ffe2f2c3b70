import { blockingStatuses, type ReservationListItem } from '@app/shared/reservations';
import { skipToken } from '@reduxjs/toolkit/query';
import { adminApi } from '../admin-shell/admin-api';
import { reservationFallbacks } from '../admin-shell/reservation-messages';

/** The booking that already takes some nights of the stay being typed. */
export interface StayClash {
  id: number;
  code: string;
  checkInDate: string;
  checkOutDate: string;
}

interface ClashQuery {
  apartmentId: number;
  from: string;
  to: string;
  ownId: number | null;
}

/**
 * GET /reservations: the blocking stays of the unit overlapping [from, to) (the public availability
 * says which nights are taken, never by whom). The form's own reservation is not a clash.
 */
const stayClashApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    stayClash: build.query<StayClash | null, ClashQuery>({
      query: ({ apartmentId, from, to }) => ({
        url: '/reservations',
        params: {
          apartmentId,
          from,
          to,
          status: blockingStatuses.join(','),
          sort: 'checkInDate',
          limit: 5,
        },
        fallback: reservationFallbacks.fetchReservations,
      }),
      // A failed lookup only leaves the warning without a name.
      extraOptions: { quiet: true },
      transformResponse: (data: ReservationListItem[], _meta, { ownId }) => {
        const found = data.find((reservation) => reservation.id !== ownId);
        return found
          ? {
              id: found.id,
              code: found.code,
              checkInDate: found.checkInDate,
              checkOutDate: found.checkOutDate,
            }
          : null;
      },
      providesTags: ['Reservation'],
    }),
  }),
});

/**
 * The booking a stay clashes with, looked up once the busy nights say it clashes (`clashing`); null
 * while it is looked up, when it does not clash, or when the lookup fails (the warning then names none).
 */
export function useStayClash(
  apartmentId: number | null,
  checkInDate: string,
  checkOutDate: string,
  clashing: boolean,
  ownId: number | null,
): StayClash | null {
  const { currentData } = stayClashApi.useStayClashQuery(
    clashing && apartmentId !== null
      ? { apartmentId, from: checkInDate, to: checkOutDate, ownId }
      : skipToken,
  );
  return (clashing && currentData) || null;
}
