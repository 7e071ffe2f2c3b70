/** Error codes the API puts in the `error` field of every error body. */
export const errorCodes = {
  badRequest: 'Bad Request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  conflict: 'Conflict',
  payloadTooLarge: 'Payload Too Large',
  unsupportedMediaType: 'Unsupported Media Type',
  tooManyRequests: 'Too Many Requests',
  internal: 'Internal Server Error',
  unavailable: 'Service Unavailable',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The one error shape every /api error response has (ARCHITECTURE.md, "API conventions"). */
export interface ApiErrorBody {
  message: string;
  error: string;
  details?: Record<string, unknown>;
}
