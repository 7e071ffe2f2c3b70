import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { StoredError } from '../lib/api-error';
import type { AppDispatch, RootState, ThunkExtra } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** Thunks reject with a message ready to show (lib/api.ts toErrorMessage). */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
  extra: ThunkExtra;
}>();

/** Thunks that reject with the failure's code beside its message (lib/api-error toStoredError). */
export const createCodedThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: StoredError;
  extra: ThunkExtra;
}>();
