import type { BusyRange } from '@app/shared/catalog';
import type { Client } from '@app/shared/clients';
import { reservationPdfFileName } from '@app/shared/documents';
import { type NotificationType, notificationTypes } from '@app/shared/mail';
import { type Payment, type PaymentMethod, readNumber } from '@app/shared/payments';
import type {
  CompletenessResult,
  FeeField,
  PaymentStatus,
  Reservation,
  ReservationDetails,
  ReservationListItem,
  ReservationSort,
  ReservationStatus,
} from '@app/shared/reservations';
import { createAsyncThunk, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { type AppDispatch, type RootState, rootReducer, type ThunkExtra } from '../../app/store';
import { getAdminToken } from '../../lib/admin-token';
import { ApiError } from '../../lib/api';
import { saveBlob } from '../../lib/save-file';
import { failureMessage, totalCount } from '../admin-shell/admin-thunk';
import { addItem, type LoadStatus, removeItem } from '../admin-shell/load-status';
import {
  deleteMessages,
  notificationMessages,
  reservationFallbacks,
  validationMessages,
} from '../admin-shell/reservation-messages';

// ---------------------------------------------------------------------------------------------------
// State (SPEC.md section 3: list, selected reservation, payments of the selected, status, error,
// loading, lastSynced, syncStatus).
// ---------------------------------------------------------------------------------------------------

/** What a failed call leaves: the message to show, and for a refused delete why and what to do instead. */
export interface ReservationFailure {
  message: string;
  status?: number | undefined;
  details?: Record<string, unknown> | undefined;
  suggestedAction?: string | undefined;
  relatedData?: boolean | undefined;
}

export type SyncStatus = 'idle' | 'syncing' | 'synced' | 'failed';

export const RESERVATIONS_PAGE_SIZE = 25;

export interface ReservationsQuery {
  q: string;
  status: ReservationStatus[];
  paymentStatus: PaymentStatus[];
  apartmentId: number | null;
  /** Stays overlapping [from, to), 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  sort: ReservationSort;
  offset: number;
  limit: number;
}

export const defaultQuery: ReservationsQuery = {
  q: '',
  status: [],
  paymentStatus: [],
  apartmentId: null,
  from: '',
  to: '',
  sort: 'upcoming',
  offset: 0,
  limit: RESERVATIONS_PAGE_SIZE,
};

/** An apartment or a villa: the places a stay can be booked in. */
export interface StayUnit {
  id: number;
  type: 'apartments' | 'villas';
  name: string;
  unitNumber: string;
  address: string;
  price: number;
}

export interface ReservationsState {
  list: ReservationListItem[];
  /** Reservations matching the query, all pages (X-Total-Count). */
  total: number;
  query: ReservationsQuery;
  /** The newest list request: an older answer arriving late (typing a search) is dropped. */
  requestId: string | null;
  selected: Reservation | null;
  /** Payments of the selected reservation, oldest first. */
  payments: Payment[];
  /** Load status of the list. */
  status: LoadStatus;
  /** Load status of the selected reservation, and the HTTP status when it failed (404 -> not found page). */
  selectedStatus: LoadStatus;
  selectedErrorStatus: number | null;
  /** Whether the PDF of the selected reservation has every field it needs (GET .../pdf/diagnose). */
  pdfCheck: CompletenessResult | null;
  error: ReservationFailure | null;
  loading: boolean;
  /** When the list last matched the server (ISO instant). */
  lastSynced: string | null;
  syncStatus: SyncStatus;
  /** Stays shown on the occupancy calendar: those overlapping [from, to). */
  calendar: {
    from: string;
    to: string;
    items: ReservationListItem[];
    status: LoadStatus;
    error: string | null;
  };
  units: { items: StayUnit[]; status: LoadStatus };
}

export const initialState: ReservationsState = {
  list: [],
  total: 0,
  query: defaultQuery,
  requestId: null,
  selected: null,
  payments: [],
  status: 'idle',
  selectedStatus: 'idle',
  selectedErrorStatus: null,
  pdfCheck: null,
  error: null,
  loading: false,
  lastSynced: null,
  syncStatus: 'idle',
  calendar: { from: '', to: '', items: [], status: 'idle', error: null },
  units: { items: [], status: 'idle' },
};

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

const createReservationThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: ReservationFailure;
  extra: ThunkExtra;
}>();

function failure(error: unknown, fallback: string): ReservationFailure {
  return {
    message: failureMessage(error, fallback),
    status: error instanceof ApiError ? error.status : undefined,
  };
}

const invalid = (message: string): ReservationFailure => ({ message });

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const numericFields = new Set([
  'apartmentId',
  'clientId',
  'pricePerNight',
  'price',
  'cleaningFee',
  'parkingFee',
  'cancellationFee',
  'otherExpenses',
  'taxes',
]);

/**
 * SPEC.md section 5: empty, undefined and non-numeric values are dropped from payloads. Numeric fields
 * sent as text are sent as numbers; text is trimmed.
 */
export function compactPayload(data: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isBlank(value)) continue;
    if (numericFields.has(key)) {
      const number = readNumber(value);
      if (number !== null) result[key] = number;
      continue;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    result[key] = typeof value === 'string' ? value.trim() : value;
  }
  return result;
}

