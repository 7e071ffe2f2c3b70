import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type GoogleTestServer,
  googleReview,
  startGoogleTestServer,
} from '../../../test/support/google-test-server.ts';
import { createGoogleClient, GoogleApiError, googleSettingsFromEnv } from './google-client.ts';

describe('Google Business Profile client', () => {
  let google: GoogleTestServer;

  beforeAll(async () => {
    google = await startGoogleTestServer();
  });
  afterAll(() => google.close());
  beforeEach(() => {
    google.requests.length = 0;
    google.reviews = Array.from({ length: 5 }, (_, i) => googleReview(i + 1));
    google.pageSize = 3;
    google.revokeRefreshToken(false);
    google.clearScript();
  });

  const client = (options: Parameters<typeof createGoogleClient>[1] = {}) =>
    createGoogleClient(google.settings, { timeoutMs: 2_000, ...options });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GoogleApiError);
    return error as GoogleApiError;
  };

  it('gets a token with the refresh-token grant and pages through every page with pageSize 50', async () => {
    const listing = await client().listAllReviews();
    expect(listing.reviews.map((r) => r.reviewId)).toEqual(google.reviews.map((r) => r.reviewId));
    expect(listing.totalReviewCount).toBe(5);

    const [token, ...pages] = google.requests;
    expect(token?.kind).toBe('token');
    expect(Object.fromEntries(token?.form ?? [])).toEqual({
      client_id: google.settings.clientId,
      client_secret: google.settings.clientSecret,
      refresh_token: google.settings.refreshToken,
      grant_type: 'refresh_token',
    });
    expect(pages.map((r) => r.kind)).toEqual(['reviews', 'reviews']);
    expect(pages.map((r) => r.url.searchParams.get('pageSize'))).toEqual(['50', '50']);
    expect(pages.map((r) => r.url.searchParams.get('pageToken'))).toEqual([null, 'page-3']);
    // 'accounts/1122334455' and '9988776655' both end up as the resource name.
    expect(pages[0]?.url.pathname).toBe('/v4/accounts/1122334455/locations/9988776655/reviews');
    expect(pages[0]?.authorization).toMatch(/^Bearer ya29\.fake-access-token-\d+$/);
    expect(pages[1]?.authorization).toBe(pages[0]?.authorization);
  });

  it('keeps the access token until shortly before it expires', async () => {
    let clock = Date.now();
    const c = client({ now: () => clock, expiryMarginMs: 60_000 });
    google.tokenLifetimeSeconds = 3600;
    await c.listAllReviews();
    await c.listAllReviews();
    expect(google.count('token')).toBe(1);
    clock += 3600_000 - 60_000; // within the margin: renewed before Google would refuse it
    await c.listAllReviews();
    expect(google.count('token')).toBe(2);
  });

  it('renews the token once when Google answers 401, then carries on', async () => {
    const c = client();
    await c.listReviewsPage(undefined);
    google.expireTokens();
    google.requests.length = 0;
    const listing = await c.listAllReviews();
    expect(listing.reviews).toHaveLength(5);
    expect(google.requests.map((r) => r.kind)).toEqual(['reviews', 'token', 'reviews', 'reviews']);
  });

  it('gives up with unauthorized when the fresh token is refused too', async () => {
    google.script({
      status: 401,
      body: { error: { code: 401, message: 'Request had invalid authentication credentials.' } },
    });
    google.script({ status: 401, body: { error: { code: 401, message: 'Still no.' } } });
    const error = await failure(client().listAllReviews());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, transient: false });
    expect(error.message).toBe('Reviews list: Google answered 401 (Still no.)');
  });

  it('reports a revoked refresh token as unauthorized without retrying', async () => {
    google.revokeRefreshToken(true);
    const error = await failure(client().listAllReviews());
    expect(error).toMatchObject({ kind: 'unauthorized', status: 400, transient: false });
    expect(error.message).toContain('invalid_grant');
    expect(google.count('reviews')).toBe(0);
  });

  it('types 403, 429 (with Retry-After), 5xx and other 4xx', async () => {
    const cases = [
      [
        { status: 403, body: { error: { message: 'The caller does not have permission' } } },
        'forbidden',
        false,
      ],
      [{ status: 429, headers: { 'retry-after': '7' } }, 'rate_limited', true],
      [{ status: 500 }, 'unavailable', true],
      [{ status: 503 }, 'unavailable', true],
      [{ status: 404 }, 'request', false],
    ] as const;
    for (const [answer, kind, transient] of cases) {
      google.script(answer);
      const error = await failure(client().listAllReviews());
      expect(error, String(answer.status)).toMatchObject({ kind, status: answer.status, transient });
    }
    google.script({ status: 429, headers: { 'retry-after': '7' } });
    expect((await failure(client().listAllReviews())).retryAfterMs).toBe(7_000);
  });

  it('fails the whole listing when a later page fails (never a partial listing)', async () => {
    google.script({ status: 502 }, { onPage: 2 });
    const error = await failure(client().listAllReviews());
    expect(error.kind).toBe('unavailable');
    expect(google.count('reviews')).toBe(2);
  });

  it('abandons a request that does not answer in time', async () => {
    google.script({ hang: true });
    const started = performance.now();
    const error = await failure(client({ timeoutMs: 200 }).listAllReviews());
    expect(error).toMatchObject({ kind: 'timeout', transient: true });
    expect(error.message).toBe('Reviews list: Google did not answer within 200 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reports an unreachable server, a non-JSON answer and endless pages', async () => {
    const unreachable = createGoogleClient(
      { ...google.settings, oauthUrl: 'http://127.0.0.1:1/token' },
      { timeoutMs: 2_000 },
    );
    expect(await failure(unreachable.listAllReviews())).toMatchObject({ kind: 'network', transient: true });

    google.script({ status: 200, body: { reviews: 'not a list' } });
    expect((await failure(client().listAllReviews())).kind).toBe('bad_response');

    google.script({ status: 200, body: { reviews: [], nextPageToken: 'page-0' } });
    google.script({ status: 200, body: { reviews: [], nextPageToken: 'page-0' } });
    expect((await failure(client().listAllReviews())).message).toContain('a page token repeats');
  });

  it('lists items it cannot read apart instead of failing', async () => {
    google.reviews = [
      googleReview(1),
      { reviewId: 'broken', starRating: 'NINE' } as never,
      { nope: true } as never,
    ];
    const listing = await client().listAllReviews();
    expect(listing.reviews.map((r) => r.reviewId)).toEqual(['AbFvOq-review-1']);
    expect(listing.unreadable).toEqual({ count: 2, ids: ['broken'] });
  });

  it('is configured only by all five credentials', () => {
    const env = {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_REFRESH_TOKEN: 'refresh',
      GOOGLE_ACCOUNT_ID: '1',
      GOOGLE_LOCATION_ID: '2',
    };
    expect(googleSettingsFromEnv(env)).toMatchObject({ clientId: 'id', accountId: '1', locationId: '2' });
    expect(googleSettingsFromEnv({ ...env, GOOGLE_LOCATION_ID: undefined })).toBeUndefined();
    expect(googleSettingsFromEnv({})).toBeUndefined();
  });
});
