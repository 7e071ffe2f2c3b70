import { type Action, combineSlices, configureStore, type ThunkAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { catalogSlice } from '../features/catalog/catalog-slice';
import { guestReservationSlice } from '../features/guest-reservation/guest-reservation-slice';
import { homeSlice } from '../features/home/home-slice';
import { reviewsSlice } from '../features/reviews/reviews-slice';
import { siteSlice } from '../features/site/site-slice';

/**
 * Slices of the lazily loaded parts (the back-office) add themselves here by declaration merging
 * and inject their reducer when their module loads, so a visitor's bundle carries none of them.
 * Public slices go into combineSlices() below.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each lazy slice
export interface LazyLoadedSlices {}

// Public slices are static, not injected: the server's state is preloaded into the browser's store
// before any lazy page module loads, and combineReducers drops state of reducers it does not know yet.
export const rootReducer = combineSlices(
  siteSlice,
  reviewsSlice,
  guestReservationSlice,
  catalogSlice,
  homeSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** What thunks receive as `extra`: the API client (the browser's, or the server renderer's in-process one). */
export interface ThunkExtra {
  api: AxiosInstance;
}

/** A fresh store: one per server request, one in the browser started from the server's state. */
export function makeStore(preloadedState: Partial<RootState> | undefined, extra: ThunkExtra) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, ThunkExtra, Action>;
