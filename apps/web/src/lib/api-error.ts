import { apiMessages } from './api-messages';

/*
 * The error side of the API client without axios: slices and pages import these, so a public page's
 * first download does not carry the HTTP client (the browser loads it with the first request:
 * lib/lazy-api.ts). lib/api.ts maps every failure to an ApiError.
 */

/**
 * Codes of failures the API never answered itself, beside the API's own (@app/shared/errors): no
 * answer, a request that never left, an answer that says nothing about itself.
 */
export const clientErrorCodes = {
  noResponse: 'NO_RESPONSE',
  requestSetup: 'REQUEST_SETUP',
  unknown: 'UNKNOWN_ERROR',
} as const;

/** What every failed call rejects with: a message ready to show, its code, and the HTTP status if any. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly details: unknown;
  /** The API's stable code (or a client one); null when the answer carried none. */
  readonly code: string | null;

  constructor(message: string, status?: number, details?: unknown, code: string | null = null) {
    super(message);
    this.status = status;
    this.details = details;
    this.code = code;
  }
}

/** The message to store in a slice for any error a thunk caught. */
export function toErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : apiMessages.generic;
}

/** What a slice keeps of a failed call: serializable, and enough to word it in any language. */
export interface StoredError {
  message: string;
  code: string | null;
  details?: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The StoredError of any error a thunk caught. */
export function toStoredError(error: unknown): StoredError {
  if (!(error instanceof ApiError)) return { message: apiMessages.generic, code: clientErrorCodes.unknown };
  return {
    message: error.message,
    code: error.code,
    ...(isRecord(error.details) ? { details: error.details } : {}),
  };
}
