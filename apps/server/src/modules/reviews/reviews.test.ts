import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { reviews } from '../../db/schema/engagement.ts';
import { reviewsRepository } from './reviews.repository.ts';
import { reviewsSeeder } from './reviews.seed.ts';

describe('reviews', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  // Every test submits from its own address, so the per-address limit of one test does not touch another.
  let address = 1;
  const nextAddress = () => `10.0.0.${address++}`;
  const submit = (payload: unknown, remoteAddress = nextAddress()) =>
    ctx.app.inject({ method: 'POST', url: '/api/reviews', payload: payload as object, remoteAddress });

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
  });
  afterAll(() => ctx.close());

  it('stores a submitted review as plain text and answers 201 with it, pending approval', async () => {
    const res = await submit({
      firstName: '  <b>Ana</b> ',
      lastName: 'Gómez',
      rating: 5,
      comment: '<script>alert("x")</script>\r\nGreat & friendly',
    });
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review).toEqual({
      id: expect.any(Number),
      firstName: '<b>Ana</b>',
      lastName: 'Gómez',
      rating: 5,
      comment: '<script>alert("x")</script>\nGreat & friendly',
      businessReply: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'pending',
    });
    await reviewsRepository.update(ctx.app.db, review.id, { status: 'published' });
    const list = await ctx.app.inject({ url: '/api/reviews' });
    const { status: _pending, ...shown } = review;
    expect(list.json().find((r: { id: number }) => r.id === review.id)).toEqual(shown);
  });

  it('refuses a control character in a field, naming the field (issue 20: one rule for every text input)', async () => {
    const res = await submit({ firstName: 'Ana', lastName: 'Gómez\u0000', rating: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('lastName');
  });

  it('accepts an anonymous review without comment', async () => {
    const res = await submit({ rating: '4' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firstName: '', lastName: '', rating: 4, comment: '' });
  });

  it('answers 400 naming the field for a bad rating or a too long comment', async () => {
    const bad = await submit({ firstName: 'Ana', rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'Bad Request',
      code: 'VALIDATION',
      message: 'Rating must be a whole number from 1 to 5',
      details: { fields: [{ field: 'rating' }] },
    });
    const long = await submit({ rating: 5, comment: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^comment: /);
  });

  describe('lists', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      await ctx.app.db.delete(reviews);
      const at = (day: number) => new Date(Date.UTC(2025, 0, day));
      const insert = async (firstName: string, rating: number, day: number, hidden = false) =>
        (
          await reviewsRepository.insert(ctx.app.db, {
            firstName,
            rating,
            createdAt: at(day),
            status: hidden ? 'hidden' : 'published',
          })
        ).id;
      ids = {
        oldest: await insert('Oldest', 3, 1),
        middle: await insert('Middle', 4, 2),
        hidden: await insert('Hidden', 1, 3, true),
        newest: await insert('Newest', 5, 4),
      };
    });

    it('shows visitors the visible reviews only, newest first, with count and average in headers', async () => {
      const res = await ctx.app.inject({ url: '/api/reviews' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { firstName: string }) => r.firstName)).toEqual([
        'Newest',
        'Middle',
        'Oldest',
      ]);
      expect(res.json()[0]).not.toHaveProperty('hidden');
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.headers['x-average-rating']).toBe('4.00');
    });

    it('pages with limit and offset', async () => {
      const res = await ctx.app.inject({ url: '/api/reviews?limit=1&offset=1' });
      expect(res.json().map((r: { firstName: string }) => r.firstName)).toEqual(['Middle']);
      expect(res.headers['x-total-count']).toBe('3');
      const bad = await ctx.app.inject({ url: '/api/reviews?limit=0' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.fields[0].field).toBe('limit');
    });

    it('lists every review for the admin, and only for the admin', async () => {
      expect((await ctx.app.inject({ url: '/api/reviews/all' })).statusCode).toBe(401);
      const res = await ctx.app.inject({ url: '/api/reviews/all', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { id: number }) => r.id)).toEqual([
        ids.newest,
        ids.hidden,
        ids.middle,
        ids.oldest,
      ]);
      expect(res.headers['x-total-count']).toBe('4');
      const hidden = await ctx.app.inject({ url: '/api/reviews/all?hidden=true', headers });
      expect(hidden.json()).toMatchObject([{ id: ids.hidden, hidden: true }]);
      expect(hidden.headers['x-total-count']).toBe('1');
    });

    it('lets the admin hide a review, reply to it and remove the reply', async () => {
      const patch = (id: number, payload: object, h = headers) =>
        ctx.app.inject({ method: 'PATCH', url: `/api/reviews/${id}`, payload, headers: h });

      expect((await patch(ids.middle as number, { hidden: true }, {})).statusCode).toBe(401);
      const hidden = await patch(ids.middle as number, { hidden: true, businessReply: ' Thank you! ' });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toMatchObject({ id: ids.middle, hidden: true, businessReply: 'Thank you!' });
      const visible = await ctx.app.inject({ url: '/api/reviews' });
      expect(visible.json().map((r: { id: number }) => r.id)).not.toContain(ids.middle);
      expect(visible.headers['x-total-count']).toBe('2');

      const shown = await patch(ids.middle as number, { hidden: false });
      expect(shown.json()).toMatchObject({ hidden: false, businessReply: 'Thank you!' });
      const listed = (await ctx.app.inject({ url: '/api/reviews' })).json();
      expect(listed.find((r: { id: number }) => r.id === ids.middle).businessReply).toBe('Thank you!');

      expect((await patch(ids.middle as number, { businessReply: null })).json().businessReply).toBeNull();
      expect((await patch(ids.middle as number, {})).statusCode).toBe(400);
      expect((await patch(999_999, { hidden: true })).statusCode).toBe(404);
      expect((await patch(999_999, { hidden: true })).json()).toEqual({
        message: 'Review not found',
        error: 'Not Found',
        code: 'REVIEW_NOT_FOUND',
      });
    });

    it('lets the admin delete a review: 204, then 404', async () => {
      const remove = (h = headers) =>
        ctx.app.inject({ method: 'DELETE', url: `/api/reviews/${ids.oldest}`, headers: h });
      expect((await remove({})).statusCode).toBe(401);
      const res = await remove();
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await remove()).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url: '/api/reviews/abc', headers })).statusCode).toBe(
        400,
      );
    });
  });

  it('limits submissions per address: 5 per 10 minutes, invalid ones not counted', async () => {
    const from = nextAddress();
    expect((await submit({ rating: 9 }, from)).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit({ rating: 5 }, from)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await submit({ rating: 5 }, from);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(
        /^Too many reviews from your address\. Please try again in \d+ minutes?\.$/,
      ),
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      details: { retryAfterMinutes: 10 },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit({ rating: 5 }, nextAddress())).statusCode).toBe(201);
  });
});

describe('reviews demo seed', () => {
  it('seeds believable reviews once, one answered and one anonymous', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.app.db.transaction((tx) => reviewsSeeder.run(tx));
      await ctx.app.db.transaction((tx) => reviewsSeeder.run(tx));
      const res = await ctx.app.inject({ url: '/api/reviews' });
      const seeded = res.json();
      expect(seeded.length).toBeGreaterThanOrEqual(6);
      expect(seeded.length).toBeLessThanOrEqual(8);
      expect(res.headers['x-total-count']).toBe(String(seeded.length));
      expect(seeded.some((r: { businessReply: string | null }) => r.businessReply)).toBe(true);
      expect(seeded.some((r: { firstName: string; lastName: string }) => !r.firstName && !r.lastName)).toBe(
        true,
      );
    } finally {
      await ctx.close();
    }
  });
});
