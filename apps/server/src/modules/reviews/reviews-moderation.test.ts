import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { reviews } from '../../db/schema/engagement.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe('review moderation (issue 19)', () => {
  let ctx: Ctx;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let address = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = (await loginAs(ctx)).headers;
    agent = (await loginAs(ctx, 'agent@example.com', 'agent')).headers;
  });
  afterAll(() => ctx.close());

  const submit = async (rating: number, comment = 'spam') => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews',
      remoteAddress: `198.51.100.${++address}`,
      payload: { rating, comment },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string };
  };
  const publicList = () => ctx.app.inject({ url: '/api/reviews' });
  const bulk = (payload: object, headers = agent) =>
    ctx.app.inject({ method: 'POST', url: '/api/reviews/bulk', headers, payload });

  it('keeps five anonymous one-star reviews out of the site and its rating until approved, then hides them at once', async () => {
    await ctx.app.db.delete(reviews);
    const good = await submit(5, 'Wonderful stay');
    expect(good.status).toBe('pending');
    expect((await bulk({ ids: [good.id], status: 'published' })).json()).toEqual({ changed: 1 });
    const spam = [];
    for (let i = 0; i < 5; i++) spam.push((await submit(1)).id);

    const before = await publicList();
    expect(before.json().map((r: { id: number }) => r.id)).toEqual([good.id]);
    expect(before.headers['x-average-rating']).toBe('5.00');
    expect(before.headers['x-total-count']).toBe('1');

    // Staff see every status, on the public route with a token and on the admin list.
    const staffView = await ctx.app.inject({ url: '/api/reviews', headers: agent });
    expect(staffView.json()).toHaveLength(6);
    const pending = await ctx.app.inject({ url: '/api/reviews/all?status=pending', headers: agent });
    expect(
      pending
        .json()
        .map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([...spam].sort());

    expect((await bulk({ ids: spam, status: 'hidden' })).json()).toEqual({ changed: 5 });
    const after = await publicList();
    expect(after.headers['x-average-rating']).toBe('5.00');
    expect((await bulk({ ids: spam, delete: true })).json()).toEqual({ changed: 5 });
    const all = await ctx.app.inject({ url: '/api/reviews/all', headers: owner });
    expect(all.json().map((r: { id: number }) => r.id)).toEqual([good.id]);
  });

  it('changes nothing when one id of a bulk request is unknown', async () => {
    const a = await submit(2);
    const res = await bulk({ ids: [a.id, 999_999], status: 'published' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    const [row] = (await ctx.app.inject({ url: '/api/reviews/all?status=pending', headers: owner })).json();
    expect(row).toMatchObject({ id: a.id, status: 'pending' });
    expect((await bulk({ ids: [a.id, 999_999], delete: true })).statusCode).toBe(404);
    expect((await bulk({ ids: [], delete: true })).statusCode).toBe(400);
    expect((await bulk({ ids: [a.id], status: 'shown' })).statusCode).toBe(400);
  });

  it('publishes without approval once the owner switches it on; only the owner may', async () => {
    expect((await ctx.app.inject({ url: '/api/settings', headers: agent })).json()).toEqual({
      reviewsPublishWithoutApproval: false,
    });
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers,
        payload: { reviewsPublishWithoutApproval: true },
      });
    expect((await put(agent)).statusCode).toBe(403);
    expect((await put(owner)).json()).toEqual({ reviewsPublishWithoutApproval: true });
    const review = await submit(4, 'Straight to the site');
    expect(review.status).toBe('published');
    expect((await publicList()).json().map((r: { id: number }) => r.id)).toContain(review.id);
  });

  it('lets an agent moderate and an accountant only read', async () => {
    const accountant = (await loginAs(ctx, 'books@example.com', 'accountant')).headers;
    const one = await submit(3);
    expect((await bulk({ ids: [one.id], status: 'hidden' }, accountant)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/reviews/all', headers: accountant })).statusCode).toBe(200);
  });
});
