/**
 * The stable codes of the API's errors and the HTTP status each one answers with. The `code` field of
 * an error body is one of these; clients pick their text by it and never by the English `message`,
 * which may be reworded. A code, once published, keeps its meaning: add new ones rather than reuse.
 */
export const errorStatus = {
  // 400: the request itself is wrong.
  /** A field breaks a rule of its schema; `details.fields` names each field and why. */
  VALIDATION: 400,
  MALFORMED_JSON: 400,
  MALFORMED_URL: 400,
  MALFORMED_MULTIPART: 400,
  UPLOAD_INTERRUPTED: 400,
  /** Any other 400 of the framework's own. */
  BAD_REQUEST: 400,
  SERVICE_TYPE_INVALID: 400,
  NO_CHANGES: 400,
  CLIENT_UNKNOWN: 400,
  APARTMENT_UNKNOWN: 400,
  REFUND_EXCEEDS_PAID: 400,
  /** A reservation that has payments is cancelled, not deleted (SPEC.md section 8). */
  RESERVATION_HAS_PAYMENTS: 400,
  /** The PDF needs data the reservation lacks; `details.missingFields` lists it. */
  PDF_DATA_MISSING: 400,
  INVALID_EMAIL: 400,
  BUSINESS_EMAIL_MISSING: 400,
  LISTING_REVIEWS_NOT_CONFIGURED: 400,
  PASSWORD_TOO_SHORT: 400,
  TOO_MANY_IMAGES: 400,
  NO_IMAGES_SENT: 400,
  IMAGE_DAMAGED: 400,
  /** A set-password link that is unknown, used already or expired. */
  PASSWORD_LINK_INVALID: 400,
  /** A stay shorter than its rate plan's minimum; `details` has `minUnits` and `unit` (ARCHITECTURE.md "Prices"). */
  STAY_TOO_SHORT: 400,
  /** A service without a price (or price 0) cannot be published; `details.fields` names `published`. */
  SERVICE_PRICE_REQUIRED: 400,
  /** An archived service is restored (hidden) before it can be published. */
  SERVICE_ARCHIVED: 400,
  // 401: who is asking is not known.
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  /** A guest link whose token does not open this reservation (any more). */
  GUEST_ACCESS_DENIED: 401,
  // 403: who is asking is known, and their role may not do this.
  ROLE_FORBIDDEN: 403,
  // 404
  ROUTE_NOT_FOUND: 404,
  RESERVATION_NOT_FOUND: 404,
  /** No reservation has this code and e-mail (the same answer for either being wrong). */
  RESERVATION_LOOKUP_FAILED: 404,
  PAYMENT_NOT_FOUND: 404,
  CLIENT_NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  REVIEW_NOT_FOUND: 404,
  IMAGE_NOT_FOUND: 404,
  CONTACT_MESSAGE_NOT_FOUND: 404,
  BOOKING_REQUEST_NOT_FOUND: 404,
  MAIL_NOT_FOUND: 404,
  BLOCK_NOT_FOUND: 404,
  CALENDAR_IMPORT_NOT_FOUND: 404,
  /** No calendar has this export token (it was renewed, or never existed). */
  CALENDAR_NOT_FOUND: 404,
  ADMIN_NOT_FOUND: 404,
  /** The reservation has no e-mail address to send to. */
  NO_EMAIL_ADDRESS: 404,
  // 409: the request is fine, the data as it stands refuses it.
  STAY_OVERLAP: 409,
  /** The time is blocked on the service's calendar (a manual block or an imported event); `details.blockId`. */
  TIME_BLOCKED: 409,
  /** The feed is already imported for this service. */
  CALENDAR_IMPORT_EXISTS: 409,
  /** The booking lead already has its reservation (`details.reservationId`): one lead, one reservation. */
  BOOKING_REQUEST_LINKED: 409,
  CLIENT_EMAIL_TAKEN: 409,
  ADMIN_EMAIL_TAKEN: 409,
  CLIENT_HAS_RESERVATIONS: 409,
  SERVICE_HAS_RESERVATIONS: 409,
  /** Other records refer to the service; `details.referencedBy` names their table when known. */
  SERVICE_IN_USE: 409,
  SYNC_IN_PROGRESS: 409,
  MAIL_NOT_FAILED: 409,
  /** The last owner cannot be removed or given another role: someone must be able to manage staff. */
  LAST_OWNER: 409,
  // 413, 415: what was sent is too big or of the wrong kind.
  BODY_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  TOO_MANY_FIELDS: 413,
  FIELD_TOO_LONG: 413,
  FILE_TOO_LARGE: 413,
  IMAGE_TOO_MANY_PIXELS: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSUPPORTED_IMAGE_TYPE: 415,
  /** Too many requests; `details.retryAfterMinutes` says when to try again when the limit knows. */
  RATE_LIMITED: 429,
  INTERNAL: 500,
  LISTING_REVIEWS_NOT_STORED: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

/**
 * The messages the API words in the language of the answer (?lang, the lang cookie, Accept-Language,
 * else Spanish); every other code keeps its English message.
 */
export const localizedErrorMessages: Partial<Record<ErrorCode, { es: string; en: string }>> = {
  SERVICE_PRICE_REQUIRED: {
    es: 'published: un servicio sin precio no se puede publicar',
    en: 'published: a service without a price cannot be published',
  },
  SERVICE_ARCHIVED: {
    es: 'published: restaura el servicio archivado antes de publicarlo',
    en: 'published: restore the archived service before publishing it',
  },
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatus, value);

/** The HTTP reason phrases the API puts in the `error` field of every error body. */
export const httpReasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const httpReason = (status: number): string =>
  httpReasons[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request');

/** The one error shape every /api error response has (ARCHITECTURE.md, "API conventions"). */
export interface ApiErrorBody {
  message: string;
  error: string;
  code: ErrorCode;
  details?: Record<string, unknown>;
}
