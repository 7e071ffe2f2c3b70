import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
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
    expect(body).toMatchObject({ count: 50, total: SAMPLE_LISTING_REVIEW_COUNT, limit: 50, offset: 0 });
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
