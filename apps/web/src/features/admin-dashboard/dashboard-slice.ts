import { type Service, type ServiceType, serviceTypes } from '@app/shared/catalog';
import { addDays } from '@app/shared/dates';
import type { BookingLead } from '@app/shared/inbox';
import type { PaymentSummary } from '@app/shared/payments';
import type { ReservationListItem } from '@app/shared/reservations';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { ApiError } from '../../lib/api';
import { adminMessages } from '../admin-shell/admin-messages';
import { createAdminThunk, failureMessage, failureMeta, totalCount } from '../admin-shell/admin-thunk';
import type { LoadStatus } from '../admin-shell/load-status';

/** How far ahead the dashboard looks for arrivals and departures. */
export const UPCOMING_DAYS = 7;
/** How many months the revenue chart shows, this one included. */
export const REVENUE_MONTHS = 6;
export const RECENT_LEADS = 5;

export interface Overview {
  catalogue: Record<ServiceType, number>;
  clients: number;
  unreadMessages: number;
  unreadBookings: number;
  /** The newest unread booking requests. */
  recentLeads: BookingLead[];
}

export interface MonthRevenue {
  /** 'YYYY-MM' */
  month: string;
  total: number;
  payments: number;
}

interface Block<T> {
  status: LoadStatus;
  error: string | null;
  /** False when the API has no such module yet (404): the card says so instead of failing. */
  available: boolean;
  data: T | null;
}

export interface DashboardState {
  overview: Block<Overview>;
  stays: Block<{ today: string; reservations: ReservationListItem[] }>;
  revenue: Block<{ months: MonthRevenue[] }>;
}

const block = <T>(): Block<T> => ({ status: 'idle', error: null, available: true, data: null });

const initialState: DashboardState = { overview: block(), stays: block(), revenue: block() };

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 501);

export const fetchOverview = createAdminThunk(
  'adminDashboard/overview',
  async (_arg, { extra, rejectWithValue }) => {
    const total = async (path: string, params: Record<string, string | number> = {}) => {
      const response = await extra.api.get<unknown[]>(path, { params: { limit: 1, ...params } });
      return totalCount(response, 0, response.data.length);
    };
    try {
      const [catalogue, clients, unreadMessages, leads] = await Promise.all([
        Promise.all(
          serviceTypes.map((type) => extra.api.get<Service[]>(`/${type}`, { params: { limit: 1 } })),
        ),
        total('/users'),
        total('/contact', { unread: 'true' }),
        extra.api.get<BookingLead[]>('/bookings', { params: { unread: 'true', limit: RECENT_LEADS } }),
      ]);
      return {
        catalogue: Object.fromEntries(
          serviceTypes.map((type, index) => {
            const response = catalogue[index];
            return [type, response ? totalCount(response, 0, response.data.length) : 0];
          }),
        ) as Record<ServiceType, number>,
        clients,
        unreadMessages,
        unreadBookings: totalCount(leads, 0, leads.data.length),
        recentLeads: leads.data,
      } satisfies Overview;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchDashboard), failureMeta(error));
    }
  },
);

/**
 * Reservations whose stay touches the next days: yesterday is included so that a stay ending today
 * (half-open ranges: it overlaps [yesterday, ...) but not [today, ...)) shows as today's departure.
 */
export const fetchStays = createAdminThunk(
  'adminDashboard/stays',
  async (today: string, { extra, rejectWithValue }) => {
    try {
      const reservations: ReservationListItem[] = [];
      for (let page = 0; page < 5; page += 1) {
        const offset = reservations.length;
        const response = await extra.api.get<ReservationListItem[]>('/reservations', {
          params: {
            from: addDays(today, -1),
            to: addDays(today, UPCOMING_DAYS),
            sort: 'checkInDate',
            limit: 200,
            offset,
          },
        });
        reservations.push(...response.data);
        if (
          response.data.length === 0 ||
          reservations.length >= totalCount(response, offset, response.data.length)
        )
          break;
      }
      return { available: true, today, reservations };
    } catch (error) {
      if (isMissing(error)) return { available: false, today, reservations: [] };
      return rejectWithValue(failureMessage(error, adminMessages.fetchReservations), failureMeta(error));
    }
  },
);

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

/**
 * The money received in each of the chart's months: the server sums every payment of a month in cents
 * (GET /api/reservation-payments/summary, days on the business's calendar), one small answer per month
 * whatever the number of payments. Net of refunds, like the monthly summaries.
 */
export const fetchRevenue = createAdminThunk(
  'adminDashboard/revenue',
  async (today: string, { extra, rejectWithValue }) => {
    const months = lastMonths(today, REVENUE_MONTHS);
    try {
      const sums = await Promise.all(
        months.map(async (month) => {
          const to = lastDayOf(month) < today ? lastDayOf(month) : today;
          const { data } = await extra.api.get<PaymentSummary>('/reservation-payments/summary', {
            params: { from: `${month}-01`, to },
          });
          return { month, total: data.net, payments: data.count };
        }),
      );
      return { available: true, months: sums };
    } catch (error) {
      if (isMissing(error)) {
        return { available: false, months: months.map((month) => ({ month, total: 0, payments: 0 })) };
      }
      return rejectWithValue(failureMessage(error, adminMessages.fetchPayments), failureMeta(error));
    }
  },
);

const dashboardSlice = createSlice({
  name: 'adminDashboard',
  initialState,
  selectors: { selectDashboard: (state) => state },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchOverview.pending, (state) => {
        state.overview.status = 'loading';
        state.overview.error = null;
      })
      .addCase(fetchOverview.fulfilled, (state, action) => {
        state.overview = { status: 'succeeded', error: null, available: true, data: action.payload };
      })
      .addCase(fetchOverview.rejected, (state, action) => {
        state.overview.status = 'failed';
        state.overview.error = action.payload ?? adminMessages.fetchDashboard;
      })
      .addCase(fetchStays.pending, (state) => {
        state.stays.status = 'loading';
        state.stays.error = null;
      })
      .addCase(fetchStays.fulfilled, (state, action) => {
        const { available, ...data } = action.payload;
        state.stays = { status: 'succeeded', error: null, available, data };
      })
      .addCase(fetchStays.rejected, (state, action) => {
        state.stays.status = 'failed';
        state.stays.error = action.payload ?? adminMessages.fetchReservations;
      })
      .addCase(fetchRevenue.pending, (state) => {
        state.revenue.status = 'loading';
        state.revenue.error = null;
      })
      .addCase(fetchRevenue.fulfilled, (state, action) => {
        const { available, months } = action.payload;
        state.revenue = { status: 'succeeded', error: null, available, data: { months } };
      })
      .addCase(fetchRevenue.rejected, (state, action) => {
        state.revenue.status = 'failed';
        state.revenue.error = action.payload ?? adminMessages.fetchPayments;
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

const injected = dashboardSlice.injectInto(rootReducer);

export const dashboardReducer = dashboardSlice.reducer;
export const { selectDashboard } = injected.selectors;

// Only a stay that still happens counts as an arrival or a departure.
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
