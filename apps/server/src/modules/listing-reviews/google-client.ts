import {
  type GoogleReview,
  googleReviewSchema,
  googleReviewsPageSchema,
  LISTING_REVIEWS_PAGE_SIZE,
} from '@app/shared/listing-reviews';

/** Where and as whom the Business Profile API is called (GOOGLE_* variables). */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** '123' or 'accounts/123'. */
  accountId: string;
  /** '456' or 'locations/456'. */
  locationId: string;
  /** Default https://mybusiness.googleapis.com/v4 */
  apiBaseUrl?: string | undefined;
  /** Default https://oauth2.googleapis.com/token */
  oauthUrl?: string | undefined;
}

export const DEFAULT_GOOGLE_API_BASE_URL = 'https://mybusiness.googleapis.com/v4';
export const DEFAULT_GOOGLE_OAUTH_URL = 'https://oauth2.googleapis.com/token';

interface GoogleEnv {
  GOOGLE_CLIENT_ID?: string | undefined;
  GOOGLE_CLIENT_SECRET?: string | undefined;
  GOOGLE_REFRESH_TOKEN?: string | undefined;
  GOOGLE_ACCOUNT_ID?: string | undefined;
  GOOGLE_LOCATION_ID?: string | undefined;
  GOOGLE_API_BASE_URL?: string | undefined;
  GOOGLE_OAUTH_URL?: string | undefined;
}

/** The settings when the five credentials are all set (env.ts refuses a partial set), else undefined. */
export function googleSettingsFromEnv(env: GoogleEnv): GoogleSettings | undefined {
  const {
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET,
    GOOGLE_REFRESH_TOKEN,
    GOOGLE_ACCOUNT_ID,
    GOOGLE_LOCATION_ID,
  } = env;
  if (
    !GOOGLE_CLIENT_ID ||
    !GOOGLE_CLIENT_SECRET ||
    !GOOGLE_REFRESH_TOKEN ||
    !GOOGLE_ACCOUNT_ID ||
    !GOOGLE_LOCATION_ID
  ) {
    return undefined;
  }
  return {
    clientId: GOOGLE_CLIENT_ID,
    clientSecret: GOOGLE_CLIENT_SECRET,
    refreshToken: GOOGLE_REFRESH_TOKEN,
    accountId: GOOGLE_ACCOUNT_ID,
    locationId: GOOGLE_LOCATION_ID,
    apiBaseUrl: env.GOOGLE_API_BASE_URL,
    oauthUrl: env.GOOGLE_OAUTH_URL,
  };
}

/**
 * What went wrong, as far as the caller has to decide anything: `unauthorized` (the refresh token or the
 * access was refused: fix the credentials), `forbidden` (the account may not read this location),
 * `rate_limited` (429), `unavailable` (5xx), `timeout`, `network`, `bad_response` (not the JSON expected),
 * `request` (another 4xx, e.g. an unknown location).
 */
export type GoogleErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'bad_response'
  | 'request';

export class GoogleApiError extends Error {
  override readonly name = 'GoogleApiError';
  readonly kind: GoogleErrorKind;
  readonly status: number | undefined;
  /** From Retry-After, when Google sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: GoogleErrorKind,
    message: string,
    options: { status?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** Worth trying again soon: the same request may well succeed in a minute. */
  get transient(): boolean {
    return ['rate_limited', 'unavailable', 'timeout', 'network'].includes(this.kind);
  }
}

export interface GoogleReviewsListing {
  /** Every review of the location that could be read. */
  reviews: GoogleReview[];
  /** Items Google listed that did not have the expected shape (their ids, when they had one). */
  unreadable: { count: number; ids: string[] };
  totalReviewCount: number | undefined;
}

export interface GoogleClientOptions {
  /** Each HTTP request (token or page) is abandoned after this long (default 15 s). */
  timeoutMs?: number;
  /** The access token is renewed this long before it expires (default 60 s). */
  expiryMarginMs?: number;
  /** More pages than this means a loop upstream (default 1000 pages, 50 000 reviews). */
  maxPages?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface GoogleClient {
  /** One page of reviews (pageSize 50), with the token of the next. */
  listReviewsPage(
    pageToken: string | undefined,
    signal?: AbortSignal,
  ): Promise<{ reviews: unknown[]; nextPageToken: string | undefined; totalReviewCount: number | undefined }>;
  /** Every page, in order: only a complete listing resolves; any failure rejects with a GoogleApiError. */
  listAllReviews(signal?: AbortSignal): Promise<GoogleReviewsListing>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const withPrefix = (prefix: string, id: string) => (id.startsWith(`${prefix}/`) ? id : `${prefix}/${id}`);

/** Retry-After is seconds or an HTTP date. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Google's error body ({error: {message}} or {error, error_description}), shortened: it goes in logs. */
function upstreamReason(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const error = (body as { error?: unknown }).error;
  const description = (body as { error_description?: unknown }).error_description;
  const text =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : [error, description].filter((part) => typeof part === 'string').join(': ');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function errorForStatus(status: number, what: string, body: unknown, retryAfter: number | undefined) {
  const reason = upstreamReason(body);
  const message = `${what}: Google answered ${status}${reason ? ` (${reason})` : ''}`;
  const options = { status, ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}) };
  if (status === 401) return new GoogleApiError('unauthorized', message, options);
  if (status === 403) return new GoogleApiError('forbidden', message, options);
  if (status === 429) return new GoogleApiError('rate_limited', message, options);
  if (status >= 500) return new GoogleApiError('unavailable', message, options);
  return new GoogleApiError('request', message, options);
}

/**
 * The Business Profile API, read-only: the OAuth 2 refresh-token flow and accounts.locations.reviews.list.
 * The access token is kept in memory until shortly before it expires, and renewed once when Google
 * answers 401 (revoked or expired early). Each instance holds its own token: nothing to share.
 */
export function createGoogleClient(
  settings: GoogleSettings,
  options: GoogleClientOptions = {},
): GoogleClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const expiryMarginMs = options.expiryMarginMs ?? 60_000;
  const maxPages = options.maxPages ?? 1000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const oauthUrl = settings.oauthUrl ?? DEFAULT_GOOGLE_OAUTH_URL;
  const reviewsUrl = `${trimSlash(settings.apiBaseUrl ?? DEFAULT_GOOGLE_API_BASE_URL)}/${withPrefix(
    'accounts',
    settings.accountId,
  )}/${withPrefix('locations', settings.locationId)}/reviews`;

