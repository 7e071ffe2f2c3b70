import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleReview } from '@app/shared/listing-reviews';
import type { GoogleSettings } from '../../src/modules/listing-reviews/google-client.ts';

export const FAKE_ACCOUNT = '1122334455';
export const FAKE_LOCATION = '9988776655';
const CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';
const CLIENT_SECRET = 'fake-client-secret';
const REFRESH_TOKEN = 'fake-refresh-token';

/** A scripted answer for one upcoming reviews request (instead of the page). */
export type ScriptedAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers: the client's timeout has to end the request. */
  | { hang: true };

export interface RecordedGoogleRequest {
  kind: 'token' | 'reviews' | 'other';
  method: string;
  url: URL;
  authorization: string | undefined;
  form?: URLSearchParams;
}

export interface GoogleTestServer {
  url: string;
  /** GOOGLE_* settings pointing at this server. */
  settings: GoogleSettings;
  /** The location's reviews, newest first, as Google lists them; tests change them between syncs. */
  reviews: GoogleReview[];
  /** Reviews per page (Google's pageSize is at most 50; smaller here so that two pages are quick). */
  pageSize: number;
  requests: RecordedGoogleRequest[];
  /** Answers for the next reviews requests, in order; `onPage` picks the page (1 = first). */
  script(answer: ScriptedAnswer, options?: { onPage?: number }): void;
  /** Forgets scripted answers not used yet. */
  clearScript(): void;
  /** Every access token issued so far is refused from now on with 401 (as when one expires early). */
  expireTokens(): void;
  /** The token endpoint refuses the refresh token (400 invalid_grant) while set. */
  revokeRefreshToken(revoked: boolean): void;
  /** Lifetime of the tokens it issues (expires_in, seconds). */
  tokenLifetimeSeconds: number;
  count(kind: RecordedGoogleRequest['kind']): number;
  close(): Promise<void>;
}

/** A review in Google's shape, for the fake's list. */
export function googleReview(
  n: number,
  overrides: Partial<GoogleReview> = {},
  base = Date.UTC(2025, 0, 31, 12),
): GoogleReview {
  const createTime = new Date(base - n * 24 * 60 * 60 * 1000).toISOString();
  return {
    reviewId: `AbFvOq-review-${n}`,
    reviewer: { displayName: `Reviewer ${n}`, profilePhotoUrl: `https://lh3.example/photo-${n}.png` },
    starRating: (['FIVE', 'FOUR', 'THREE', 'TWO', 'ONE'] as const)[(n - 1) % 5] ?? 'FIVE',
    comment: `Comment number ${n}`,
    createTime,
    updateTime: createTime,
    ...overrides,
  };
}

/**
 * A local stand-in for Google (node:http on 127.0.0.1, a random port): the OAuth token endpoint
 * (refresh-token grant) and accounts.locations.reviews.list with pageToken paging, strict about what a
 * real client must send (form fields, bearer token, pageSize), with scripted failures.
 */
export async function startGoogleTestServer(): Promise<GoogleTestServer> {
  const validTokens = new Set<string>();
  const pending: Array<{ answer: ScriptedAnswer; onPage: number | undefined }> = [];
  const hanging = new Set<ServerResponse>();
  let issued = 0;
  let revoked = false;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  const reviewsPath = `/v4/accounts/${FAKE_ACCOUNT}/locations/${FAKE_LOCATION}/reviews`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const record: RecordedGoogleRequest = {
      kind: 'other',
      method: req.method ?? 'GET',
      url,
      authorization: req.headers.authorization,
    };
    api.requests.push(record);

    if (req.method === 'POST' && url.pathname === '/token') {
      record.kind = 'token';
      const form = new URLSearchParams(await readBody(req));
      record.form = form;
      if (form.get('grant_type') !== 'refresh_token') {
        return json(res, 400, { error: 'unsupported_grant_type' });
      }
      if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
        return json(res, 401, {
          error: 'invalid_client',
          error_description: 'The OAuth client was not found.',
        });
      }
      if (revoked || form.get('refresh_token') !== REFRESH_TOKEN) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      issued += 1;
      const token = `ya29.fake-access-token-${issued}`;
      validTokens.add(token);
      return json(res, 200, {
        access_token: token,
        expires_in: api.tokenLifetimeSeconds,
        scope: 'https://www.googleapis.com/auth/business.manage',
        token_type: 'Bearer',
      });
    }

    if (req.method === 'GET' && url.pathname === reviewsPath) {
      record.kind = 'reviews';
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !validTokens.has(bearer)) {
        return json(res, 401, {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        });
      }
      const pageToken = url.searchParams.get('pageToken');
      const start = pageToken ? Number(/^page-(\d+)$/.exec(pageToken)?.[1] ?? Number.NaN) : 0;
      if (!Number.isInteger(start)) {
        return json(res, 400, {
          error: { code: 400, message: 'Invalid page token.', status: 'INVALID_ARGUMENT' },
        });
      }
      const page = Math.floor(start / api.pageSize) + 1;
      const scripted = pending.findIndex((p) => p.onPage === undefined || p.onPage === page);
      if (scripted >= 0) {
        const answer = pending.splice(scripted, 1)[0]?.answer ?? { status: 500 };
        if ('hang' in answer) {
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
        }
        return json(res, answer.status, answer.body ?? {}, answer.headers);
      }
      const end = start + api.pageSize;
      return json(res, 200, {
        reviews: api.reviews.slice(start, end),
        averageRating: 4.2,
        totalReviewCount: api.reviews.length,
        ...(end < api.reviews.length ? { nextPageToken: `page-${end}` } : {}),
      });
    }

    json(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const api: GoogleTestServer = {
    url,
    settings: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      refreshToken: REFRESH_TOKEN,
      accountId: `accounts/${FAKE_ACCOUNT}`,
      locationId: FAKE_LOCATION,
      apiBaseUrl: `${url}/v4/`,
      oauthUrl: `${url}/token`,
    },
    reviews: [],
    pageSize: 3,
    requests: [],
    tokenLifetimeSeconds: 3599,
    script(answer, options = {}) {
      pending.push({ answer, onPage: options.onPage });
    },
    clearScript() {
      pending.length = 0;
    },
    expireTokens() {
      validTokens.clear();
    },
    revokeRefreshToken(value) {
      revoked = value;
    },
    count(kind) {
      return api.requests.filter((r) => r.kind === kind).length;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
