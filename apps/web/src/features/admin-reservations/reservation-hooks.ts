import type { ReservationListItem } from '@app/shared/reservations';
import { type SkipToken, skipToken } from '@reduxjs/toolkit/query';
import { failureText, loadStatus } from '../admin-shell/admin-api';
import type { LoadStatus } from '../admin-shell/load-status';
import type { ReservationsQuery, StayUnit } from './reservation-payloads';
import { useReservationsQuery, useStayUnitsQuery } from './reservations-api';

// One empty list for every render: hooks that depend on these do not run again for nothing.
const NO_UNITS: StayUnit[] = [];
const NO_ITEMS: ReservationListItem[] = [];

/** The apartments and villas a stay can be booked in: loaded once per visit, shared by the pickers and the calendar. */
export function useStayUnits(): { items: StayUnit[]; status: LoadStatus } {
  const query = useStayUnitsQuery(undefined, { refetchOnMountOrArgChange: false });
  return { items: query.data ?? NO_UNITS, status: loadStatus(query) };
}

export type SyncStatus = 'idle' | 'syncing' | 'synced' | 'failed';

/** SPEC.md section 3's reservation list state: the list, its status, error, loading, lastSynced, syncStatus. */
export interface ReservationsList {
  list: ReservationListItem[];
  /** Reservations matching the query, all pages (X-Total-Count). */
  total: number;
  status: LoadStatus;
  error: string | null;
  loading: boolean;
  /** When the list last matched the server (ISO instant). */
  lastSynced: string | null;
  syncStatus: SyncStatus;
  reload: () => void;
}

/** One page of reservations for the query; a refetch keeps the rows shown until the answer comes. */
export function useReservationsList(query: ReservationsQuery | SkipToken): ReservationsList {
  const result = useReservationsQuery(query);
  const status: LoadStatus = result.isFetching ? 'loading' : loadStatus(result);
  return {
    list: result.data?.items ?? NO_ITEMS,
    total: result.data?.total ?? 0,
    status,
    error: result.isError ? failureText(result.error) : null,
    loading: status === 'loading',
    lastSynced: result.fulfilledTimeStamp ? new Date(result.fulfilledTimeStamp).toISOString() : null,
    syncStatus:
      status === 'loading'
        ? 'syncing'
        : status === 'succeeded'
          ? 'synced'
          : status === 'failed'
            ? 'failed'
            : 'idle',
    reload: () => {
      if (query !== skipToken) void result.refetch();
    },
  };
}
