import { type Action, combineSlices, configureStore, type ThunkAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';

/**
 * Slices of the lazily loaded parts (the back-office) add themselves here by declaration merging
 * and inject their reducer when their module loads, so a visitor's bundle carries none of them.
 * Public slices go into combineSlices() below.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each lazy slice
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();

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
