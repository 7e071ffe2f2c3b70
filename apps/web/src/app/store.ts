import { type Action, combineSlices, configureStore, type ThunkAction } from '@reduxjs/toolkit';

/**
 * Slices of the lazily loaded parts (the back-office) add themselves here by declaration merging
 * and inject their reducer when their module loads, so a visitor's bundle carries none of them.
 * Public slices go into combineSlices() below.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each lazy slice
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices().withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one per server request, one in the browser started from the server's state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;
