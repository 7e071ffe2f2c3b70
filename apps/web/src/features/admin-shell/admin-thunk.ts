import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AxiosResponse } from 'axios';
import type { AppDispatch, RootState, ThunkExtra } from '../../app/store';
import { ApiError, apiMessages } from '../../lib/api';

/** What a failed admin call carries besides its message: the HTTP status (404 shows the not-found page). */
export interface FailureMeta {
  status: number | undefined;
}

/** Admin thunks reject with a message ready to show and its status in `meta`. */
export const createAdminThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
  extra: ThunkExtra;
  rejectedMeta: FailureMeta;
}>();

/**
 * The message a failed call is stored with (SPEC.md section 8): the server's own message when it says
 * something useful, else the fallback of the call ('Error fetching users'). A server error (5xx) or a
 * body without a message gets the fallback: it tells the admin what did not work.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status !== undefined && error.status >= 500) return fallback;
  if (error.message === apiMessages.generic || error.message === apiMessages.requestSetup) return fallback;
  return error.message;
}

export function failureMeta(error: unknown): FailureMeta {
  return { status: error instanceof ApiError ? error.status : undefined };
}

/** The total of a list (X-Total-Count); without the header, what arrived is all there is. */
export function totalCount(response: AxiosResponse, offset: number, received: number): number {
  return headerTotal(response.headers, offset, received);
}

/** totalCount from a response's headers (RTK Query's endpoints have them as their `meta`). */
export function headerTotal(headers: Record<string, unknown>, offset: number, received: number): number {
  const header = headers['x-total-count'];
  const total = Number(header);
  return header !== undefined && header !== null && header !== '' && Number.isFinite(total)
    ? total
    : offset + received;
}
