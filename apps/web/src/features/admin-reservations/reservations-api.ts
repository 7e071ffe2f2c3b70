import type { BusyRange, ServiceType } from '@app/shared/catalog';
import type { Client } from '@app/shared/clients';
import { reservationPdfFileName } from '@app/shared/documents';
import { type NotificationType, notificationTypes } from '@app/shared/mail';
import type { Payment, PaymentMethod } from '@app/shared/payments';
import type {
  CompletenessResult,
  FeeField,
  Reservation,
  ReservationDetails,
  ReservationListItem,
  ReservationStatus,
} from '@app/shared/reservations';
import { getAdminToken } from '../../lib/admin-token';
import { saveBlob } from '../../lib/save-file';
import { type AdminFailure, type AdminRequest, adminApi, listTotal } from '../admin-shell/admin-api';
import {
  notificationMessages,
  reservationFallbacks,
  validationMessages,
} from '../admin-shell/reservation-messages';
import {
  clampFee,
  compactPayload,
  createPayload,
  deleteFailure,
  invalid,
  isFailure,
  listParams,
  notificationFailure,
  type ReservationDraft,
  type ReservationFailure,
  type ReservationsQuery,
  type StayUnit,
  validId,
} from './reservation-payloads';

export interface ReservationsPage {
  items: ReservationListItem[];
  /** Reservations matching the query, all pages (X-Total-Count). */
  total: number;
}

export interface NewPaymentInput {
  reservationId: number;
  /** A negative amount is a refund. */
  amount: number;
  paymentMethod?: PaymentMethod | undefined;
  /** A date or an ISO instant; today (now) when left out. */
  paymentDate?: string | undefined;
  notes?: string | undefined;
}

type PdfReservation = Pick<Reservation, 'id' | 'clientName' | 'clientLastname' | 'checkInDate'>;

interface ApartmentLike {
  id: number;
  name: string;
  unitNumber?: string;
  address?: string;
  price: number;
}

const CALENDAR_PAGE = 200;
/** A month of a busy building is far below this; the cap only stops a runaway loop. */
const CALENDAR_MAX_PAGES = 25;

const feeFallbacks: Partial<Record<FeeField, string>> = {
  parkingFee: reservationFallbacks.updateParkingFee,
  cleaningFee: reservationFallbacks.updateCleaningFee,
  otherExpenses: reservationFallbacks.updateOtherExpenses,
};

/** A failure found before sending: nothing goes out, and the page says it where the admin acted. */
const refused = (failure: ReservationFailure) => ({ error: failure, meta: { headers: {}, quiet: true } });

type Answer = { data?: unknown; error?: AdminFailure };
/** The base query an endpoint's queryFn is given. */
type AdminBaseQuery = (request: AdminRequest) => Answer | PromiseLike<Answer>;

type Sent<T> = { data: T } | { error: AdminFailure; meta?: { headers: Record<string, unknown> } };
/** One call through the admin base query, typed as the endpoint's answer. */
async function send<T>(baseQuery: AdminBaseQuery, request: AdminRequest): Promise<Sent<T>> {
  const result = await baseQuery(request);
  return result.error ? { error: result.error } : { data: result.data as T };
}

