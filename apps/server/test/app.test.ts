import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

describe('HTTP behaviour of the API', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('reports health with the database status', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no/such/thing/here?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: `Route ${method} /api/no/such/thing/here not found`,
        error: 'Not Found',
        code: 'ROUTE_NOT_FOUND',
      });
    }
  });

  it('answers a one-segment unknown path as an unknown service type (GET /api/{serviceType})', async () => {
    const res = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid service type: no-such-thing',
      code: 'SERVICE_TYPE_INVALID',
    });
  });

  it("answers the router's own 400s (a bad URL encoding) in the API's error shape (issue 20)", async () => {
    for (const url of ['/api/cars/%FF', '/services/%FF', '/api/users?q=1&%FF']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      if (url === '/api/users?q=1&%FF') continue;
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({
        message: 'Malformed URL',
        error: 'Bad Request',
        code: 'MALFORMED_URL',
      });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Malformed JSON body',
      error: 'Bad Request',
      code: 'MALFORMED_JSON',
    });
  });

  it('reads an empty JSON body as no body: a route that needs one answers 400 from its schema', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', code: 'VALIDATION' });
  });

  it('refuses prototype poisoning in a JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MALFORMED_JSON');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'Request body is too large',
      error: 'Payload Too Large',
      code: 'BODY_TOO_LARGE',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'Unsupported Media Type', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('sends security headers and a request id', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Helmet's other headers, as @fastify/helmet sent them before decision 0013.
    expect(res.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
        "img-src 'self' data: blob:;object-src 'none';" +
        `script-src 'self' ${/'nonce-[^']+'/.exec(String(res.headers['content-security-policy']))?.[0]};` +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
  });

  it('gives every response a nonce of its own, 16 random bytes', async () => {
    const nonces = new Set<string>();
    // More than one draw of the nonce pool (256 nonces).
    for (let i = 0; i < 600; i++) {
      const res = await ctx.app.inject({ url: '/api/health' });
      const nonce =
        /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(600);
  });

  it('does not allow cross-origin callers by default', async () => {
    const res = await ctx.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('when the database goes away', () => {
  it('turns health to 503 and answers requests with a clean 500 (no stack, no SQL)', async () => {
    const ctx = await createTestApp();
    try {
      expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await ctx.database.close();
      const down = await ctx.app.inject({ url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', db: 'down' });
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@b.co', password: 'whatever-pass' },
      });
      expect(login.statusCode).toBe(500);
      expect(login.json()).toEqual({
        message: 'Internal Server Error',
        error: 'Internal Server Error',
        code: 'INTERNAL',
      });
    } finally {
      await ctx.close();
    }
  });
});