  let token: { value: string; expiresAt: number } | undefined;
  let refreshing: Promise<string> | undefined;

  /** One HTTP exchange with a deadline; the body is read under the same deadline. */
  async function request(what: string, url: string, init: RequestInit, signal: AbortSignal | undefined) {
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    try {
      const response = await doFetch(url, { ...init, signal: combined, redirect: 'error' });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
        if (response.ok)
          throw new GoogleApiError('bad_response', `${what}: Google answered something other than JSON`);
      }
      return { response, body };
    } catch (error) {
      if (error instanceof GoogleApiError) throw error;
      if (deadline.aborted) {
        throw new GoogleApiError('timeout', `${what}: Google did not answer within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      if (signal?.aborted) throw new GoogleApiError('network', `${what}: cancelled`, { cause: error });
      const reason = (error as { cause?: { code?: unknown } }).cause?.code ?? (error as Error).message;
      throw new GoogleApiError('network', `${what}: could not reach Google (${String(reason)})`, {
        cause: error,
      });
    }
  }

  async function fetchToken(signal: AbortSignal | undefined): Promise<string> {
    const { response, body } = await request(
      'OAuth token',
      oauthUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          refresh_token: settings.refreshToken,
          grant_type: 'refresh_token',
        }).toString(),
      },
      signal,
    );
    if (response.status === 400 || response.status === 401) {
      // 400 invalid_grant: the refresh token was revoked or has expired; 401 invalid_client: bad id/secret.
      const reason = upstreamReason(body);
      throw new GoogleApiError(
        'unauthorized',
        `OAuth token: Google refused the credentials (${response.status}${reason ? `, ${reason}` : ''})`,
        { status: response.status },
      );
    }
    if (!response.ok) {
      throw errorForStatus(
        response.status,
        'OAuth token',
        body,
        retryAfterMs(response.headers.get('retry-after'), now()),
      );
    }
    const accessToken = (body as { access_token?: unknown } | undefined)?.access_token;
    const expiresIn = Number((body as { expires_in?: unknown } | undefined)?.expires_in ?? 3600);
    if (typeof accessToken !== 'string' || accessToken === '') {
      throw new GoogleApiError('bad_response', 'OAuth token: the answer holds no access_token');
    }
    const lifetimeMs = (Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600) * 1000;
    token = { value: accessToken, expiresAt: now() + Math.max(0, lifetimeMs - expiryMarginMs) };
    return accessToken;
  }

  /** The cached token while it is fresh; concurrent callers share one refresh. */
  function accessToken(signal: AbortSignal | undefined): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    refreshing ??= fetchToken(signal).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function listReviewsPage(pageToken: string | undefined, signal?: AbortSignal) {
    const url = new URL(reviewsUrl);
    url.searchParams.set('pageSize', String(LISTING_REVIEWS_PAGE_SIZE));
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    for (let attempt = 1; ; attempt++) {
      const bearer = await accessToken(signal);
      const { response, body } = await request(
        'Reviews list',
        url.toString(),
        { headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' } },
        signal,
      );
      if (response.status === 401 && attempt === 1) {
        // The token expired early or was revoked: forget it, get a new one, try once more.
        if (token?.value === bearer) token = undefined;
        continue;
      }
      if (!response.ok) {
        throw errorForStatus(
          response.status,
          'Reviews list',
          body,
          retryAfterMs(response.headers.get('retry-after'), now()),
        );
      }
      const page = googleReviewsPageSchema.safeParse(body ?? {});
      if (!page.success) {
        throw new GoogleApiError('bad_response', 'Reviews list: the answer is not a list of reviews');
      }
      return {
        reviews: page.data.reviews ?? [],
        nextPageToken: page.data.nextPageToken || undefined,
        totalReviewCount: page.data.totalReviewCount,
      };
    }
  }

  async function listAllReviews(signal?: AbortSignal): Promise<GoogleReviewsListing> {
    const reviews: GoogleReview[] = [];
    const unreadable = { count: 0, ids: [] as string[] };
    const seenTokens = new Set<string>();
    let totalReviewCount: number | undefined;
    let pageToken: string | undefined;
    for (let pages = 1; ; pages++) {
      const page = await listReviewsPage(pageToken, signal);
      totalReviewCount ??= page.totalReviewCount;
      for (const item of page.reviews) {
        const parsed = googleReviewSchema.safeParse(item);
        if (parsed.success) {
          reviews.push(parsed.data);
        } else {
          unreadable.count += 1;
          const id = (item as { reviewId?: unknown } | null)?.reviewId;
          if (typeof id === 'string' && id) unreadable.ids.push(id);
        }
      }
      pageToken = page.nextPageToken;
      if (!pageToken) return { reviews, unreadable, totalReviewCount };
      if (seenTokens.has(pageToken) || pages >= maxPages) {
        throw new GoogleApiError('bad_response', 'Reviews list: the pages do not end (a page token repeats)');
      }
      seenTokens.add(pageToken);
    }
  }

  return { listReviewsPage, listAllReviews };
}
