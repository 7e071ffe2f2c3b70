import {
  type Action,
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import type { catalogSlice } from '../features/catalog/catalog-slice';
import type { guestReservationSlice } from '../features/guest-reservation/guest-reservation-slice';
import type { homeSlice } from '../features/home/home-slice';
import type { reviewsSlice } from '../features/reviews/reviews-slice';
import { siteSlice } from '../features/site/site-slice';

/**
 * Slices of the lazily loaded parts (the back-office) add themselves here by declaration merging
 * and inject their reducer when their module loads, so a visitor's bundle carries none of them.
 * Public slices go into combineSlices() below.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each lazy slice
export interface LazyLoadedSlices {}

/**
 * The public pages' own slices. Each page's module injects its slice (`slice.injectInto(rootReducer)`),
 * so a page downloads only the slices it uses (decision 0008). The state type has them all: what reads
 * one directly (a page's meta, after its loader) has imported the slice's module. A slice's state
 * exists from the first action after its injection on; until then its (injected) selectors answer
 * its initial state, so thunk conditions that may be that first action read through them.
 */
export type PageSlicesState = WithSlice<typeof catalogSlice> &
  WithSlice<typeof homeSlice> &
  WithSlice<typeof reviewsSlice> &
  WithSlice<typeof guestReservationSlice>;

// The site's content (top bar, footer) is on every page: static.
export const rootReducer = combineSlices(siteSlice).withLazyLoadedSlices<
  LazyLoadedSlices & PageSlicesState
>();

export type RootState = ReturnType<typeof rootReducer> & PageSlicesState;

/**
 * The browser's store starts empty and takes the server's state once the page's route modules, and so
 * its slices, are loaded (entry-client.tsx): a store created with it would drop the state of slices
 * not injected yet (combineReducers keeps only the keys it has reducers for).
 */
export const serverStateReceived = createAction<Partial<RootState>>('app/serverStateReceived');

function withServerState(reducer: typeof rootReducer): Reducer<RootState, UnknownAction, Partial<RootState>> {
  return (state, action) => {
    const next = reducer(state as RootState | undefined, action) as RootState;
    if (!serverStateReceived.match(action)) return next;
    // The slices this page has: the server's state may also hold other pages' (initial) slices.
    const server = action.payload as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(next).map(([key, value]) => [key, server[key] ?? value]),
    ) as RootState;
  };
}

/** What thunks receive as `extra`: the API client (the browser's, or the server renderer's in-process one). */
export interface ThunkExtra {
  api: AxiosInstance;
}

/**
 * Middleware of the lazily loaded parts: the back-office's RTK Query API adds its own when its module
 * loads (features/admin-shell/admin-api.ts), so a visitor's bundle carries no RTK Query.
 */
export const lazyMiddleware = createDynamicMiddleware();

/** A fresh store: one per server request, one in the browser (which then takes the server's state). */
export function makeStore(preloadedState: Partial<RootState> | undefined, extra: ThunkExtra) {
  return configureStore({
    reducer: withServerState(rootReducer),
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(lazyMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, ThunkExtra, Action>;
