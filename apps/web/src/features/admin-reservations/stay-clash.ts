import { blockingStatuses, type ReservationListItem } from '@app/shared/reservations';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { createAdminThunk, failureMessage, failureMeta } from '../admin-shell/admin-thunk';

/** The booking that already takes some nights of the stay being typed. */
export interface StayClash {
  id: number;
  code: string;
  checkInDate: string;
  checkOutDate: string;
}

/**
 * GET /reservations: the blocking stays of the unit overlapping [from, to) (the public availability
 * says which nights are taken, never by whom). The form's own reservation is not a clash.
 */
export const findStayClash = createAdminThunk(
  'adminReservations/findStayClash',
  async (
    query: { apartmentId: number; from: string; to: string; ownId: number | null },
    { extra, rejectWithValue },
  ) => {
    try {
      const { data } = await extra.api.get<ReservationListItem[]>('/reservations', {
        params: {
          apartmentId: query.apartmentId,
          from: query.from,
          to: query.to,
          status: blockingStatuses.join(','),
          sort: 'checkInDate',
          limit: 5,
        },
      });
      const found = data.find((reservation) => reservation.id !== query.ownId);
      return found
        ? { id: found.id, code: found.code, checkInDate: found.checkInDate, checkOutDate: found.checkOutDate }
        : null;
    } catch (error) {
      return rejectWithValue(failureMessage(error, 'Error fetching reservations'), failureMeta(error));
    }
  },
);

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
  const dispatch = useAppDispatch();
  const [clash, setClash] = useState<StayClash | null>(null);

  useEffect(() => {
    setClash(null);
    if (!clashing || apartmentId === null) return;
    let current = true;
    const query = { apartmentId, from: checkInDate, to: checkOutDate, ownId };
    void dispatch(findStayClash(query)).then((result) => {
      if (current && findStayClash.fulfilled.match(result)) setClash(result.payload);
    });
    return () => {
      current = false;
    };
  }, [dispatch, apartmentId, checkInDate, checkOutDate, clashing, ownId]);

  return clash;
}
