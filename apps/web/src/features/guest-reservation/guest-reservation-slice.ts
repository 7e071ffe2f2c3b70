import type { GuestReservation } from '@app/shared/reservations';
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { LoaderFunctionArgs } from 'react-router';
import { type AppStore, type RootState, rootReducer, type ThunkExtra } from '../../app/store';
import { ApiError, toErrorMessage } from '../../lib/api-error';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * Why a guest sees no reservation: no token in the link, a token that does not open this reservation,
 * no such reservation, too many lookups, or any other error (its message).
 */
export type GuestProblem =
  | { kind: 'noToken' }
  | { kind: 'denied' }
  | { kind: 'notFound' }
  | { kind: 'rateLimited' }
  | { kind: 'error'; message: string };

export interface GuestReservationState {
  /** The reservation as the guest sees it (no internal notes, no history). */
  reservation: GuestReservation | null;
  status: LoadStatus;
  problem: GuestProblem | null;
  lookupStatus: LoadStatus;
  lookupProblem: GuestProblem | null;
}

const initialState: GuestReservationState = {
  reservation: null,
  status: 'idle',
  problem: null,
  lookupStatus: 'idle',
  lookupProblem: null,
};

// Rejects with a GuestProblem rather than the app's plain message: the page words each case itself.
const createGuestThunk = createAsyncThunk.withTypes<{
  state: RootState;
  extra: ThunkExtra;
  rejectValue: GuestProblem;
}>();

/** The API's codes (@app/shared/errors) the guest pages word themselves. */
const problemByCode: Record<string, 'denied' | 'notFound' | 'rateLimited'> = {
  GUEST_ACCESS_DENIED: 'denied',
  UNAUTHORIZED: 'denied',
  RESERVATION_NOT_FOUND: 'notFound',
  RESERVATION_LOOKUP_FAILED: 'notFound',
  RATE_LIMITED: 'rateLimited',
};

function problemOf(error: unknown): GuestProblem {
  const kind = error instanceof ApiError && error.code ? problemByCode[error.code] : undefined;
  return kind ? { kind } : { kind: 'error', message: toErrorMessage(error) };
}

export const fetchGuestReservation = createGuestThunk(
  'guestReservation/fetch',
  async ({ id, access }: { id: string; access: string | null }, { extra, rejectWithValue }) => {
    if (!access) return rejectWithValue({ kind: 'noToken' });
    // Only positive integers are reservation ids; anything else cannot be one (no call needed).
    if (!/^\d{1,10}$/.test(id)) return rejectWithValue({ kind: 'notFound' });
    try {
      const { data } = await extra.api.get<GuestReservation>(`/reservations/${id}`, { params: { access } });
      return data;
    } catch (error) {
      return rejectWithValue(problemOf(error));
    }
  },
);

export const lookupReservation = createGuestThunk(
  'guestReservation/lookup',
  async (input: { code: string; email: string }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<{ id: number; accessToken: string }>(
        '/reservations/lookup',
        input,
      );
      return data;
    } catch (error) {
      return rejectWithValue(problemOf(error));
    }
  },
);

export const guestReservationSlice = createSlice({
  name: 'guestReservation',
  initialState,
  reducers: {
    lookupReset(state) {
      state.lookupStatus = 'idle';
      state.lookupProblem = null;
    },
  },
  selectors: {
    selectGuestReservation: (state) => state,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchGuestReservation.pending, (state) => {
        state.status = 'loading';
        state.problem = null;
        state.reservation = null;
      })
      .addCase(fetchGuestReservation.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.reservation = action.payload;
      })
      .addCase(fetchGuestReservation.rejected, (state, action) => {
        state.status = 'failed';
        state.problem = action.payload ?? { kind: 'error', message: toErrorMessage(action.error) };
      })
      .addCase(lookupReservation.pending, (state) => {
        state.lookupStatus = 'loading';
        state.lookupProblem = null;
      })
      .addCase(lookupReservation.fulfilled, (state) => {
        state.lookupStatus = 'succeeded';
      })
      .addCase(lookupReservation.rejected, (state, action) => {
        state.lookupStatus = 'failed';
        state.lookupProblem = action.payload ?? { kind: 'error', message: toErrorMessage(action.error) };
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof guestReservationSlice> {}
}

// Only the /reservations pages load this module (app/store.ts).
const injected = guestReservationSlice.injectInto(rootReducer);

export const { lookupReset } = guestReservationSlice.actions;
export const { selectGuestReservation } = injected.selectors;

/** /reservations/:id loader: the server renders the guest view when the link carries its token. */
export function guestReservationLoader(store: AppStore) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const access = new URL(request.url).searchParams.get('access');
    await store.dispatch(fetchGuestReservation({ id: params.id ?? '', access }));
    return null;
  };
}
