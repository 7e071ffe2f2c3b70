import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, TEST_PASSWORD } from '../../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

const login = (ctx: Ctx, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('staff and roles', () => {
  let ctx: Ctx;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    ctx = await createTestApp({
      logger: { level: 'trace', stream },
      loginRateLimit: { perIp: 1000, perEmail: 1000, timeWindow: '1 minute' },
      publicUrl: 'https://rentals.example.com',
    });
    owner = await loginAs(ctx);
  });
  afterAll(() => ctx.close());

  const invite = (payload: object, headers = owner.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/admins', headers, payload });

  it('invites an agent by e-mail with a one-time link that sets the password, and nothing secret is logged', async () => {
    const res = await invite({ email: 'Agent@Example.com', name: 'Ana', role: 'agent' });
    expect(res.statusCode, res.body).toBe(201);
    const { admin, setPasswordUrl, password } = res.json();
    expect(admin).toMatchObject({
      email: 'agent@example.com',
      name: 'Ana',
      role: 'agent',
      invitePending: true,
    });
    expect(password).toBeUndefined();
    expect(setPasswordUrl).toMatch(
      /^https:\/\/rentals\.example\.com\/admin\/set-password\?token=[\w-]{40,}$/,
    );
    const secret = new URL(setPasswordUrl).searchParams.get('token') ?? '';

    // The invitation waits in the outbox, addressed to the new staff member, with the same link.
    const [mail] = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, `admin:${admin.id}`));
    expect(mail).toMatchObject({ kind: 'staff_invite', toAddress: 'agent@example.com' });
    expect(mail?.text).toContain(setPasswordUrl);

    // Until the link is used the account has no password anyone knows.
    expect((await login(ctx, 'agent@example.com', TEST_PASSWORD)).statusCode).toBe(401);
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: secret, password: 'the-agents-own-pass' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ email: 'agent@example.com' });
    const loggedIn = await login(ctx, 'agent@example.com', 'the-agents-own-pass');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json().admin).toMatchObject({ email: 'agent@example.com', role: 'agent' });

    // The link works once.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: secret, password: 'someone-elses-pass' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'PASSWORD_LINK_INVALID' });
    expect((await login(ctx, 'agent@example.com', 'someone-elses-pass')).statusCode).toBe(401);

    const listed = await ctx.app.inject({ url: '/api/admins', headers: owner.headers });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ email: 'agent@example.com', invitePending: false }),
    );
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(secret);
    // Three scrypt hashes (the generated password, the link's password, the login).
  }, 120_000);

  it('creates one with a generated password shown once, never logged', async () => {
    const res = await invite({ email: 'books@example.com', role: 'accountant', invite: 'password' });
    expect(res.statusCode, res.body).toBe(201);
    const { admin, password, setPasswordUrl } = res.json();
    expect(admin).toMatchObject({ role: 'accountant', invitePending: false });
    expect(setPasswordUrl).toBeUndefined();
    expect(password).toMatch(/^\w{20}$/);
    expect((await login(ctx, 'books@example.com', password)).statusCode).toBe(200);
    expect(logLines.join('\n')).not.toContain(password);
    const listed = await ctx.app.inject({ url: '/api/admins', headers: owner.headers });
    expect(listed.body).not.toContain(password);
    expect(listed.body).not.toContain('passwordHash');
  });

  it('refuses a taken e-mail, an unknown role and a bad e-mail, adding no one', async () => {
    const before = (await ctx.app.inject({ url: '/api/admins', headers: owner.headers })).json().length;
    expect((await invite({ email: 'OWNER@example.com', role: 'agent' })).json()).toMatchObject({
      code: 'ADMIN_EMAIL_TAKEN',
    });
    const badRole = await invite({ email: 'x@example.com', role: 'boss' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details.fields[0].field).toBe('role');
    expect((await invite({ email: 'not an e-mail', role: 'agent' })).statusCode).toBe(400);
    const after = (await ctx.app.inject({ url: '/api/admins', headers: owner.headers })).json().length;
    expect(after).toBe(before);
  });

  it('a new role takes effect on the next request of a session already open', async () => {
    const manager = await loginAs(ctx, 'manager@example.com', 'manager');
    const payments = () => ctx.app.inject({ url: '/api/reservation-payments', headers: manager.headers });
    expect((await payments()).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admins/${manager.admin.id}`,
      headers: owner.headers,
      payload: { role: 'agent' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'agent' });
    expect((await payments()).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: manager.headers })).json().role).toBe(
      'agent',
    );
  });

  it('keeps the last owner: not demoted, not removed, by itself or anyone', async () => {
    const demote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admins/${owner.admin.id}`,
      headers: owner.headers,
      payload: { role: 'manager' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      message: 'The last owner cannot be removed or given another role',
      error: 'Conflict',
      code: 'LAST_OWNER',
    });
    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admins/${owner.admin.id}`,
      headers: owner.headers,
    });
    expect(remove.statusCode).toBe(409);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: owner.headers })).json().role).toBe('owner');

    // With a second owner, the first may step down; then the second is the last one.
    const second = await loginAs(ctx, 'partner@example.com', 'owner');
    const stepDown = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admins/${owner.admin.id}`,
      headers: second.headers,
      payload: { role: 'manager' },
    });
    expect(stepDown.statusCode).toBe(200);
    const back = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admins/${owner.admin.id}`,
      headers: second.headers,
      payload: { role: 'owner' },
    });
    expect(back.statusCode).toBe(200);
  });

  it('removing a staff member ends their sessions at once', async () => {
    const agent = await loginAs(ctx, 'leaving@example.com', 'agent');
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: agent.headers })).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admins/${agent.admin.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: agent.headers })).statusCode).toBe(401);
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admins/${agent.admin.id}`,
      headers: owner.headers,
    });
    expect(gone.json()).toMatchObject({ code: 'ADMIN_NOT_FOUND' });
  });

  it('only the owner manages staff', async () => {
    const manager = await loginAs(ctx, 'boss2@example.com', 'manager');
    const res = await invite({ email: 'sneaky@example.com', role: 'owner' }, manager.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ROLE_FORBIDDEN', message: 'Not allowed for your role' });
  });
});

describe('logout', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('revokes that token on every instance and leaves the other sessions open', async () => {
    const first = await loginAs(ctx, 'owner@example.com');
    const otherToken = await ctx.tokens.sign({
      adminId: first.admin.id,
      tokenVersion: first.admin.tokenVersion,
    });
    const other = { authorization: `Bearer ${otherToken}` };
    // A second instance on the same database, as behind a load balancer.
    const second = await createTestApp({ database: ctx.database, tokens: ctx.tokens });
    try {
      const me = (app: Ctx, headers: Record<string, string>) =>
        app.app.inject({ url: '/api/auth/me', headers });
      expect((await me(second, first.headers)).statusCode).toBe(200);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first.headers });
      expect(out.statusCode).toBe(204);
      expect((await me(ctx, first.headers)).statusCode).toBe(401);
      expect((await me(second, first.headers)).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first.headers }))
          .statusCode,
      ).toBe(401);
      expect((await me(second, other)).statusCode).toBe(200);
    } finally {
      await second.app.close();
    }
  });
});
