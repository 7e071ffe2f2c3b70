import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate-limit counters in Redis', () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  afterAll(() => probe.disconnect());

  it('are shared by two app instances, so a second instance does not grant a fresh budget', async (context) => {
    try {
      await probe.connect();
    } catch {
      context.skip('no Redis at TEST_REDIS_URL');
    }
    const limits = { perIp: 100, perEmail: 2, timeWindow: '1 minute' };
    const first = await createTestApp({ redisUrl, loginRateLimit: limits });
    const second = await createTestApp({ redisUrl, loginRateLimit: limits });
    const email = `${randomBytes(6).toString('hex')}@example.com`;
    const attempt = (ctx: typeof first) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess-guess' } });
    try {
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(429);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);
});
