import {
  type Payment,
  type PaymentListItem,
  type PaymentMethod,
  type PaymentSummary,
  paymentMethods,
  RESERVATION_ID_REQUIRED_ES,
  readNumber,
} from '@app/shared/payments';
import type { ReservationListItem } from '@app/shared/reservations';
import { type AdminFailure, adminApi, listTotal } from '../admin-shell/admin-api';
import { paymentFallbacks, validationMessages } from '../admin-shell/reservation-messages';

export const PAYMENTS_PAGE_SIZE = 25;

export interface PaymentsFilters {
  reservationId: number | null;
  paymentMethod: PaymentMethod | null;
  /** Calendar days in the business time zone, both included; 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
}

export interface PaymentsQuery extends PaymentsFilters {
  offset: number;
  limit: number;
}

export interface PaymentsPage {
  items: PaymentListItem[];
  /** Payments matching the filters, all pages (X-Total-Count). */
  total: number;
}

/** What a payment row shows of its reservation. */
export type ReservationRef = Pick<
  ReservationListItem,
  'id' | 'code' | 'clientName' | 'clientLastname' | 'clientEmail' | 'apartmentName'
>;

export interface PaymentFields {
  amount: unknown;
  paymentMethod?: PaymentMethod | undefined;
  paymentDate?: string | undefined;
  notes?: string | undefined;
}

/** What a payment write answers: the payment and its reservation with the amounts derived again. */
export interface PaymentWrite {
  payment: Payment;
  reservation: ReservationListItem;
}

/** Query parameters of GET /reservation-payments without the empty filters (SPEC.md section 5). */
export function filterParams(filters: PaymentsFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filters.reservationId) params.reservationId = filters.reservationId;
  if (filters.paymentMethod) params.paymentMethod = filters.paymentMethod;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}

/** The reservation of a listed payment: the list answers its code, apartment and guest with it. */
export const reservationOf = (payment: PaymentListItem | ReservationListItem): ReservationRef =>
  'reservationId' in payment
    ? {
        id: payment.reservationId,
        code: payment.reservationCode,
        clientName: payment.clientName,
        clientLastname: payment.clientLastname,
        clientEmail: payment.clientEmail,
        apartmentName: payment.apartmentName,
      }
    : {
        id: payment.id,
        code: payment.code,
        clientName: payment.clientName,
        clientLastname: payment.clientLastname,
        clientEmail: payment.clientEmail,
        apartmentName: payment.apartmentName,
      };

/** A failure found before sending: nothing goes out, and the dialog says it. */
const refused = (message: string) => ({
  error: { message, status: undefined } satisfies AdminFailure,
  meta: { headers: {}, quiet: true },
});

/** The body of PUT /reservation-payments/:id: the fields that changed, or a message when none can be sent. */
function updateBody(changes: Partial<PaymentFields>): Record<string, unknown> | string {
  const body: Record<string, unknown> = {};
  if (changes.amount !== undefined) {
    const amount = readNumber(changes.amount);
    if (amount === null) return validationMessages.paymentAmountRequired;
    body.amount = amount;
  }
  if (changes.paymentMethod && paymentMethods.includes(changes.paymentMethod))
    body.paymentMethod = changes.paymentMethod;
  if (changes.paymentDate) body.paymentDate = changes.paymentDate;
  if (changes.notes !== undefined) body.notes = changes.notes.trim();
  return Object.keys(body).length === 0 ? paymentFallbacks.noPaymentData : body;
}

// Every payment call is quiet: the page and the dialog say a failure where the admin acted. A write
// changes its reservation's amounts, so it invalidates the reservations as well as the payments.
const writeTags = (_result: unknown, error: unknown): ('Payment' | 'Reservation')[] =>
  error ? [] : ['Payment', 'Reservation'];