/** Query parameters without the empty filters (SPEC.md section 5); the CSV export sends the same. */
export function listParams(query: ReservationsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    limit: query.limit,
    offset: query.offset,
    sort: query.sort,
  };
  if (query.q.trim()) params.q = query.q.trim();
  if (query.status.length) params.status = query.status.join(',');
  if (query.paymentStatus.length) params.paymentStatus = query.paymentStatus.join(',');
  if (query.apartmentId) params.apartmentId = query.apartmentId;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}

const validId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** The amounts a payment changes (the server derives them; SPEC.md section 4 merges them). */
type Amounts = Pick<ReservationListItem, 'id' | 'paymentStatus' | 'amountPaid' | 'amountDue'> &
  Partial<Pick<ReservationListItem, 'totalAmount'>>;

function mergeAmounts(state: ReservationsState, amounts: Amounts) {
  const { id, paymentStatus, amountPaid, amountDue, totalAmount } = amounts;
  const merge = (target: ReservationListItem) => {
    target.paymentStatus = paymentStatus;
    target.amountPaid = amountPaid;
    target.amountDue = amountDue;
    if (totalAmount !== undefined) target.totalAmount = totalAmount;
  };
  for (const item of state.list) if (item.id === id) merge(item);
  for (const item of state.calendar.items) if (item.id === id) merge(item);
  if (state.selected?.id === id) merge(state.selected);
}

function setStatusLocally(state: ReservationsState, id: number, status: ReservationStatus) {
  for (const item of state.list) if (item.id === id) item.status = status;
  for (const item of state.calendar.items) if (item.id === id) item.status = status;
  if (state.selected?.id === id) state.selected.status = status;
}

function replaceEverywhere(state: ReservationsState, reservation: Reservation) {
  const { notifications: _n, statusHistory: _h, ...item } = reservation;
  const index = state.list.findIndex((existing) => existing.id === reservation.id);
  if (index >= 0) state.list[index] = item;
  const inCalendar = state.calendar.items.findIndex((existing) => existing.id === reservation.id);
  if (inCalendar >= 0) state.calendar.items[inCalendar] = item;
  if (state.selected?.id === reservation.id) state.selected = reservation;
}

const updateLoading = (state: ReservationsState) => {
  state.loading = state.status === 'loading' || state.selectedStatus === 'loading';
};

// ---------------------------------------------------------------------------------------------------
// Thunks (SPEC.md section 7 calls, section 8 fallbacks)
// ---------------------------------------------------------------------------------------------------

/** GET /reservations, or /reservations/search when there is a search text; X-Total-Count is the total. */
export const fetchReservations = createReservationThunk(
  'adminReservations/fetchList',
  async (query: Partial<ReservationsQuery>, { extra, rejectWithValue }) => {
    const full = { ...defaultQuery, ...query };
    const searching = full.q.trim() !== '';
    try {
      const response = await extra.api.get<ReservationListItem[]>(
        searching ? '/reservations/search' : '/reservations',
        { params: listParams(full) },
      );
      return {
        items: response.data,
        total: totalCount(response, full.offset, response.data.length),
        syncedAt: new Date().toISOString(),
      };
    } catch (error) {
      return rejectWithValue(
        failure(
          error,
          searching ? reservationFallbacks.searchReservations : reservationFallbacks.fetchReservations,
        ),
      );
    }
  },
);

