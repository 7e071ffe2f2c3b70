import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GoogleTestServer,
  googleReview,
  startGoogleTestServer,
} from '../../../test/support/google-test-server.ts';
import { createTestApp, createTestDatabase } from '../../../test/test-app.ts';
import { listingSyncRuns } from '../../db/schema/listing-reviews.ts';
import { nextDelayMs } from './sync-scheduler.ts';

describe('when the next sync runs', () => {
  const options = { intervalMs: 6 * 60 * 60_000, retryBaseMs: 60_000 };
  const half = () => 0.5;

  it('waits a whole interval after a success, a lasting failure or a sync already running', () => {
    expect(nextDelayMs({ outcome: 'ok' }, 0, options)).toBe(options.intervalMs);
    expect(nextDelayMs({ outcome: 'busy' }, 0, options)).toBe(options.intervalMs);
    expect(nextDelayMs({ outcome: 'failed', transient: false }, 3, options)).toBe(options.intervalMs);
  });

  it('retries sooner after a 429 or 5xx, backing off up to the interval', () => {
    const delays = [1, 2, 3, 4, 12].map((failures) =>
      nextDelayMs({ outcome: 'failed', transient: true }, failures, options, half),
    );
    expect(delays).toEqual([45_000, 90_000, 180_000, 360_000, options.intervalMs * 0.75]);
    // Jitter stays within [ceiling / 2, ceiling].
    expect(nextDelayMs({ outcome: 'failed', transient: true }, 1, options, () => 0)).toBe(30_000);
    expect(nextDelayMs({ outcome: 'failed', transient: true }, 1, options, () => 1)).toBe(60_000);
  });

  it("never retries before Google's Retry-After, nor after the next tick", () => {
    const failed = (retryAfterMs: number) => ({ outcome: 'failed', transient: true, retryAfterMs }) as const;
    expect(nextDelayMs(failed(600_000), 1, options, half)).toBe(600_000);
    expect(nextDelayMs(failed(48 * 60 * 60_000), 1, options, half)).toBe(options.intervalMs);
  });
});

describe('the periodic sync', () => {
  let google: GoogleTestServer;
  // One database for the apps of these tests (each closes only its app).
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const runs = () => database.db.select().from(listingSyncRuns).orderBy(listingSyncRuns.id);

  beforeAll(async () => {
    google = await startGoogleTestServer();
    google.reviews = [googleReview(1), googleReview(2)];
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await google.close();
  });

  it('syncs on start, retries a 500 with a short backoff, and stops with the app', async () => {
    google.script({ status: 500 });
    const ctx = await createTestApp({
      database,
      listingReviews: {
        google: google.settings,
        schedule: { intervalMinutes: 360, retryBaseMs: 40 },
        client: { timeoutMs: 2_000 },
      },
    });
    try {
      await waitFor(async () => (await runs()).some((run) => run.ok));
      const [failed, succeeded, ...more] = await runs();
      expect([failed?.ok, succeeded?.ok, more]).toEqual([false, true, []]);
      expect(failed?.result).toMatchObject({ error: expect.stringContaining('Google answered 500') });
      const list = (await ctx.app.inject({ url: '/api/google-mybusiness/reviews' })).json();
      expect(list.total).toBe(2);
    } finally {
      await ctx.app.close();
    }
    // Nothing runs after close: the timer is gone (the next one was 6 hours away anyway).
    const seen = google.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(google.requests.length).toBe(seen);
  });

  it('cancels a sync under way when the app closes', async () => {
    google.requests.length = 0;
    google.script({ hang: true });
    const ctx = await createTestApp({
      database,
      listingReviews: {
        google: google.settings,
        schedule: { intervalMinutes: 360 },
        client: { timeoutMs: 60_000 },
      },
    });
    await waitFor(async () => google.count('reviews') === 1);
    const started = performance.now();
    await ctx.app.close();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await runs()).at(-1)).toMatchObject({ ok: false, result: { error: 'Reviews list: cancelled' } });
  });

  it('runs no timer without Google', async () => {
    const before = (await runs()).length;
    const ctx = await createTestApp({ database, listingReviews: { schedule: { intervalMinutes: 5 } } });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await runs()).toHaveLength(before);
    } finally {
      await ctx.app.close();
    }
  });
});

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
