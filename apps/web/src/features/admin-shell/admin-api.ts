import { isErrorCode } from '@app/shared/errors';
import type { WithSlice } from '@reduxjs/toolkit';
import type { BaseQueryFn, QueryStatus } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { lazyMiddleware, rootReducer, type ThunkExtra } from '../../app/store';
import { ApiError, toStoredError } from '../../lib/api-error';
import { apiMessages } from '../../lib/api-messages';
import { failureMessage, failureMeta, headerTotal } from './admin-thunk';
import type { LoadStatus } from './load-status';

/** One call of the back-office: the request as axios takes it. */
export interface AdminRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** 'blob' for a file (a PDF): the data is then a Blob. */
  responseType?: 'blob';
  /** The fallback message when it depends on the call (else the endpoint's `extraOptions.fallback`). */
  fallback?: string;
}

/** What a failed call leaves in RTK Query's state: a message ready to show (SPEC.md section 8), its status. */
export interface AdminFailure {
  message: string;
  status: number | undefined;
  /** The API's stable code, for pages that word a refusal themselves (lib/error-text). */
  code?: string | null;
  details?: Record<string, unknown>;
}

export interface AdminCallOptions {
  /** The message when the server says nothing useful ('Error fetching reviews'). */
  fallback?: string;
  /** The caller says a failure itself: it stays out of the snackbar (notifications-slice.ts). */
  quiet?: boolean;
}

export interface AdminResponseMeta {
  headers: Record<string, unknown>;
  quiet?: boolean;
}

/**
 * Sends a request through the store's API client (`extra.api`: the interceptors of SPEC.md section 8,
 * the admin token, a fake adapter in tests) and maps a failure to an AdminFailure.
 */
export const adminBaseQuery: BaseQueryFn<
  AdminRequest,
  unknown,
  AdminFailure,
  AdminCallOptions,
  AdminResponseMeta
> = async ({ url, method = 'GET', params, body, headers, responseType, fallback }, { extra }, options) => {
  try {
    const response = await (extra as ThunkExtra).api.request({
      url,
      method,
      ...(params ? { params } : {}),
      ...(body === undefined ? {} : { data: body }),
      ...(headers ? { headers } : {}),
      ...(responseType ? { responseType } : {}),
    });
    return { data: response.data, meta: { headers: { ...response.headers } } };
  } catch (error) {
    return {
      error: {
        // Only a code the API itself sent: the client's own codes add nothing a page could word.
        ...(error instanceof ApiError && isErrorCode(error.code) ? toStoredError(error) : {}),
        message: failureMessage(error, fallback ?? options?.fallback ?? apiMessages.generic),
        ...failureMeta(error),
      },
      meta: { headers: {}, quiet: Boolean(options?.quiet) },
    };
  }
};

/**
 * The back-office's server data (ARCHITECTURE.md: RTK Query rather than hand-written thunks). Each
 * feature injects its endpoints (`adminApi.injectEndpoints`); writes invalidate the tags of what they
 * change, so the lists refetch. Every page visit asks again: admin lists are always fresh.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: [
    'Review',
    'ListingReview',
    'Client',
    'Inbox',
    'InboxUnread',
    'Outbox',
    'MailStatus',
    'Service',
    'Reservation',
    'Payment',
    'DemoContent',
    'Calendar',
  ],
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof adminApi> {}
}

rootReducer.inject(adminApi);
lazyMiddleware.addMiddleware(adminApi.middleware);

/** The total of a list (X-Total-Count); without the header, what arrived is all there is. */
export function listTotal(meta: AdminResponseMeta | undefined, offset: number, received: number): number {
  return headerTotal(meta?.headers ?? {}, offset, received);
}

/** SPEC.md section 4's load status of a query (a refetch is loading again): idle, loading, succeeded, failed. */
export function loadStatus({ status }: { status: `${QueryStatus}` }): LoadStatus {
  return status === 'uninitialized'
    ? 'idle'
    : status === 'pending'
      ? 'loading'
      : status === 'fulfilled'
        ? 'succeeded'
        : 'failed';
}

/** The message of a failed query or mutation (an AdminFailure), or null. */
export function failureText(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return error ? apiMessages.generic : null;
}
