import { type ServiceType, serviceTypes } from '@app/shared/catalog';
import { addDays } from '@app/shared/dates';
import type { BookingLead } from '@app/shared/inbox';
import type { PaymentSummary } from '@app/shared/payments';
import type { ReservationListItem } from '@app/shared/reservations';
import type { QueryStatus } from '@reduxjs/toolkit/query';
import { adminApi, failureText, listTotal, loadStatus } from '../admin-shell/admin-api';
import { adminMessages } from '../admin-shell/admin-messages';
import type { LoadStatus } from '../admin-shell/load-status';
import { lastDayOf, lastMonths, REVENUE_MONTHS, UPCOMING_DAYS } from './dashboard-figures';

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

/** False when the API has no such module yet (404, 501): the card says so instead of failing. */
interface Availability {
  available: boolean;
}

const isMissing = (status: number | undefined) => status === 404 || status === 501;

// The dashboard only reads; it asks again on each visit (and its figures follow the writes elsewhere).
export const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The counts of the cards: catalogue per type, clients, unread messages, the newest booking requests. */
    overview: build.query<Overview, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const ask = (url: string, params: Record<string, string | number>) => baseQuery({ url, params });
        const results = await Promise.all([
          // The staff's catalogue: hidden services count too (the public pages ask for published ones).
          ...serviceTypes.map((type) => ask(`/${type}`, { limit: 1, scope: 'all' })),
          ask('/users', { limit: 1 }),
          ask('/contact', { unread: 'true', limit: 1 }),
          ask('/bookings', { unread: 'true', limit: RECENT_LEADS }),
        ]);
        const failed = results.find((result) => result.error);
        if (failed?.error) return { error: failed.error, meta: failed.meta };
        const count = (result: (typeof results)[number] | undefined) =>
          listTotal(result?.meta, 0, Array.isArray(result?.data) ? result.data.length : 0);
        const [clients, unreadMessages, leads] = results.slice(serviceTypes.length);
        return {
          data: {
            catalogue: Object.fromEntries(
              serviceTypes.map((type, index) => [type, count(results[index])]),
            ) as Record<ServiceType, number>,
            clients: count(clients),
            unreadMessages: count(unreadMessages),
            unreadBookings: count(leads),
            recentLeads: (leads?.data ?? []) as BookingLead[],
          },
        };
      },
      extraOptions: { fallback: adminMessages.fetchDashboard },
    }),

    /**
     * Reservations whose stay touches the next days: yesterday is included so that a stay ending today
     * (half-open ranges: it overlaps [yesterday, ...) but not [today, ...)) shows as today's departure.
     */
    stays: build.query<Availability & { today: string; reservations: ReservationListItem[] }, string>({
      async queryFn(today, _api, _extraOptions, baseQuery) {
        const reservations: ReservationListItem[] = [];
        for (let page = 0; page < 5; page += 1) {
          const offset = reservations.length;
          const result = await baseQuery({
            url: '/reservations',
            params: {
              from: addDays(today, -1),
              to: addDays(today, UPCOMING_DAYS),
              sort: 'checkInDate',
              limit: 200,
              offset,
            },
          });
          if (result.error) {
            if (isMissing(result.error.status))
              return { data: { available: false, today, reservations: [] } };
            return { error: result.error, meta: result.meta };
          }
          const received = result.data as ReservationListItem[];
          reservations.push(...received);
          if (received.length === 0 || reservations.length >= listTotal(result.meta, offset, received.length))
            break;
        }
        return { data: { available: true, today, reservations } };
      },
      extraOptions: { fallback: adminMessages.fetchReservations },
    }),

    /**
     * The money received in each of the chart's months: the server sums every payment of a month in
     * cents (GET /reservation-payments/summary, days on the business's calendar), one small answer per
     * month whatever the number of payments. Net of refunds, like the monthly summaries.
     */
    revenue: build.query<Availability & { months: MonthRevenue[] }, string>({
      async queryFn(today, _api, _extraOptions, baseQuery) {
        const months = lastMonths(today, REVENUE_MONTHS);
        const results = await Promise.all(
          months.map((month) => {
            const to = lastDayOf(month) < today ? lastDayOf(month) : today;
            return baseQuery({ url: '/reservation-payments/summary', params: { from: `${month}-01`, to } });
          }),
        );
        const failed = results.find((result) => result.error);
        if (failed?.error) {
          if (isMissing(failed.error.status)) {
            return {
              data: { available: false, months: months.map((month) => ({ month, total: 0, payments: 0 })) },
            };
          }
          return { error: failed.error, meta: failed.meta };
        }
        return {
          data: {
            available: true,
            months: months.map((month, index) => {
              const sum = results[index]?.data as PaymentSummary;
              return { month, total: sum.net, payments: sum.count };
            }),
          },
        };
      },
      extraOptions: { fallback: adminMessages.fetchPayments },
    }),
  }),
});

export const { useOverviewQuery, useStaysQuery, useRevenueQuery } = dashboardApi;

/** One card's state: SPEC.md section 4's load status, its message, whether the module is there. */
export interface Block<T> {
  status: LoadStatus;
  error: string | null;
  available: boolean;
  data: T | undefined;
}

export function toBlock<T>(result: { status: `${QueryStatus}`; data?: T; error?: unknown }): Block<T> {
  const { available = true } = (result.data ?? {}) as Partial<Availability>;
  return { status: loadStatus(result), error: failureText(result.error), available, data: result.data };
}
