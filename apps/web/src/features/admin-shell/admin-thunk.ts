import { ApiError, apiMessages } from '../../lib/api';

/** What a failed admin call carries besides its message: the HTTP status (404 shows the not-found page). */
export interface FailureMeta {
  status: number | undefined;
}

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

/** The total of a list from a response's headers (X-Total-Count); without it, what arrived is all there is. */
export function headerTotal(headers: Record<string, unknown>, offset: number, received: number): number {
  const header = headers['x-total-count'];
  const total = Number(header);
  return header !== undefined && header !== null && header !== '' && Number.isFinite(total)
    ? total
    : offset + received;
}
