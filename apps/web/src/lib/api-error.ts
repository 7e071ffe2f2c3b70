import { apiMessages } from './api-messages';

/*
 * The error side of the API client without axios: slices and pages import these, so a public page's
 * first download does not carry the HTTP client (the browser loads it with the first request:
 * lib/lazy-api.ts). lib/api.ts maps every failure to an ApiError.
 */

/** What every failed call rejects with: a message ready to show, and the HTTP status if any. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly details: unknown;

  constructor(message: string, status?: number, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

/** The message to store in a slice for any error a thunk caught. */
export function toErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : apiMessages.generic;
}
