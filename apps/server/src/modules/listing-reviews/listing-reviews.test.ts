import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { listingReviews } from '../../db/schema/listing-reviews.ts';
import { listingReviewsRepository } from './listing-reviews.repository.ts';
import {
  listingReviewsSeeder,
  SAMPLE_LISTING_REVIEW_COUNT,
  sampleListingReviews,
} from './listing-reviews.seed.ts';

describe('listing reviews', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const get = (query = '') => ctx.app.inject({ url: `/api/google-mybusiness/reviews${query}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.db.transaction((tx) => listingReviewsSeeder.run(tx));
    // Seeding twice adds nothing: the ids are fixed.
    await ctx.app.db.transaction((tx) => listingReviewsSeeder.run(tx));
  });
  afterAll(() => ctx.close());

  it('answers the first page of 50, newest first, publicly', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The samples say they are demo content: the site never presents them as reviews from Google.
    expect(body).toMatchObject({
      count: 50,
      total: SAMPLE_LISTING_REVIEW_COUNT,
      limit: 50,
      offset: 0,
      demo: true,
    });
    expect(body.reviews).toHaveLength(50);
    const times = body.reviews.map((r: { createTime: string }) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.reviews[0]).toEqual({
      id: 'sample-001',
      author: 'Lucía Fernández',
      rating: expect.any(Number),
      comment: expect.any(String),
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reply: { comment: expect.any(String), updateTime: expect.any(String) },
    });
    expect(body.reviews[1]).not.toHaveProperty('reply');
  });

  it('pages on with offset until the total (load more)', async () => {
    const first = (await get()).json();
    const second = (await get(`?offset=${first.count}`)).json();
    expect(second).toMatchObject({ count: 10, total: 60, limit: 50, offset: 50 });
    const ids = new Set([...first.reviews, ...second.reviews].map((r: { id: string }) => r.id));
    expect(ids.size).toBe(60);
    expect((await get('?limit=5&offset=58')).json()).toMatchObject({ count: 2, limit: 5, offset: 58 });
    expect((await get('?offset=100')).json()).toMatchObject({ reviews: [], count: 0, total: 60 });
  });

  it('answers 400 naming the parameter for a bad limit or offset', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=ten', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=1.5', 'offset'],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().details.fields[0].field, query).toBe(field);
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('seeds realistic samples in both languages, some answered, all marked as samples', async () => {
    const samples = sampleListingReviews(new Date('2025-06-01T12:00:00Z'));
    expect(samples).toEqual(sampleListingReviews(new Date('2025-06-01T12:00:00Z')));
    expect(new Set(samples.map((s) => s.author)).size).toBe(60);
    expect(samples.filter((s) => s.replyComment).length).toBeGreaterThan(10);
    expect(samples.some((s) => s.comment.startsWith('Excelente'))).toBe(true);
    expect(samples.some((s) => s.comment.startsWith('Outstanding'))).toBe(true);
    const rows = await ctx.app.db.select().from(listingReviews);
    expect(rows.every((r) => r.isSample)).toBe(true);
  });

  it('shows a reply without its own time with the review time', async () => {
    await listingReviewsRepository.insertMissing(ctx.app.db, [
      {
        id: 'newest-upstream',
        author: 'Test',
        rating: 5,
        createTime: new Date(Date.now() + 1000),
        replyComment: 'Thanks!',
      },
    ]);
    const [review] = (await get('?limit=1')).json().reviews;
    expect(review.reply).toEqual({ comment: 'Thanks!', updateTime: review.createTime });
    expect(review.comment).toBe('');
  });
});

describe('listing reviews admin without Google (import)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const status = async () => (await ctx.app.inject({ url: '/api/google-mybusiness/status', headers })).json();
  const importFile = (payload: unknown, extra: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/google-mybusiness/import',
      headers: { ...headers, ...extra },
      ...(typeof payload === 'string' ? { payload } : { payload: payload as object }),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    await ctx.app.db.transaction((tx) => listingReviewsSeeder.run(tx));
  });
  afterAll(() => ctx.close());

  it('says Google is not configured and counts the samples', async () => {
    expect(await status()).toEqual({
      configured: false,
      syncIntervalMinutes: null,
      running: false,
      lastRun: null,
      lastSuccessAt: null,
      total: SAMPLE_LISTING_REVIEW_COUNT,
      samples: SAMPLE_LISTING_REVIEW_COUNT,
      listingUrl: 'https://search.google.com/local/reviews?placeid=ChIJ-demo-miami-elite-rentals',
    });
  });

  it('refuses "sync now" with 400 when Google is not configured', async () => {
    // With or without a JSON content type on the empty body.
    for (const extra of [{}, { 'content-type': 'application/json' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/google-mybusiness/sync',
        headers: { ...headers, ...extra },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Google Business Profile is not configured',
        error: 'Bad Request',
        code: 'LISTING_REVIEWS_NOT_CONFIGURED',
      });
    }
  });

  it('needs an admin for the status, the sync and the import', async () => {
    for (const [method, url] of [
      ['GET', '/api/google-mybusiness/status'],
      ['POST', '/api/google-mybusiness/sync'],
      ['POST', '/api/google-mybusiness/import'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: [] } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 400 naming what is wrong in the file', async () => {
    const good = {
      id: 'g-1',
      author: 'Ana',
      rating: 5,
      comment: 'Great',
      createTime: '2025-01-01T10:00:00Z',
    };
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^reviews: /],
      [{ reviews: 'all of them' }, /^reviews: /],
      [[], /^reviews: the file holds no reviews$/],
      [[good, { ...good, id: 'g-2', rating: 7 }], /^reviews\.1\.rating: /],
      [[{ ...good, rating: '5' }], /^reviews\.0\.rating: /],
      [[{ ...good, createTime: '01-02-2025' }], /^reviews\.0\.createTime: /],
      [[{ ...good, id: '' }], /^reviews\.0\.id: /],
      [[good, 'a review'], /^reviews\.1: /],
      [
        [{ reviewId: 'x', starRating: 'SIX', createTime: '2025-01-01T10:00:00Z' }],
        /^reviews\.0\.starRating: /,
      ],
      [[{ reviewId: 'x', starRating: 'FIVE' }], /^reviews\.0\.createTime: /],
      [[{ ...good, id: 'sample-001' }], /^reviews\.0\.id: ids starting with "sample-" are the demo reviews/],
    ];
    for (const [payload, message] of cases) {
      const res = await importFile(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    const malformed = await importFile('{"reviews": [', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Malformed JSON body');
    // Nothing was imported.
    expect(await status()).toMatchObject({ total: SAMPLE_LISTING_REVIEW_COUNT, lastRun: null });
  });

  it("imports a file in this API's shape, replacing the samples", async () => {
    const res = await importFile({
      reviews: [
        {
          id: 'ChZDSUhNMG9nS0VJQ0FnSUNnOXY',
          author: 'Gabriela Torres',
          rating: 5,
          comment: 'Todo perfecto',
          createTime: '2025-03-01T15:00:00.000Z',
          reply: { comment: '¡Gracias!', updateTime: '2025-03-02T09:00:00.000Z' },
        },
        {
          id: 'ChZDSUhNMG9nS0VJQ0FnSUNnOXZ',
          author: 'Tom',
          rating: 4,
          comment: '',
          createTime: '2025-02-01T15:00:00Z',
        },
      ],
      count: 2,
      total: 2,
      limit: 50,
      offset: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'import',
      ok: true,
      result: {
        fetched: 2,
        upserted: 2,
        deleted: 0,
        samplesRemoved: SAMPLE_LISTING_REVIEW_COUNT,
        skipped: 0,
        error: null,
      },
    });
    const list = (await get()).json();
    expect(list.total).toBe(2);
    expect(list).not.toHaveProperty('demo');
    expect(list.reviews[0]).toEqual({
      id: 'ChZDSUhNMG9nS0VJQ0FnSUNnOXY',
      author: 'Gabriela Torres',
      rating: 5,
      comment: 'Todo perfecto',
      createTime: '2025-03-01T15:00:00.000Z',
      reply: { comment: '¡Gracias!', updateTime: '2025-03-02T09:00:00.000Z' },
    });
    expect(await status()).toMatchObject({
      total: 2,
      samples: 0,
      lastRun: { source: 'import', ok: true },
      lastSuccessAt: expect.any(String),
    });
  });

  it("imports Google's own shape as a bare array, upserting by id and keeping reviews absent from the file", async () => {
    const res = await importFile([
      {
        name: 'accounts/1/locations/2/reviews/ChZDSUhNMG9nS0VJQ0FnSUNnOXZ',
        reviewId: 'ChZDSUhNMG9nS0VJQ0FnSUNnOXZ',
        reviewer: { displayName: 'Tom Baker', profilePhotoUrl: 'https://lh3.example/tom.png' },
        starRating: 'THREE',
        comment: 'OK',
        createTime: '2025-02-01T15:00:00.123456789Z',
        updateTime: '2025-02-03T15:00:00Z',
        reviewReply: { comment: 'Thanks Tom', updateTime: '2025-02-04T15:00:00Z' },
      },
      { reviewId: 'new-one', starRating: 'FIVE', createTime: '2025-04-01T00:00:00Z' },
      { reviewId: 'no-stars', starRating: 'STAR_RATING_UNSPECIFIED', createTime: '2025-04-01T00:00:00Z' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      fetched: 3,
      upserted: 2,
      deleted: 0,
      samplesRemoved: 0,
      skipped: 1,
    });
    const list = (await get()).json();
    expect(list.total).toBe(3);
    expect(list.reviews.find((r: { id: string }) => r.id === 'ChZDSUhNMG9nS0VJQ0FnSUNnOXZ')).toEqual({
      id: 'ChZDSUhNMG9nS0VJQ0FnSUNnOXZ',
      author: 'Tom Baker',
      rating: 3,
      comment: 'OK',
      createTime: '2025-02-01T15:00:00.123Z',
      reply: { comment: 'Thanks Tom', updateTime: '2025-02-04T15:00:00.000Z' },
    });
    expect(list.reviews[0]).toMatchObject({ id: 'new-one', author: '', comment: '' });
  });

  it('accepts files above the 1 MB of other routes, up to 5 MB', async () => {
    const reviews = Array.from({ length: 3000 }, (_, i) => ({
      id: `bulk-${i}`,
      author: `Reviewer ${i}`,
      rating: (i % 5) + 1,
      comment: 'x'.repeat(500),
      createTime: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
    }));
    const payload = JSON.stringify({ reviews });
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const res = await importFile(payload, { 'content-type': 'application/json' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().result).toMatchObject({ fetched: 3000, upserted: 3000 });

    const tooBig = await importFile(JSON.stringify({ reviews, padding: 'x'.repeat(5 * 1024 * 1024) }), {
      'content-type': 'application/json',
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      message: 'Request body is too large',
      error: 'Payload Too Large',
      code: 'BODY_TOO_LARGE',
    });
    // The rest of the API keeps its limit.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(login.statusCode).toBe(413);
  });

  const get = (query = '') => ctx.app.inject({ url: `/api/google-mybusiness/reviews${query}` });
});