// Every reservation call is quiet: the pages say a failure where the admin acted (a dialog, the form,
// the snackbar with the feature's own words). Every write invalidates the reservations, so the lists,
// the open reservation, its PDF check, the calendar and the availability ask again.
export const reservationsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /reservations, or /reservations/search when there is a search text. */
    reservations: build.query<ReservationsPage, ReservationsQuery>({
      query: (query) => {
        const searching = query.q.trim() !== '';
        return {
          url: searching ? '/reservations/search' : '/reservations',
          params: listParams(query),
          fallback: searching
            ? reservationFallbacks.searchReservations
            : reservationFallbacks.fetchReservations,
        };
      },
      extraOptions: { quiet: true },
      transformResponse: (items: ReservationListItem[], meta, { offset }) => ({
        items,
        total: listTotal(meta, offset, items.length),
      }),
      providesTags: ['Reservation'],
    }),

    /** GET /reservations/:id: the reservation with its notifications, history and payments. */
    reservation: build.query<ReservationDetails, number>({
      query: (id) => ({ url: `/reservations/${id}` }),
      extraOptions: { fallback: reservationFallbacks.fetchReservationById, quiet: true },
      providesTags: ['Reservation'],
    }),

    /** GET /reservations/:id/pdf/diagnose: whether the PDF has every field it needs. */
    pdfCheck: build.query<CompletenessResult, number>({
      query: (id) => ({ url: `/reservations/${id}/pdf/diagnose` }),
      extraOptions: { fallback: reservationFallbacks.generatePdf, quiet: true },
      providesTags: ['Reservation'],
    }),

    /** Every stay overlapping [from, to), for the occupancy calendar (all pages). */
    calendar: build.query<ReservationListItem[], { from: string; to: string }>({
      queryFn: async ({ from, to }, _api, _options, baseQuery) => {
        const items: ReservationListItem[] = [];
        for (let page = 0; page < CALENDAR_MAX_PAGES; page += 1) {
          const offset = items.length;
          const result = await baseQuery({
            url: '/reservations',
            params: { from, to, sort: 'checkInDate', limit: CALENDAR_PAGE, offset },
            fallback: reservationFallbacks.fetchReservations,
          });
          if (result.error) return { error: result.error };
          const received = result.data as ReservationListItem[];
          items.push(...received);
          if (received.length === 0 || items.length >= listTotal(result.meta, offset, received.length)) break;
        }
        return { data: items };
      },
      extraOptions: { quiet: true },
      providesTags: ['Reservation'],
    }),

    /** GET /apartments and /villas: what the apartment picker and the calendar list. */
    stayUnits: build.query<StayUnit[], void>({
      queryFn: async (_arg, _api, _options, baseQuery) => {
        const units: StayUnit[] = [];
        for (const type of ['apartments', 'villas'] as const) {
          const result = await send<ApartmentLike[]>(baseQuery, {
            url: `/${type}`,
            // Hidden ones too: a stay can be booked in an apartment not (yet) on the website.
            params: { limit: 500, scope: 'all' },
            fallback: reservationFallbacks.fetchUnits,
          });
          if ('error' in result) return { error: result.error };
          for (const unit of result.data) {
            units.push({
              id: unit.id,
              type,
              name: unit.name,
              unitNumber: unit.unitNumber ?? '',
              address: unit.address ?? '',
              price: unit.price,
            });
          }
        }
        return { data: units };
      },
      extraOptions: { quiet: true },
      providesTags: ['Service'],
    }),

    /** GET /{type}/{id}/availability: the busy nights of a unit, half-open [start, end). */
    availability: build.query<BusyRange[], { type: ServiceType; id: number }>({
      query: ({ type, id }) => ({
        url: `/${type}/${id}/availability`,
        // The endpoint is public and cacheable for a minute; the back-office needs the stays booked a second ago.
        headers: { 'Cache-Control': 'no-cache' },
      }),
      extraOptions: { fallback: reservationFallbacks.fetchAvailability, quiet: true },
      providesTags: ['Reservation'],
    }),

    /** GET /users?q=: the client picker's options. */
    clientOptions: build.query<Client[], string>({
      query: (q) => ({ url: '/users', params: { limit: 20, ...(q.trim() ? { q: q.trim() } : {}) } }),
      extraOptions: { fallback: reservationFallbacks.searchClients, quiet: true },
      providesTags: ['Client'],
    }),

    /** POST /reservations, after the checks of SPEC.md section 5 (nothing is sent when they fail). */
    createReservation: build.mutation<Reservation, ReservationDraft>({
      queryFn: (draft, _api, _options, baseQuery) => {
        const payload = createPayload(draft);
        if (isFailure(payload)) return refused(payload);
        return send<Reservation>(baseQuery, {
          url: '/reservations',
          method: 'POST',
          body: payload,
          fallback: reservationFallbacks.createReservation,
        });
      },
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation', 'Client']),
    }),

    /** PUT /reservations/:id with the fields that changed. */
    updateReservation: build.mutation<
      Reservation,
      { id: number | null | undefined; data: Record<string, unknown> | null | undefined }
    >({
      queryFn: ({ id, data }, _api, _options, baseQuery) => {
        if (!validId(id)) return refused(invalid(validationMessages.idRequired));
        const payload = compactPayload(data ?? {});
        if (Object.keys(payload).length === 0) return refused(invalid(validationMessages.noUpdateData));
        return send<Reservation>(baseQuery, {
          url: `/reservations/${id}`,
          method: 'PUT',
          body: payload,
          fallback: reservationFallbacks.updateReservation,
        });
      },
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation', 'Client']),
    }),

    /**
     * PUT /reservations/:id {status}: shown at once on the open reservation, put back if the server
     * refuses; the history records it.
     */
    changeReservationStatus: build.mutation<Reservation, { id: number; status: ReservationStatus }>({
      query: ({ id, status }) => ({
        url: `/reservations/${id}`,
        method: 'PUT',
        body: { status },
        fallback: reservationFallbacks.updateReservation,
      }),
      extraOptions: { quiet: true },
      onQueryStarted: async ({ id, status }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(
          reservationsApi.util.updateQueryData('reservation', id, (draft) => {
            draft.status = status;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation']),
    }),

    /** DELETE /reservations/:id: refused (400, related data) while it has payments. */
    deleteReservation: build.mutation<null, number>({
      queryFn: async (id, _api, _options, baseQuery) => {
        if (!validId(id)) return refused(invalid(validationMessages.idRequired));
        const result = await baseQuery({
          url: `/reservations/${id}`,
          method: 'DELETE',
          fallback: reservationFallbacks.deleteReservation,
        });
        return result.error ? { error: deleteFailure(result.error) } : { data: null };
      },
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation']),
    }),

    /**
     * POST /reservations/:id/payments, sent as payment_method (cash by default) and payment_date
     * (SPEC.md section 3). The server derives the reservation's amounts again.
     */
    registerPayment: build.mutation<{ payment: Payment; reservation: ReservationListItem }, NewPaymentInput>({
      query: ({ reservationId, amount, paymentMethod, paymentDate, notes }) => ({
        url: `/reservations/${reservationId}/payments`,
        method: 'POST',
        body: compactPayload({
          amount,
          payment_method: paymentMethod ?? 'cash',
          payment_date: paymentDate,
          notes,
        }),
        fallback: reservationFallbacks.registerPayment,
      }),
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation', 'Payment']),
    }),

    /** DELETE /reservation-payments/:id: the reservation's amounts are derived again. */
    deleteReservationPayment: build.mutation<{ reservation: ReservationListItem }, number>({
      query: (paymentId) => ({
        url: `/reservation-payments/${paymentId}`,
        method: 'DELETE',
        fallback: reservationFallbacks.deletePayment,
      }),
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation', 'Payment']),
    }),

    /** PATCH /reservations/:id with the fees given, clamped to 0 or more; none -> nothing sent. */
    updateFees: build.mutation<
      Reservation,
      { id: number | null | undefined; fees: Partial<Record<FeeField, unknown>> }
    >({
      queryFn: ({ id, fees }, _api, _options, baseQuery) => {
        if (!validId(id)) return refused(invalid(validationMessages.idRequired));
        const payload: Partial<Record<FeeField, number>> = {};
        for (const [field, value] of Object.entries(fees) as [FeeField, unknown][]) {
          if (value !== undefined) payload[field] = clampFee(value);
        }
        const sent = Object.keys(payload) as FeeField[];
        if (sent.length === 0) return refused(invalid(validationMessages.noFees));
        const fallback =
          (sent.length === 1 && sent[0] && feeFallbacks[sent[0]]) || reservationFallbacks.updateFees;
        return send<Reservation>(baseQuery, {
          url: `/reservations/${id}`,
          method: 'PATCH',
          body: payload,
          fallback,
        });
      },
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation']),
    }),

    /** POST /reservations/:id/send-notification {type}; confirmation by default. */
    sendNotification: build.mutation<null, { id: number; type?: string }>({
      queryFn: async ({ id, type = 'confirmation' }, _api, _options, baseQuery) => {
        if (!(notificationTypes as readonly string[]).includes(type)) {
          return refused(invalid(notificationMessages.invalidType));
        }
        const result = await baseQuery({
          url: `/reservations/${id}/send-notification`,
          method: 'POST',
          body: { type: type as NotificationType },
          fallback: notificationMessages.badRequest,
        });
        return result.error ? { error: notificationFailure(result.error) } : { data: null };
      },
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation', 'Outbox']),
    }),

    /**
     * GET /reservations/:id/pdf/download, saved as reservation-{id}-{lastname}-{name}.pdf. The completeness
     * check runs first so a missing field is named instead of a bare failure. Answers the file's name.
     */
    downloadReservationPdf: build.mutation<string, { reservation: PdfReservation; lang?: 'es' | 'en' }>({
      queryFn: async ({ reservation, lang }, _api, _options, baseQuery) => {
        if (!getAdminToken()) return refused(invalid(validationMessages.noToken));
        const missing = await pdfProblem(baseQuery, reservation.id, reservationFallbacks.downloadPdf);
        if (missing) return refused(missing);
        const result = await baseQuery({
          url: `/reservations/${reservation.id}/pdf/download`,
          params: {
            format: 'pdf',
            include_details: true,
            client_name: [reservation.clientName, reservation.clientLastname].filter(Boolean).join(' '),
            check_in_date: reservation.checkInDate,
            ...(lang ? { lang } : {}),
          },
          responseType: 'blob',
          fallback: reservationFallbacks.downloadPdf,
        });
        if (result.error) return { error: result.error };
        const fileName = reservationPdfFileName(reservation);
        saveBlob(result.data as Blob, fileName);
        return { data: fileName };
      },
      extraOptions: { quiet: true },
    }),

    /** POST /reservations/:id/pdf {email}: the PDF is queued to that address as an attachment. */
    sendPdfByEmail: build.mutation<null, { id: number; email: string }>({
      queryFn: async ({ id, email }, _api, _options, baseQuery) => {
        if (!getAdminToken()) return refused(invalid(validationMessages.noToken));
        const missing = await pdfProblem(baseQuery, id, reservationFallbacks.sendPdfByEmail);
        if (missing) return refused(missing);
        const result = await baseQuery({
          url: `/reservations/${id}/pdf`,
          method: 'POST',
          body: { email: email.trim() },
          fallback: reservationFallbacks.sendPdfByEmail,
        });
        return result.error ? { error: result.error } : { data: null };
      },
      extraOptions: { quiet: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Reservation', 'Outbox']),
    }),
  }),
});

/** The field the PDF lacks (GET .../pdf/diagnose), the call's failure, or null when it can be made. */
async function pdfProblem(
  baseQuery: AdminBaseQuery,
  id: number,
  fallback: string,
): Promise<ReservationFailure | null> {
  const result = await baseQuery({ url: `/reservations/${id}/pdf/diagnose`, fallback });
  if (result.error) return result.error;
  const check = result.data as CompletenessResult;
  return check.success ? null : invalid(check.message);
}

export const {
  useReservationsQuery,
  useReservationQuery,
  usePdfCheckQuery,
  useCalendarQuery,
  useStayUnitsQuery,
  useAvailabilityQuery,
  useCreateReservationMutation,
  useUpdateReservationMutation,
  useChangeReservationStatusMutation,
  useDeleteReservationMutation,
  useRegisterPaymentMutation,
  useDeleteReservationPaymentMutation,
  useUpdateFeesMutation,
  useSendNotificationMutation,
  useDownloadReservationPdfMutation,
  useSendPdfByEmailMutation,
} = reservationsApi;
