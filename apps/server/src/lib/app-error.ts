import { type ErrorCode, errorCodes } from '@app/shared/errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.tooManyRequests,
  503: errorCodes.unavailable,
};

export function errorCodeFor(status: number): ErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? errorCodes.internal : errorCodes.badRequest);
}

/** What domain code throws; the error handler turns it into `{message, error, details?}`. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.details = details;
  }

  static badRequest(message: string, details?: Record<string, unknown>) {
    return new AppError(400, message, details);
  }
  static unauthorized(message = 'Unauthorized: Please log in again.') {
    return new AppError(401, message);
  }
  static forbidden(message = 'Forbidden') {
    return new AppError(403, message);
  }
  static notFound(message: string) {
    return new AppError(404, message);
  }
  static conflict(message: string, details?: Record<string, unknown>) {
    return new AppError(409, message, details);
  }
}