/** GET /reservations/:id: the reservation with its notifications, history and payments. */
export const fetchReservationById = createReservationThunk(
  'adminReservations/fetchOne',
  async (id: number, { extra, rejectWithValue }) => {
    if (!validId(id)) return rejectWithValue(invalid(validationMessages.idRequired));
    try {
      const { data } = await extra.api.get<ReservationDetails>(`/reservations/${id}`);
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.fetchReservationById));
    }
  },
);

/** GET /reservations/:id/payments */
export const fetchReservationPayments = createReservationThunk(
  'adminReservations/fetchPayments',
  async (id: number, { extra, rejectWithValue }) => {
    if (!validId(id)) return rejectWithValue(invalid(validationMessages.reservationIdRequiredEs));
    try {
      const { data } = await extra.api.get<Payment[]>(`/reservations/${id}/payments`);
      return { id, payments: data };
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.fetchReservationPayments));
    }
  },
);

/**
 * What the form sends to create a reservation: SPEC.md section 3's fields. `price` is accepted for
 * pricePerNight; the client fields are sent only without clientId; initialPayment passes through.
 */
export type ReservationDraft = Record<string, unknown> & {
  initialPayment?: { amount?: unknown; paymentMethod?: PaymentMethod; paymentDate?: string; notes?: string };
};

const clientDetailFields = [
  'clientName',
  'clientLastname',
  'clientEmail',
  'clientPhone',
  'clientAddress',
  'clientCity',
  'clientCountry',
  'clientNotes',
];

/** The body of POST /reservations, or the validation message of SPEC.md section 5 it fails. */
export function createPayload(draft: ReservationDraft): Record<string, unknown> | ReservationFailure {
  const { initialPayment, price, ...rest } = draft;
  const data = compactPayload({
    ...rest,
    pricePerNight: isBlank(rest.pricePerNight) ? price : rest.pricePerNight,
  });
  if (data.pricePerNight === undefined) return invalid(validationMessages.pricePerNightRequired);
  if (data.cleaningFee === undefined) return invalid(validationMessages.cleaningFeeRequired);
  if (data.clientId !== undefined) for (const field of clientDetailFields) delete data[field];
  if (initialPayment) {
    const amount = readNumber(initialPayment.amount);
    if (amount !== null && amount !== 0) {
      data.initialPayment = compactPayload({
        amount,
        paymentMethod: initialPayment.paymentMethod ?? 'cash',
        paymentDate: initialPayment.paymentDate,
        notes: initialPayment.notes,
      });
    }
  }
  return data;
}

const isFailure = (value: unknown): value is ReservationFailure =>
  typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';

/** POST /reservations */
export const createReservation = createReservationThunk(
  'adminReservations/create',
  async (draft: ReservationDraft, { extra, rejectWithValue }) => {
    const payload = createPayload(draft);
    if (isFailure(payload)) return rejectWithValue(payload);
    try {
      const { data } = await extra.api.post<Reservation>('/reservations', payload);
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.createReservation));
    }
  },
);

/** PUT /reservations/:id with the fields that changed. */
export const updateReservation = createReservationThunk(
  'adminReservations/update',
  async (
    { id, data }: { id: number | null | undefined; data: Record<string, unknown> | null | undefined },
    { extra, rejectWithValue },
  ) => {
    if (!validId(id)) return rejectWithValue(invalid(validationMessages.idRequired));
    const payload = compactPayload(data ?? {});
    if (Object.keys(payload).length === 0) return rejectWithValue(invalid(validationMessages.noUpdateData));
    try {
      const response = await extra.api.put<Reservation>(`/reservations/${id}`, payload);
      return response.data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.updateReservation));
    }
  },
);

/** The delete errors of SPEC.md section 8. */
export function deleteFailure(error: unknown): ReservationFailure {
  if (!(error instanceof ApiError)) return { message: reservationFallbacks.deleteReservation };
  const { status } = error;
  if (status === 400 && error.message === deleteMessages.relatedData) {
    const details =
      typeof error.details === 'object' && error.details !== null
        ? (error.details as Record<string, unknown>)
        : {};
    return {
      message: error.message,
      status,
      details,
      suggestedAction: typeof details.suggestedAction === 'string' ? details.suggestedAction : undefined,
      relatedData: true,
    };
  }
  if (status === 400) return { message: deleteMessages.badRequest, status };
  if (status === 404) return { message: deleteMessages.notFound, status };
  if (status === 403) return { message: deleteMessages.forbidden, status };
  if (status !== undefined && status >= 500) return { message: deleteMessages.server, status };
  return { message: failureMessage(error, reservationFallbacks.deleteReservation), status };
}

