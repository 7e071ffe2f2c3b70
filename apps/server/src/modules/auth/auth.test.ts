import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, loginAs, TEST_JWT_SECRET, TEST_PASSWORD } from '../../../test/test-app.ts';
import { resetAdminPassword } from './manage-admins.ts';

describe('auth', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;

  beforeAll(async () => {
    ctx = await createTestApp({ loginRateLimit: { perIp: 1000, perEmail: 1000, timeWindow: '1 minute' } });
    owner = await loginAs(ctx);
  });
  afterAll(() => ctx.close());

  const login = (body: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object });

  it('logs in with the right e-mail and password, case-insensitively, and the token opens /auth/me', async () => {
    const res = await login({ email: '  OWNER@example.com ', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toEqual({
      id: owner.admin.id,
      email: 'owner@example.com',
      name: 'Owner',
      role: 'owner',
    });
    expect(body).not.toHaveProperty('admin.passwordHash');

    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: owner.admin.id,
      email: 'owner@example.com',
      name: 'Owner',
      role: 'owner',
    });
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown e-mail alike', async () => {
    for (const body of [
      { email: 'owner@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid email or password',
        error: 'Unauthorized',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toContain('email');
    expect(body.details.fields.map((f: { field: string }) => f.field)).toEqual(['email', 'password']);
  });

  it('refuses a missing, malformed, forged, expired or alg=none token with 401', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const claims = { ver: 0 };
    const base = () =>
      new SignJWT(claims).setSubject(String(owner.admin.id)).setIssuer('miami-rentals').setAudience('admin');
    const expired = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1)
      .setExpirationTime(2)
      .sign(key);
    const wrongKey = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: String(owner.admin.id),
        ver: 0,
        iss: 'miami-rentals',
        aud: 'admin',
        exp: 9999999999,
      }),
    ).toString('base64url');
    const algNone = `${header}.${payload}.`;

    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer not.a.jwt',
      `Bearer ${expired}`,
      `Bearer ${wrongKey}`,
      `Bearer ${algNone}`,
    ]) {
      const res = await ctx.app.inject({
        url: '/api/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({
        message: 'Unauthorized: Please log in again.',
        error: 'Unauthorized',
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    const me = () => ctx.app.inject({ url: '/api/auth/me', headers: owner.headers });
    expect((await me()).statusCode).toBe(200);
    const anHourLater = Date.now() + 3_601_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(anHourLater);
      expect((await me()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out every earlier session when the password is reset', async () => {
    const other = await loginAs(ctx, 'manager@example.com');
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: other.headers })).statusCode).toBe(200);
    await resetAdminPassword(ctx.app.db, 'manager@example.com', 'a-brand-new-password');
    // The admin behind a token is read on every request (decision 0019).
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: other.headers })).statusCode).toBe(401);
    expect((await login({ email: 'manager@example.com', password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: 'manager@example.com', password: 'a-brand-new-password' })).statusCode).toBe(
      200,
    );
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many attempts for one e-mail, and for one address across e-mails', async () => {
    const ctx = await createTestApp({ loginRateLimit: { perIp: 6, perEmail: 3, timeWindow: '1 minute' } });
    try {
      const attempt = (email: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'guess-guess' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt('target@example.com')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await attempt('target@example.com');
      expect(limited.json()).toMatchObject({ error: 'Too Many Requests', code: 'RATE_LIMITED' });
      expect(limited.json().details.retryAfterMinutes).toBeGreaterThan(0);
      expect(limited.headers['retry-after']).toBeDefined();

      // Another e-mail from the same address still counts against the per-address budget.
      expect((await attempt('other@example.com')).statusCode).toBe(401);
      expect((await attempt('third@example.com')).statusCode).toBe(429);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});

describe('login limits that no one can use to lock the owner out (issue 20)', () => {
  const limits = { perIp: 50, perEmail: 3, timeWindow: '1 minute', slowDownAfter: 5, slowDownMs: 1 };

  it('a flood from one address does not stop the right password from another', async () => {
    const ctx = await createTestApp({ loginRateLimit: limits });
    try {
      await loginAs(ctx, 'owner@example.com');
      const attempt = (password: string, remoteAddress: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: 'owner@example.com', password },
        });
      const flood = [];
      for (let i = 0; i < 12; i++) flood.push((await attempt('guess-guess', '203.0.113.9')).statusCode);
      expect(flood.slice(0, 3)).toEqual([401, 401, 401]);
      expect(new Set(flood.slice(3))).toEqual(new Set([429]));
      // The per-e-mail count is far past its threshold: the owner is slowed down, not refused.
      expect((await attempt(TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
      // Another address guessing is slowed too, and gets its own answers, not a 429.
      expect((await attempt('guess-guess', '192.0.2.44')).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('a successful login starts the count of its e-mail and address again', async () => {
    const ctx = await createTestApp({ loginRateLimit: limits });
    try {
      await loginAs(ctx, 'owner@example.com');
      const attempt = (password: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.7',
          payload: { email: 'owner@example.com', password },
        });
      expect((await attempt('mistyped-1')).statusCode).toBe(401);
      expect((await attempt('mistyped-2')).statusCode).toBe(401);
      expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
      const after = [];
      for (let i = 0; i < 4; i++) after.push((await attempt('mistyped-again')).statusCode);
      expect(after).toEqual([401, 401, 401, 429]);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});

describe('TRUST_PROXY as a hop count (issue 20)', () => {
  it('a forged X-Forwarded-For does not escape the per-address login limit behind one proxy', async () => {
    const ctx = await createTestApp({
      trustProxy: 1,
      loginRateLimit: { perIp: 2, perEmail: 100, timeWindow: '1 minute' },
    });
    try {
      const statuses = [];
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.2',
          // The attacker's own header, then the address the proxy saw, appended by the proxy.
          headers: { 'x-forwarded-for': `${forged}, 198.51.100.23` },
          payload: { email: `${forged}@example.com`, password: 'guess-guess' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