export const paymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reservation-payments: one page, newest first, each payment with its reservation's names. */
    payments: build.query<PaymentsPage, PaymentsQuery>({
      query: (query) => ({
        url: '/reservation-payments',
        params: { ...filterParams(query), limit: query.limit, offset: query.offset },
      }),
      extraOptions: { fallback: paymentFallbacks.fetchAllPayments, quiet: true },
      transformResponse: (items: PaymentListItem[], meta, { offset }) => ({
        items,
        total: listTotal(meta, offset, items.length),
      }),
      providesTags: ['Payment'],
    }),

    /** GET /reservation-payments/summary: the totals of the filter (all pages), added up in cents by the server. */
    paymentTotals: build.query<PaymentSummary, PaymentsFilters>({
      query: (filters) => ({ url: '/reservation-payments/summary', params: filterParams(filters) }),
      extraOptions: { fallback: paymentFallbacks.fetchAllPayments, quiet: true },
      providesTags: ['Payment'],
    }),

    /** GET /reservations/:id: the reservation the filter names; null when it cannot be read. */
    reservationRef: build.query<ReservationRef | null, number>({
      queryFn: async (id, _api, _options, baseQuery) => {
        const result = await baseQuery({ url: `/reservations/${id}` });
        return { data: result.error ? null : reservationOf(result.data as ReservationListItem) };
      },
      extraOptions: { quiet: true },
      providesTags: ['Reservation'],
    }),

    /** GET /reservations/search?q= (or the latest without a text): the reservation filter's options. */
    reservationOptions: build.query<ReservationRef[], string>({
      query: (q) => ({
        url: q.trim() ? '/reservations/search' : '/reservations',
        params: { limit: 10, ...(q.trim() ? { q: q.trim() } : {}) },
      }),
      extraOptions: { fallback: 'Error searching reservations', quiet: true },
      transformResponse: (items: ReservationListItem[]) => items.map(reservationOf),
      providesTags: ['Reservation'],
    }),

    /** GET /reservation-payments/:id */
    payment: build.query<Payment, number>({
      query: (id) => ({ url: `/reservation-payments/${id}` }),
      extraOptions: { fallback: paymentFallbacks.fetchPaymentById, quiet: true },
      providesTags: ['Payment'],
    }),

    /**
     * POST /reservations/:id/payments. A reservation id is required (SPEC.md section 5: 'Se requiere el ID
     * de la reserva'); the amount is converted to a number. A refused input sends nothing.
     */
    createPayment: build.mutation<PaymentWrite, PaymentFields & { reservationId: number | null | undefined }>(
      {
        queryFn: async (input, _api, _options, baseQuery) => {
          if (!input.reservationId) return refused(RESERVATION_ID_REQUIRED_ES);
          const amount = readNumber(input.amount);
          if (amount === null) return refused(validationMessages.paymentAmountRequired);
          const result = await baseQuery({
            url: `/reservations/${input.reservationId}/payments`,
            method: 'POST',
            body: {
              amount,
              payment_method: input.paymentMethod ?? 'cash',
              ...(input.paymentDate ? { payment_date: input.paymentDate } : {}),
              ...(input.notes?.trim() ? { notes: input.notes.trim() } : {}),
            },
            fallback: paymentFallbacks.createPayment,
          });
          return result.error ? { error: result.error } : { data: result.data as PaymentWrite };
        },
        extraOptions: { quiet: true },
        invalidatesTags: writeTags,
      },
    ),

    /** PUT /reservation-payments/:id with the fields that changed; none, or an unreadable amount, sends nothing. */
    updatePayment: build.mutation<PaymentWrite, { id: number; changes: Partial<PaymentFields> }>({
      queryFn: async ({ id, changes }, _api, _options, baseQuery) => {
        const body = updateBody(changes);
        if (typeof body === 'string') return refused(body);
        const result = await baseQuery({
          url: `/reservation-payments/${id}`,
          method: 'PUT',
          body,
          fallback: paymentFallbacks.updatePayment,
        });
        return result.error ? { error: result.error } : { data: result.data as PaymentWrite };
      },
      extraOptions: { quiet: true },
      invalidatesTags: writeTags,
    }),

    /** DELETE /reservation-payments/:id: its reservation's amounts are derived again. */
    deletePayment: build.mutation<unknown, number>({
      query: (id) => ({ url: `/reservation-payments/${id}`, method: 'DELETE' }),
      extraOptions: { fallback: paymentFallbacks.deletePayment, quiet: true },
      invalidatesTags: writeTags,
    }),
  }),
});

export const {
  usePaymentsQuery,
  usePaymentTotalsQuery,
  useReservationRefQuery,
  useCreatePaymentMutation,
  useUpdatePaymentMutation,
  useDeletePaymentMutation,
} = paymentsApi;
