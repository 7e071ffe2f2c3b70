import type { ListingReview } from '@app/shared/listing-reviews';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type GoogleTestServer,
  googleReview,
  startGoogleTestServer,
} from '../../../test/support/google-test-server.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { listingReviews, listingSyncRuns } from '../../db/schema/listing-reviews.ts';
import { listingReviewsSeeder, SAMPLE_LISTING_REVIEW_COUNT } from './listing-reviews.seed.ts';
import { createListingReviewsService } from './listing-reviews-service.ts';

const silent = { info() {}, warn() {}, error() {} };

describe('listing reviews sync from Google', () => {
  let google: GoogleTestServer;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  const sync = async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/google-mybusiness/sync', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const publicList = async (query = '') => {
    const res = await ctx.app.inject({ url: `/api/google-mybusiness/reviews${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { reviews: ListingReview[]; total: number; count: number };
  };

  beforeAll(async () => {
    google = await startGoogleTestServer();
    ctx = await createTestApp({
      listingReviews: { google: google.settings, schedule: false, client: { timeoutMs: 400 } },
    });
    headers = (await loginAs(ctx)).headers;
    await ctx.app.db.transaction((tx) => listingReviewsSeeder.run(tx));
  });
  afterAll(async () => {
    await ctx.close();
    await google.close();
  });
  beforeEach(() => {
    google.requests.length = 0;
    google.clearScript();
  });

  // The tests below run in order: each starts from the cache the one before left.

  it('pages through both pages, maps the stars, keeps replies and replaces the samples', async () => {
    google.reviews = [
      googleReview(1, {
        reviewReply: { comment: '¡Gracias, Reviewer 1!', updateTime: '2025-02-01T09:30:00Z' },
      }),
      googleReview(2),
      googleReview(3, { reviewer: { isAnonymous: true }, comment: undefined }),
      googleReview(4),
      googleReview(5, { comment: '  Great   stay \r\n\r\n\r\n Would come back  ' }),
    ];
    expect((await publicList()).total).toBe(SAMPLE_LISTING_REVIEW_COUNT);

    const run = await sync();
    expect(run).toMatchObject({
      source: 'google',
      ok: true,
      finishedAt: expect.any(String),
      result: {
        fetched: 5,
        upserted: 5,
        deleted: 0,
        samplesRemoved: SAMPLE_LISTING_REVIEW_COUNT,
        skipped: 0,
        error: null,
      },
    });
    expect(google.count('reviews')).toBe(2);

    const list = await publicList();
    expect(list.total).toBe(5);
    expect(list.reviews.map((r) => [r.id, r.rating])).toEqual([
      ['AbFvOq-review-1', 5],
      ['AbFvOq-review-2', 4],
      ['AbFvOq-review-3', 3],
      ['AbFvOq-review-4', 2],
      ['AbFvOq-review-5', 1],
    ]);
    expect(list.reviews[0]).toEqual({
      id: 'AbFvOq-review-1',
      author: 'Reviewer 1',
      rating: 5,
      comment: 'Comment number 1',
      createTime: '2025-01-30T12:00:00.000Z',
      reply: { comment: '¡Gracias, Reviewer 1!', updateTime: '2025-02-01T09:30:00.000Z' },
    });
    expect(list.reviews[1]).not.toHaveProperty('reply');
    // An anonymous reviewer who left stars only.
    expect(list.reviews[2]).toMatchObject({ author: '', comment: '' });
    // Stored as plain text: line breaks normalised, runs of blank lines collapsed, ends trimmed.
    expect(list.reviews[4]?.comment).toBe('Great   stay\n\n Would come back');

    const [row] = await ctx.app.db.select().from(listingReviews).limit(1);
    expect(row).toMatchObject({ isSample: false, authorPhotoUrl: expect.stringMatching(/^https:\/\/lh3/) });
  });

  it('updates what changed upstream and leaves the rest alone on the next sync', async () => {
    google.reviews[1] = { ...googleReview(2), comment: 'Edited: even better the second time' };
    google.reviews[3] = {
      ...googleReview(4),
      reviewReply: { comment: 'Sorry to hear that; we called you.', updateTime: '2025-02-02T10:00:00Z' },
    };
    const run = await sync();
    expect(run.result).toMatchObject({ fetched: 5, upserted: 2, deleted: 0, samplesRemoved: 0 });
    const list = await publicList();
    expect(list.reviews[1]?.comment).toBe('Edited: even better the second time');
    expect(list.reviews[3]?.reply?.comment).toBe('Sorry to hear that; we called you.');

    expect((await sync()).result).toMatchObject({ upserted: 0, deleted: 0 });
  });

  it('removes reviews deleted upstream after a complete listing', async () => {
    google.reviews = google.reviews.filter((r) => r.reviewId !== 'AbFvOq-review-4');
    google.reviews.unshift(googleReview(0));
    const run = await sync();
    expect(run.result).toMatchObject({ fetched: 5, upserted: 1, deleted: 1 });
    const ids = (await publicList()).reviews.map((r) => r.id);
    expect(ids).toContain('AbFvOq-review-0');
    expect(ids).not.toContain('AbFvOq-review-4');
  });

  it('renews an expired token (401, refresh, success)', async () => {
    google.expireTokens();
    const run = await sync();
    expect(run.ok).toBe(true);
    expect(google.requests.map((r) => r.kind)).toEqual(['reviews', 'token', 'reviews', 'reviews']);
  });

  describe('when Google fails, the sync reports it and the cache stays as it was', () => {
    const failingCases = [
      [
        'a 500 on the second page',
        { status: 500, body: { error: { code: 500, message: 'Internal error encountered.' } } },
        2,
        /Google answered 500 \(Internal error encountered\.\)/,
      ],
      [
        'a 429 on the first page',
        { status: 429, headers: { 'retry-after': '30' } },
        1,
        /Google answered 429/,
      ],
      ['a request that times out', { hang: true as const }, 2, /did not answer within 400 ms/],
    ] as const;

    for (const [name, answer, onPage, message] of failingCases) {
      it(name, async () => {
        const before = await publicList();
        // The listing changed upstream meanwhile: a partial read must not delete or change anything.
        const upstream = google.reviews;
        google.reviews = [googleReview(9)];
        google.pageSize = 1;
        google.reviews.push(googleReview(10));
        google.script(answer, { onPage });

        const failed = await sync();
        expect(failed).toMatchObject({ ok: false, result: { fetched: 0, upserted: 0, deleted: 0 } });
        expect(failed.result.error).toMatch(message);
        expect(await publicList()).toEqual(before);

        // The next sync succeeds.
        google.reviews = upstream;
        google.pageSize = 3;
        const next = await sync();
        expect(next).toMatchObject({ ok: true, result: { fetched: upstream.length, error: null } });
        expect(await publicList()).toEqual(before);
      });
    }
  });

  it('keeps a stored review whose listing entry cannot be read this time, and skips reviews without stars', async () => {
    const before = await publicList();
    const [first, ...rest] = google.reviews;
    google.reviews = [
      { ...(first as NonNullable<typeof first>), createTime: 'yesterday' },
      ...rest,
      googleReview(20, { starRating: 'STAR_RATING_UNSPECIFIED' }),
    ];
    const run = await sync();
    expect(run.result).toMatchObject({ fetched: 6, skipped: 2, deleted: 0, upserted: 0 });
    expect(await publicList()).toEqual(before);
    google.reviews = [first as NonNullable<typeof first>, ...rest];
  });

  it('serves the public list from the cache only, never from Google', async () => {
    google.script({ status: 500 });
    const list = await publicList('?limit=2&offset=1');
    google.clearScript();
    expect(list).toMatchObject({ count: 2, total: 5 });
    expect(google.requests).toHaveLength(0);
  });

  it('records every run, newest on the status', async () => {
    const runs = await ctx.app.db.select().from(listingSyncRuns);
    expect(runs.length).toBeGreaterThanOrEqual(10);
    expect(runs.every((run) => run.source === 'google' && run.finishedAt !== null)).toBe(true);
    const status = (await ctx.app.inject({ url: '/api/google-mybusiness/status', headers })).json();
    expect(status).toMatchObject({
      configured: true,
      syncIntervalMinutes: null,
      running: false,
      total: 5,
      samples: 0,
      lastRun: { ok: true, source: 'google' },
      lastSuccessAt: status.lastRun.finishedAt,
    });
  });

  it('answers 409 to "sync now" while a sync runs', async () => {
    google.script({ hang: true });
    const first = ctx.app.inject({ method: 'POST', url: '/api/google-mybusiness/sync', headers });
    await waitFor(() => google.count('reviews') === 1);
    const status = (await ctx.app.inject({ url: '/api/google-mybusiness/status', headers })).json();
    expect(status.running).toBe(true);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/google-mybusiness/sync', headers });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'A sync of the listing reviews is already running; try again in a moment',
      error: 'Conflict',
      code: 'SYNC_IN_PROGRESS',
    });
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/google-mybusiness/import',
      headers,
      payload: [{ id: 'x', rating: 5, createTime: '2025-01-01T00:00:00Z' }],
    });
    expect(imported.statusCode).toBe(409);
    expect((await first).json().ok).toBe(false);
  });

  it('lets one sync run at a time when several services share the database (advisory lock on PostgreSQL)', async () => {
    // On PostgreSQL the other service has its own pool, like another instance (the advisory lock
    // decides); PGlite is one process, where services on one database share the in-process flag.
    const otherDatabase = (await ctx.database.openAnotherInstance?.()) ?? ctx.database;
    const other = createListingReviewsService(
      { google: google.settings, schedule: false, client: { timeoutMs: 2_000 } },
      otherDatabase,
      silent,
    );
    google.script({ hang: true });
    const first = ctx.app.inject({ method: 'POST', url: '/api/google-mybusiness/sync', headers });
    await waitFor(() => google.count('reviews') === 1);
    expect(await other.syncNow()).toEqual({ status: 'busy' });
    const res = await first;
    expect(res.json().ok).toBe(false);
    const after = await other.syncNow();
    expect(after.status === 'done' && after.value.run.ok).toBe(true);
    await other.stop();
    if (otherDatabase !== ctx.database) await otherDatabase.close();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
