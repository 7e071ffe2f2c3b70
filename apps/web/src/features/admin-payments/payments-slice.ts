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
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { createAdminThunk, failureMessage, failureMeta, totalCount } from '../admin-shell/admin-thunk';
import type { LoadStatus } from '../admin-shell/load-status';
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

/** What a payment row shows of its reservation. */
export type ReservationRef = Pick<
  ReservationListItem,
  'id' | 'code' | 'clientName' | 'clientLastname' | 'clientEmail' | 'apartmentName'
>;

export interface PaymentsState {
  items: PaymentListItem[];
  total: number;
  query: PaymentsQuery;
  requestId: string | null;
  status: LoadStatus;
  error: string | null;
  /** The server's sums over every payment matching the filters (all pages). */
  totals: { status: LoadStatus; key: string; value: PaymentSummary | null };
  /** Reservations seen in the list or read for the filter, by id (null: could not be read). */
  reservations: Record<number, ReservationRef | null>;
}

const emptyFilters: PaymentsFilters = { reservationId: null, paymentMethod: null, from: '', to: '' };

const initialState: PaymentsState = {
  items: [],
  total: 0,
  query: { ...emptyFilters, offset: 0, limit: PAYMENTS_PAGE_SIZE },
  requestId: null,
  status: 'idle',
  error: null,
  totals: { status: 'idle', key: '', value: null },
  reservations: {},
};

/** Query parameters of GET /reservation-payments without the empty filters (SPEC.md section 5). */
export function filterParams(filters: PaymentsFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filters.reservationId) params.reservationId = filters.reservationId;
  if (filters.paymentMethod) params.paymentMethod = filters.paymentMethod;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}

export const filtersKey = (filters: PaymentsFilters) => JSON.stringify(filterParams(filters));

/** The reservation of a listed payment: the list answers its code, apartment and guest with it. */
export const reservationOf = (payment: PaymentListItem): ReservationRef => ({
  id: payment.reservationId,
  code: payment.reservationCode,
  clientName: payment.clientName,
  clientLastname: payment.clientLastname,
  clientEmail: payment.clientEmail,
  apartmentName: payment.apartmentName,
});

/** GET /reservation-payments: one page, newest first, each payment with its reservation's names. */
export const fetchAllPayments = createAdminThunk(
  'adminPayments/fetchAll',
  async (query: PaymentsQuery, { extra, rejectWithValue }) => {
    try {
      const response = await extra.api.get<PaymentListItem[]>('/reservation-payments', {
        params: { ...filterParams(query), limit: query.limit, offset: query.offset },
      });
      return { items: response.data, total: totalCount(response, query.offset, response.data.length) };
    } catch (error) {
      return rejectWithValue(failureMessage(error, paymentFallbacks.fetchAllPayments), failureMeta(error));
    }
  },
);

/** GET /reservation-payments/summary: the totals of the filter, added up in cents by the server. */
export const fetchPaymentTotals = createAdminThunk(
  'adminPayments/fetchTotals',
  async (filters: PaymentsFilters, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<PaymentSummary>('/reservation-payments/summary', {
        params: filterParams(filters),
      });
      return { key: filtersKey(filters), value: data };
    } catch (error) {
      return rejectWithValue(failureMessage(error, paymentFallbacks.fetchAllPayments), failureMeta(error));
    }
  },
);

/** GET /reservations/:id: the reservation the filter names, when no listed payment has brought it. */
export const fetchReservationRef = createAdminThunk(
  'adminPayments/fetchReservation',
  async (id: number, { extra }) => {
    try {
      const { data } = await extra.api.get<ReservationListItem>(`/reservations/${id}`);
      const { code, clientName, clientLastname, clientEmail, apartmentName } = data;
      return { id, ref: { id, code, clientName, clientLastname, clientEmail, apartmentName } };
    } catch {
      return { id, ref: null };
    }
  },
);

/** GET /reservations/search?q=: the reservation filter's options. Not stored. */
export const searchReservationOptions = createAdminThunk(
  'adminPayments/searchReservations',
  async (q: string, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<ReservationListItem[]>(
        q.trim() ? '/reservations/search' : '/reservations',
        {
          params: { limit: 10, ...(q.trim() ? { q: q.trim() } : {}) },
        },
      );
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, 'Error searching reservations'), failureMeta(error));
    }
  },
);

/** GET /reservation-payments/:id */
export const fetchPaymentById = createAdminThunk(
  'adminPayments/fetchOne',
  async (id: number, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<Payment>(`/reservation-payments/${id}`);
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, paymentFallbacks.fetchPaymentById), failureMeta(error));
    }
  },
);

export interface PaymentFields {
  amount: unknown;
  paymentMethod?: PaymentMethod | undefined;
  paymentDate?: string | undefined;
  notes?: string | undefined;
}

