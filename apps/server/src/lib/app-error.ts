import { type ApiErrorBody, type ErrorCode, errorStatus, httpReason } from '@app/shared/errors';

/**
 * What domain code throws: a stable code (its HTTP status comes with it, @app/shared/errors) and the
 * message for people. The error handler turns it into `{message, error, code, details?}`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;
  /** The message in each language, when it has both: the answer is in the request's language. */
  readonly localized: Readonly<Record<'es' | 'en', string>> | undefined;

  constructor(
    code: ErrorCode,
    message: string | Readonly<Record<'es' | 'en', string>>,
    details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : message.en);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatus[code];
    this.details = details;
    this.localized = typeof message === 'string' ? undefined : message;
  }

  /** No token, or one that is not valid (any more): SPEC.md section 8's message. */
  static unauthorized() {
    return new AppError('UNAUTHORIZED', 'Unauthorized: Please log in again.');
  }
}

/** A refusal of a rate limit, with the minutes to wait in `details` so a client can word it itself. */
export function rateLimited(message: (minutes: number) => string, ttlSeconds: number) {
  const minutes = Math.max(1, Math.ceil(ttlSeconds / 60));
  return new AppError('RATE_LIMITED', message(minutes), { retryAfterMinutes: minutes });
}

/** The body of every error answer: `{message, error, code, details?}`. */
export function apiErrorBody(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  status: number = errorStatus[code],
): ApiErrorBody {
  return { message, error: httpReason(status), code, ...(details ? { details } : {}) };
}