/** DELETE /reservations/:id: refused (400, related data) while it has payments. */
export const deleteReservation = createReservationThunk(
  'adminReservations/delete',
  async (id: number, { extra, rejectWithValue }) => {
    if (!validId(id)) return rejectWithValue(invalid(validationMessages.idRequired));
    try {
      await extra.api.delete(`/reservations/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(deleteFailure(error));
    }
  },
);

/** The reservation's amounts after a payment, as the server derived them. */
interface PaymentResult {
  payment: Payment;
  reservation: ReservationListItem;
}

export interface NewPaymentInput {
  reservationId: number | null | undefined;
  amount: unknown;
  paymentMethod?: PaymentMethod | undefined;
  /** A date or an ISO instant; today (now) when left out. */
  paymentDate?: string | undefined;
  notes?: string | undefined;
}

/**
 * POST /reservations/:id/payments. The amount is converted to a number; a negative amount is a refund.
 * Sent as payment_method (cash by default) and payment_date (SPEC.md section 3).
 */
export const registerPayment = createReservationThunk(
  'adminReservations/registerPayment',
  async (input: NewPaymentInput, { extra, rejectWithValue }) => {
    if (!validId(input.reservationId))
      return rejectWithValue(invalid(validationMessages.reservationIdRequiredEs));
    if (isBlank(input.amount)) return rejectWithValue(invalid(validationMessages.paymentAmountRequired));
    const amount = Number(typeof input.amount === 'string' ? input.amount.trim() : input.amount);
    if (!Number.isFinite(amount)) return rejectWithValue(invalid(validationMessages.paymentAmountRequired));
    try {
      const { data } = await extra.api.post<PaymentResult>(
        `/reservations/${input.reservationId}/payments`,
        compactPayload({
          amount,
          payment_method: input.paymentMethod ?? 'cash',
          payment_date: input.paymentDate,
          notes: input.notes,
        }),
      );
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.registerPayment));
    }
  },
);

/** POST /payments/register/:id: amount must parse as a number > 0; cash by default. */
export const registerSimplePayment = createReservationThunk(
  'adminReservations/registerSimplePayment',
  async (input: Omit<NewPaymentInput, 'paymentDate'>, { extra, rejectWithValue }) => {
    if (!validId(input.reservationId))
      return rejectWithValue(invalid(validationMessages.reservationIdRequiredEs));
    const amount = readNumber(input.amount);
    if (amount === null || amount <= 0)
      return rejectWithValue(invalid(validationMessages.paymentAmountPositive));
    try {
      const { data } = await extra.api.post<PaymentResult>(
        `/payments/register/${input.reservationId}`,
        compactPayload({ amount, paymentMethod: input.paymentMethod ?? 'cash', notes: input.notes }),
      );
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.registerSimplePayment));
    }
  },
);

/** DELETE /reservation-payments/:id: the reservation's amounts are derived again. */
export const deleteReservationPayment = createReservationThunk(
  'adminReservations/deletePayment',
  async ({ paymentId }: { paymentId: number; reservationId: number }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.delete<{ reservation: ReservationListItem }>(
        `/reservation-payments/${paymentId}`,
      );
      return { paymentId, reservation: data.reservation };
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.deletePayment));
    }
  },
);

/** SPEC.md section 5: a fee is clamped to 0 or more; non-numeric becomes 0; numeric text becomes a number. */
export function clampFee(value: unknown): number {
  const number = readNumber(value);
  return number === null || number < 0 ? 0 : number;
}

const feeFallbacks: Partial<Record<FeeField, string>> = {
  parkingFee: reservationFallbacks.updateParkingFee,
  cleaningFee: reservationFallbacks.updateCleaningFee,
  otherExpenses: reservationFallbacks.updateOtherExpenses,
};

/** PATCH /reservations/:id with the fees given; none -> 'No hay tarifas para actualizar', nothing sent. */
export const updateFees = createReservationThunk(
  'adminReservations/updateFees',
  async (
    { id, fees }: { id: number | null | undefined; fees: Partial<Record<FeeField, unknown>> },
    { extra, rejectWithValue },
  ) => {
    if (!validId(id)) return rejectWithValue(invalid(validationMessages.idRequired));
    const payload: Partial<Record<FeeField, number>> = {};
    for (const [field, value] of Object.entries(fees) as [FeeField, unknown][]) {
      if (value !== undefined) payload[field] = clampFee(value);
    }
    const sent = Object.keys(payload) as FeeField[];
    if (sent.length === 0) return rejectWithValue(invalid(validationMessages.noFees));
    const fallback =
      (sent.length === 1 && sent[0] && feeFallbacks[sent[0]]) || reservationFallbacks.updateFees;
    try {
      const { data } = await extra.api.patch<Reservation>(`/reservations/${id}`, payload);
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, fallback));
    }
  },
);

/**
 * PATCH /reservations/:id/payment-status. The server recomputes the amounts from the payments (the body is
 * SPEC.md's and is not trusted); the answer's paymentStatus, amountPaid and amountDue are merged.
 */
export const updatePaymentStatus = createReservationThunk(
  'adminReservations/updatePaymentStatus',
  async (
    input: { id: number; paymentStatus?: PaymentStatus; amountPaid?: number; amountDue?: number },
    { extra, rejectWithValue },
  ) => {
    const { id, ...body } = input;
    if (!validId(id)) return rejectWithValue(invalid(validationMessages.idRequired));
    try {
      const { data } = await extra.api.patch<Reservation>(`/reservations/${id}/payment-status`, body);
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.updatePaymentStatus));
    }
  },
);

/** PUT /reservations/:id {status}: shown at once, put back if the server refuses; the history records it. */
export const changeReservationStatus = createReservationThunk(
  'adminReservations/changeStatus',
  async (
    { id, status }: { id: number; status: ReservationStatus; previous: ReservationStatus },
    { extra, rejectWithValue },
  ) => {
    try {
      const { data } = await extra.api.put<Reservation>(`/reservations/${id}`, { status });
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.updateReservation));
    }
  },
);

/** The send-notification errors of SPEC.md section 8. */
export function notificationFailure(error: unknown): ReservationFailure {
  if (!(error instanceof ApiError)) return { message: notificationMessages.fallback };
  const { status, message } = error;
  if (status === 404) {
    return { message: message === deleteMessages.notFound ? message : notificationMessages.noEmail, status };
  }
  if (status === 400) {
    if (/notification type/i.test(message)) return { message: notificationMessages.invalidType, status };
    if (/e-?mail/i.test(message)) return { message: notificationMessages.invalidEmail, status };
    return { message: failureMessage(error, notificationMessages.badRequest), status };
  }
  if (status !== undefined && status >= 500) return { message: notificationMessages.server, status };
  if (status === 401) return { message, status };
  return { message: notificationMessages.fallback, status };
}

export interface SentNotification {
  id: number;
  notification: { type: string; sentAt: string; confirmation: string | null } | undefined;
}

/** POST /reservations/:id/send-notification {type}; confirmation by default. A failure stores no error. */
export const sendNotification = createReservationThunk(
  'adminReservations/sendNotification',
  async ({ id, type = 'confirmation' }: { id: number; type?: string }, { extra, rejectWithValue }) => {
    if (!(notificationTypes as readonly string[]).includes(type)) {
      return rejectWithValue(invalid(notificationMessages.invalidType));
    }
    try {
      const { data } = await extra.api.post<{ notification?: SentNotification['notification'] }>(
        `/reservations/${id}/send-notification`,
        { type: type as NotificationType },
      );
      return { id, notification: data.notification } satisfies SentNotification;
    } catch (error) {
      return rejectWithValue(notificationFailure(error));
    }
  },
);

/** GET /reservations/:id/pdf/diagnose: whether the PDF has every field it needs. */
export const diagnosePdf = createReservationThunk(
  'adminReservations/diagnosePdf',
  async (id: number, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<CompletenessResult>(`/reservations/${id}/pdf/diagnose`);
      return { id, result: data };
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.generatePdf));
    }
  },
);

async function pdfReady(api: AxiosInstance, id: number): Promise<ReservationFailure | null> {
  const { data } = await api.get<CompletenessResult>(`/reservations/${id}/pdf/diagnose`);
  return data.success ? null : { message: data.message };
}

type PdfReservation = Pick<Reservation, 'id' | 'clientName' | 'clientLastname' | 'checkInDate'>;

/**
 * GET /reservations/:id/pdf/download: saved as reservation-{id}-{lastname}-{name}.pdf. The completeness
 * check runs first so a missing field is named instead of a bare failure.
 */
export const downloadReservationPdf = createReservationThunk(
  'adminReservations/downloadPdf',
  async (
    { reservation, lang }: { reservation: PdfReservation; lang?: 'es' | 'en' },
    { extra, rejectWithValue },
  ) => {
    if (!getAdminToken()) return rejectWithValue(invalid(validationMessages.noToken));
    try {
      const missing = await pdfReady(extra.api, reservation.id);
      if (missing) return rejectWithValue(missing);
      const { data } = await extra.api.get<Blob>(`/reservations/${reservation.id}/pdf/download`, {
        params: {
          format: 'pdf',
          include_details: true,
          client_name: [reservation.clientName, reservation.clientLastname].filter(Boolean).join(' '),
          check_in_date: reservation.checkInDate,
          ...(lang ? { lang } : {}),
        },
        responseType: 'blob',
      });
      const fileName = reservationPdfFileName(reservation);
      saveBlob(data, fileName);
      return fileName;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.downloadPdf));
    }
  },
);

/** POST /reservations/:id/pdf {email}: the PDF is queued to that address as an attachment. */
export const sendPdfByEmail = createReservationThunk(
  'adminReservations/sendPdfByEmail',
  async ({ id, email }: { id: number; email: string }, { extra, rejectWithValue }) => {
    if (!getAdminToken()) return rejectWithValue(invalid(validationMessages.noToken));
    try {
      const missing = await pdfReady(extra.api, id);
      if (missing) return rejectWithValue(missing);
      const { data } = await extra.api.post<{ notification?: SentNotification['notification'] }>(
        `/reservations/${id}/pdf`,
        { email: email.trim() },
      );
      return { id, notification: data.notification } satisfies SentNotification;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.sendPdfByEmail));
    }
  },
);

interface ApartmentLike {
  id: number;
  name: string;
  unitNumber?: string;
  address?: string;
  price: number;
}

/** GET /apartments and /villas: what the apartment picker and the calendar list. */
export const fetchStayUnits = createReservationThunk(
  'adminReservations/fetchUnits',
  async (_: undefined, { extra, rejectWithValue }) => {
    try {
      const [apartments, villas] = await Promise.all(
        (['apartments', 'villas'] as const).map(async (type) => {
          const { data } = await extra.api.get<ApartmentLike[]>(`/${type}`, {
            // Hidden ones too: a stay can be booked in an apartment not (yet) on the website.
            params: { limit: 500, scope: 'all' },
          });
          return data.map(
            (unit): StayUnit => ({
              id: unit.id,
              type,
              name: unit.name,
              unitNumber: unit.unitNumber ?? '',
              address: unit.address ?? '',
              price: unit.price,
            }),
          );
        }),
      );
      return [...(apartments ?? []), ...(villas ?? [])];
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.fetchUnits));
    }
  },
  {
    // Loaded once per visit; the pickers and the calendar share it.
    condition: (_, { getState }) => {
      const { status } = selectReservationsState(getState()).units;
      return status !== 'loading' && status !== 'succeeded';
    },
  },
);

/** GET /{type}/{id}/availability: the busy nights of a unit, half-open [start, end). Not stored. */
export const fetchAvailability = createReservationThunk(
  'adminReservations/fetchAvailability',
  async ({ type, id }: { type: StayUnit['type']; id: number }, { extra, rejectWithValue }) => {
    try {
      // The endpoint is public and cacheable for a minute; the back-office needs the stays booked a second ago.
      const { data } = await extra.api.get<BusyRange[]>(`/${type}/${id}/availability`, {
        headers: { 'Cache-Control': 'no-cache' },
      });
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.fetchAvailability));
    }
  },
);

/** GET /users?q=: the client picker's options. Not stored. */
export const searchClients = createReservationThunk(
  'adminReservations/searchClients',
  async (q: string, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Client[]>('/users', {
        params: { limit: 20, ...(q.trim() ? { q: q.trim() } : {}) },
      });
      return data;
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.searchClients));
    }
  },
);

const CALENDAR_PAGE = 200;
/** A month of a busy building is far below this; the cap only stops a runaway loop. */
const CALENDAR_MAX_PAGES = 25;

/** Every stay overlapping [from, to), for the occupancy calendar (all pages). */
export const fetchCalendar = createReservationThunk(
  'adminReservations/fetchCalendar',
  async ({ from, to }: { from: string; to: string }, { extra, rejectWithValue }) => {
    try {
      const items: ReservationListItem[] = [];
      for (let page = 0; page < CALENDAR_MAX_PAGES; page += 1) {
        const offset = items.length;
        const response = await extra.api.get<ReservationListItem[]>('/reservations', {
          params: { from, to, sort: 'checkInDate', limit: CALENDAR_PAGE, offset },
        });
        items.push(...response.data);
        if (response.data.length === 0 || items.length >= totalCount(response, offset, response.data.length))
          break;
      }
      return { from, to, items };
    } catch (error) {
      return rejectWithValue(failure(error, reservationFallbacks.fetchReservations));
    }
  },
);

// ---------------------------------------------------------------------------------------------------
// Slice (SPEC.md section 4)
// ---------------------------------------------------------------------------------------------------

const reservationsSlice = createSlice({
  name: 'adminReservations',
  initialState,
  selectors: {
    selectReservationsState: (state) => state,
    selectSelectedReservation: (state) => state.selected,
    selectStayUnits: (state) => state.units,
    selectCalendar: (state) => state.calendar,
  },
  reducers: {
    clearError(state) {
      state.error = null;
    },
    clearSelected(state) {
      state.selected = null;
      state.payments = [];
      state.pdfCheck = null;
      state.selectedStatus = 'idle';
      state.selectedErrorStatus = null;
      updateLoading(state);
    },
    /** SPEC.md section 4: the status may be updated locally, in the list and the selection. */
    reservationStatusUpdated(state, action: PayloadAction<{ id: number; status: ReservationStatus }>) {
      setStatusLocally(state, action.payload.id, action.payload.status);
    },
    /** SPEC.md section 4: merges paymentStatus, amountPaid and amountDue into the stored reservation. */
    paymentStatusUpdated(state, action: PayloadAction<Amounts>) {
      mergeAmounts(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchReservations.pending, (state, action) => {
        state.status = 'loading';
        state.syncStatus = 'syncing';
        state.requestId = action.meta.requestId;
        state.query = { ...defaultQuery, ...action.meta.arg };
        updateLoading(state);
      })
      .addCase(fetchReservations.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'succeeded';
        state.list = action.payload.items;
        state.total = action.payload.total;
        state.lastSynced = action.payload.syncedAt;
        state.syncStatus = 'synced';
        if (state.error?.message === reservationFallbacks.fetchReservations) state.error = null;
        updateLoading(state);
      })
      .addCase(fetchReservations.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.syncStatus = 'failed';
        state.error = action.payload ?? { message: reservationFallbacks.fetchReservations };
        updateLoading(state);
      })
      .addCase(fetchReservationById.pending, (state, action) => {
        state.selectedStatus = 'loading';
        state.selectedErrorStatus = null;
        if (state.selected?.id !== action.meta.arg) {
          state.selected = null;
          state.payments = [];
          state.pdfCheck = null;
        }
        updateLoading(state);
      })
      .addCase(fetchReservationById.fulfilled, (state, action) => {
        const { payments, ...reservation } = action.payload;
        state.selected = reservation;
        state.payments = payments;
        state.selectedStatus = 'succeeded';
        updateLoading(state);
      })
      .addCase(fetchReservationById.rejected, (state, action) => {
        state.selectedStatus = 'failed';
        state.selectedErrorStatus = action.payload?.status ?? null;
        state.error = action.payload ?? { message: reservationFallbacks.fetchReservationById };
        updateLoading(state);
      })
      .addCase(fetchReservationPayments.fulfilled, (state, action) => {
        if (!state.selected || state.selected.id === action.payload.id)
          state.payments = action.payload.payments;
      })
      // Create adds, update replaces the item with the same id, delete removes it and clears the selection.
      .addCase(createReservation.fulfilled, (state, action) => {
        const { notifications: _n, statusHistory: _h, ...item } = action.payload;
        const before = state.list.length;
        addItem(state.list, item);
        if (state.list.length > before) state.total += 1;
      })
      .addCase(updateReservation.fulfilled, (state, action) => replaceEverywhere(state, action.payload))
      .addCase(updateFees.fulfilled, (state, action) => replaceEverywhere(state, action.payload))
      .addCase(deleteReservation.fulfilled, (state, action) => {
        if (removeItem(state.list, action.payload)) state.total = Math.max(0, state.total - 1);
        removeItem(state.calendar.items, action.payload);
        state.selected = null;
        state.payments = [];
        state.pdfCheck = null;
        state.selectedStatus = 'idle';
      })
      .addCase(updatePaymentStatus.fulfilled, (state, action) => {
        const { id, paymentStatus, amountPaid, amountDue } = action.payload;
        mergeAmounts(state, { id, paymentStatus, amountPaid, amountDue });
      })
      .addCase(changeReservationStatus.pending, (state, action) => {
        setStatusLocally(state, action.meta.arg.id, action.meta.arg.status);
      })
      .addCase(changeReservationStatus.fulfilled, (state, action) => replaceEverywhere(state, action.payload))
      .addCase(changeReservationStatus.rejected, (state, action) => {
        setStatusLocally(state, action.meta.arg.id, action.meta.arg.previous);
        state.error = action.payload ?? { message: reservationFallbacks.updateReservation };
      })
      .addCase(sendNotification.fulfilled, (state, action) => {
        const { id, notification } = action.payload;
        if (notification && state.selected?.id === id) state.selected.notifications.push(notification);
      })
      .addCase(sendPdfByEmail.fulfilled, (state, action) => {
        const { id, notification } = action.payload;
        if (notification && state.selected?.id === id) state.selected.notifications.push(notification);
      })
      .addCase(diagnosePdf.fulfilled, (state, action) => {
        if (state.selected?.id === action.payload.id) state.pdfCheck = action.payload.result;
      })
      .addCase(fetchStayUnits.pending, (state) => {
        state.units.status = 'loading';
      })
      .addCase(fetchStayUnits.fulfilled, (state, action) => {
        state.units = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchStayUnits.rejected, (state, action) => {
        state.units.status = 'failed';
        state.error = action.payload ?? { message: reservationFallbacks.fetchUnits };
      })
      .addCase(fetchCalendar.pending, (state, action) => {
        state.calendar.status = 'loading';
        state.calendar.error = null;
        if (state.calendar.from !== action.meta.arg.from) state.calendar.items = [];
        state.calendar.from = action.meta.arg.from;
        state.calendar.to = action.meta.arg.to;
      })
      .addCase(fetchCalendar.fulfilled, (state, action) => {
        if (action.payload.from !== state.calendar.from) return;
        state.calendar.items = action.payload.items;
        state.calendar.status = 'succeeded';
      })
      .addCase(fetchCalendar.rejected, (state, action) => {
        if (action.meta.arg.from !== state.calendar.from) return;
        state.calendar.status = 'failed';
        state.calendar.error = action.payload?.message ?? reservationFallbacks.fetchReservations;
      });

    // A payment (registered or deleted) changes the amounts, which the server derives.
    for (const thunk of [registerPayment, registerSimplePayment]) {
      builder.addCase(thunk.fulfilled, (state, action) => {
        const { payment, reservation } = action.payload;
        if (
          state.selected?.id === payment.reservationId &&
          !state.payments.some((p) => p.id === payment.id)
        ) {
          state.payments.push(payment);
        }
        mergeAmounts(state, reservation);
      });
    }
    builder.addCase(deleteReservationPayment.fulfilled, (state, action) => {
      removeItem(state.payments, action.payload.paymentId);
      mergeAmounts(state, action.payload.reservation);
    });

    // Errors are stored (and cleared with clearError); a failed notification sets none (SPEC.md section 4).
    for (const thunk of [
      createReservation,
      updateReservation,
      deleteReservation,
      registerPayment,
      registerSimplePayment,
      deleteReservationPayment,
      updateFees,
      updatePaymentStatus,
      fetchReservationPayments,
      downloadReservationPdf,
      sendPdfByEmail,
    ]) {
      builder.addCase(thunk.rejected, (state, action) => {
        if (action.payload) state.error = action.payload;
      });
    }
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof reservationsSlice> {}
}

// Only the back-office imports this module: the slice stays out of the public bundle.
const injected = reservationsSlice.injectInto(rootReducer);

export const { clearError, clearSelected, reservationStatusUpdated, paymentStatusUpdated } =
  reservationsSlice.actions;
export const reservationsReducer = reservationsSlice.reducer;
export const { selectReservationsState, selectSelectedReservation, selectStayUnits, selectCalendar } =
  injected.selectors;

/** 'Ana García', or the e-mail of a guest without a name. */
export function guestName(
  reservation: Pick<ReservationListItem, 'clientName' | 'clientLastname' | 'clientEmail'>,
) {
  return (
    [reservation.clientName, reservation.clientLastname].filter(Boolean).join(' ') ||
    reservation.clientEmail ||
    '—'
  );
}
