import { z } from 'zod';
import { calendarDateInput, idInput, omitEmpty } from './payments.ts';
import { paymentStatuses, reservationStatuses } from './reservation-states.ts';
import { serviceTypeSchema } from './service-types.ts';
import { paginationQuery } from './site.ts';

const statusList = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  omitEmpty(
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(values, { error: `${field}: must be one of ${values.join(', ')}` })).min(1)),
  );

/**
 * `upcoming`: stays not yet over (check-out after today, Miami) by check-in, soonest first, then the
 * stays that are over, latest first: what staff look at this week comes first.
 */
export const reservationSorts = [
  'upcoming',
  'checkInDate',
  '-checkInDate',
  'checkOutDate',
  '-checkOutDate',
  'createdAt',
  '-createdAt',
  'totalAmount',
  '-totalAmount',
  'amountDue',
  '-amountDue',
] as const;
export type ReservationSort = (typeof reservationSorts)[number];

/** The filters of the reservations list, its search and its CSV export. */
export const reservationFilters = {
  /** One status or several separated by commas ('pending,confirmed'). */
  status: statusList('status', reservationStatuses),
  paymentStatus: statusList('paymentStatus', paymentStatuses),
  apartmentId: omitEmpty(idInput('apartmentId')),
  serviceType: omitEmpty(serviceTypeSchema),
  serviceId: omitEmpty(idInput('serviceId')),
  clientId: omitEmpty(idInput('clientId')),
  /**
   * Bookings that overlap the dates [from, to): check-in before `to` and check-out after `from` (a car
   * or a yacht also on the day it ends: its dates are those of its instants).
   */
  from: omitEmpty(calendarDateInput('from')),
  to: omitEmpty(calendarDateInput('to')),
  sort: omitEmpty(z.enum(reservationSorts, { error: `sort: must be one of ${reservationSorts.join(', ')}` })),
};

export const fromBeforeTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from < q.to;

/** GET /api/reservations: newest check-in first unless `sort` says otherwise. */
export const reservationListQuery = paginationQuery({ limit: 50, maxLimit: 200 })
  .extend(reservationFilters)
  .refine(fromBeforeTo, { message: 'to: must be after from', path: ['to'] });
export type ReservationListQuery = z.input<typeof reservationListQuery>;
export type ReservationFilters = z.output<typeof reservationListQuery>;

/**
 * GET /api/reservations/search: `q` matches the code exactly (with or without 'MIA-'), or a part of the
 * client's name, last name, full name, e-mail or phone (digits compared without separators).
 */
export const reservationSearchQuery = paginationQuery({ limit: 50, maxLimit: 200 })
  .extend({
    ...reservationFilters,
    q: omitEmpty(z.string().trim().max(100, 'q: must be at most 100 characters')),
  })
  .refine(fromBeforeTo, { message: 'to: must be after from', path: ['to'] });
export type ReservationSearchQuery = z.input<typeof reservationSearchQuery>;

/** GET /api/reservations/:id: `access` is the guest's token from POST /api/reservations/lookup. */
export const reservationViewQuery = z.object({ access: z.string().max(2000).optional() });