/**
 * POST /reservations/:id/payments. A reservation id is required (SPEC.md section 5: 'Se requiere el ID de
 * la reserva'); the amount is converted to a number.
 */
export const createPayment = createAdminThunk(
  'adminPayments/create',
  async (input: PaymentFields & { reservationId: number | null | undefined }, { extra, rejectWithValue }) => {
    if (!input.reservationId) return rejectWithValue(RESERVATION_ID_REQUIRED_ES, { status: undefined });
    const amount = readNumber(input.amount);
    if (amount === null)
      return rejectWithValue(validationMessages.paymentAmountRequired, { status: undefined });
    try {
      const { data } = await extra.api.post<{ payment: Payment; reservation: ReservationListItem }>(
        `/reservations/${input.reservationId}/payments`,
        {
          amount,
          payment_method: input.paymentMethod ?? 'cash',
          ...(input.paymentDate ? { payment_date: input.paymentDate } : {}),
          ...(input.notes?.trim() ? { notes: input.notes.trim() } : {}),
        },
      );
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, paymentFallbacks.createPayment), failureMeta(error));
    }
  },
);

/** PUT /reservation-payments/:id with the fields that changed. */
export const updatePayment = createAdminThunk(
  'adminPayments/update',
  async ({ id, changes }: { id: number; changes: Partial<PaymentFields> }, { extra, rejectWithValue }) => {
    const body: Record<string, unknown> = {};
    if (changes.amount !== undefined) {
      const amount = readNumber(changes.amount);
      if (amount === null)
        return rejectWithValue(validationMessages.paymentAmountRequired, { status: undefined });
      body.amount = amount;
    }
    if (changes.paymentMethod && paymentMethods.includes(changes.paymentMethod))
      body.paymentMethod = changes.paymentMethod;
    if (changes.paymentDate) body.paymentDate = changes.paymentDate;
    if (changes.notes !== undefined) body.notes = changes.notes.trim();
    if (Object.keys(body).length === 0)
      return rejectWithValue(paymentFallbacks.noPaymentData, { status: undefined });
    try {
      const { data } = await extra.api.put<{ payment: Payment; reservation: ReservationListItem }>(
        `/reservation-payments/${id}`,
        body,
      );
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, paymentFallbacks.updatePayment), failureMeta(error));
    }
  },
);

/** DELETE /reservation-payments/:id: its reservation's amounts are derived again. */
export const deletePayment = createAdminThunk(
  'adminPayments/delete',
  async (id: number, { extra, rejectWithValue }) => {
    try {
      await extra.api.delete(`/reservation-payments/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(failureMessage(error, paymentFallbacks.deletePayment), failureMeta(error));
    }
  },
);

const paymentsSlice = createSlice({
  name: 'adminPayments',
  initialState,
  selectors: {
    selectPayments: (state) => state,
  },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAllPayments.pending, (state, action) => {
        state.status = 'loading';
        state.error = null;
        state.requestId = action.meta.requestId;
        state.query = action.meta.arg;
      })
      .addCase(fetchAllPayments.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'succeeded';
        state.items = action.payload.items;
        state.total = action.payload.total;
        for (const payment of action.payload.items) {
          state.reservations[payment.reservationId] = reservationOf(payment);
        }
      })
      .addCase(fetchAllPayments.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.error = action.payload ?? paymentFallbacks.fetchAllPayments;
      })
      .addCase(fetchPaymentTotals.pending, (state, action) => {
        state.totals.status = 'loading';
        state.totals.key = filtersKey(action.meta.arg);
      })
      .addCase(fetchPaymentTotals.fulfilled, (state, action) => {
        if (action.payload.key !== state.totals.key) return;
        state.totals = { status: 'succeeded', key: action.payload.key, value: action.payload.value };
      })
      .addCase(fetchPaymentTotals.rejected, (state, action) => {
        if (filtersKey(action.meta.arg) !== state.totals.key) return;
        state.totals.status = 'failed';
      })
      .addCase(fetchReservationRef.fulfilled, (state, action) => {
        state.reservations[action.payload.id] = action.payload.ref;
      })
      // Update replaces the payment with the same id; delete removes it. Totals are asked again by the page.
      .addCase(updatePayment.fulfilled, (state, action) => {
        const index = state.items.findIndex((payment) => payment.id === action.payload.payment.id);
        // A correction never moves a payment to another reservation: its names stay.
        const listed = state.items[index];
        if (listed) state.items[index] = { ...listed, ...action.payload.payment };
      })
      .addCase(deletePayment.fulfilled, (state, action) => {
        const before = state.items.length;
        state.items = state.items.filter((payment) => payment.id !== action.payload);
        if (state.items.length < before) state.total = Math.max(0, state.total - 1);
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof paymentsSlice> {}
}

const injected = paymentsSlice.injectInto(rootReducer);

export const paymentsReducer = paymentsSlice.reducer;
export const { selectPayments } = injected.selectors;
