import { setTimeout as delay } from 'node:timers/promises';
import { adminSchema, loginInput, loginResponse, type StaffRole, setPasswordInput } from '@app/shared/auth';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, rateLimited } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { adminsRepository } from './admins.repository.ts';
import { setPasswordWithLink } from './staff.ts';

export interface LoginRateLimit {
  /** Attempts per client address, whatever the e-mail (one machine trying many accounts). */
  perIp: number;
  /** Attempts per e-mail from one address; a successful login starts this count again. */
  perEmail: number;
  timeWindow: string | number;
  /**
   * Attempts per e-mail from all addresses together before each further one waits `slowDownMs`
   * (default 2 s). Slowed, never blocked: anyone could otherwise lock the owner out (issue 20).
   */
  slowDownAfter?: number;
  slowDownMs?: number;
}

// Compared against when the e-mail is unknown, so both answers take the same time.
const unknownAdminHash =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const authRoutes: FastifyPluginAsyncZod<{ loginRateLimit: LoginRateLimit }> = async (app, options) => {
  const { perIp, perEmail, timeWindow } = options.loginRateLimit;
  const slowDownAfter = options.loginRateLimit.slowDownAfter ?? perEmail * 4;
  const slowDownMs = options.loginRateLimit.slowDownMs ?? 2_000;
  const emailOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  // A successful login starts its (e-mail, address) count again under a new key; the old key expires.
  // The generation lives in this process: with several instances, the others keep the old count.
  const generations = new Map<string, number>();
  const pairOf = (request: FastifyRequest) => `${emailOf(request)}|${request.ip}`;
  // Every attempt counts (decision 0002), blocked per address and per (e-mail, address); per e-mail
  // alone it only slows down, so a flood from elsewhere never keeps the owner out (decision 0018).
  const limiters = [
    app.createRateLimit({ max: perIp, timeWindow, keyGenerator: (req) => `login:ip:${req.ip}` }),
    app.createRateLimit({
      max: perEmail,
      timeWindow,
      keyGenerator: (req) => `login:pair:${pairOf(req)}:${generations.get(pairOf(req)) ?? 0}`,
    }),
  ];
  const perEmailEverywhere = app.createRateLimit({
    max: slowDownAfter,
    timeWindow,
    keyGenerator: (req) => `login:email:${emailOf(req)}`,
  });
  const limitLogins: preHandlerAsyncHookHandler = async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw rateLimited(
          (minutes) => `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          result.ttlInSeconds,
        );
      }
    }
    const everywhere = await perEmailEverywhere(request);
    if (!everywhere.isAllowed && everywhere.isExceeded) await delay(slowDownMs);
  };

  app.post(
    '/auth/login',
    {
      config: { public: true, noStore: true },
      preHandler: limitLogins,
      schema: {
        tags: ['auth'],
        summary: 'Log in as an admin',
        body: loginInput,
        response: { 200: loginResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await adminsRepository.findByEmail(app.db, email);
      const valid = await verifyPassword(password, admin?.passwordHash ?? unknownAdminHash);
      if (!admin || !valid) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
      const pair = pairOf(request);
      generations.set(pair, (generations.get(pair) ?? 0) + 1);
      const token = await app.tokens.sign({ adminId: admin.id, tokenVersion: admin.tokenVersion });
      return {
        token,
        admin: { id: admin.id, email: admin.email, name: admin.name, role: admin.role as StaffRole },
      };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The admin of the token',
        security: [{ bearerAuth: [] }],
        response: { 200: adminSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      if (!request.admin) throw AppError.unauthorized();
      return request.admin;
    },
  );
};

/** Logging out and the one-time set-password link. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: this token is refused from now on, by every instance',
        security: [{ bearerAuth: [] }],
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      if (!request.adminToken) throw AppError.unauthorized();
      await adminsRepository.revokeToken(app.db, request.adminToken.jti, request.adminToken.expiresAt);
      return reply.code(204).send(null);
    },
  );

  const limitLinkAttempts = app.createRateLimit({
    max: 20,
    timeWindow: '15 minutes',
    keyGenerator: (req) => `set-password:${req.ip}`,
  });
  app.post(
    '/auth/set-password',
    {
      config: { public: true, noStore: true },
      preHandler: async (request, reply) => {
        const result = await limitLinkAttempts(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw rateLimited(
            (minutes) => `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            result.ttlInSeconds,
          );
        }
      },
      schema: {
        tags: ['auth'],
        summary: 'Choose a password with a one-time link from an invitation',
        body: setPasswordInput,
        response: { 200: z.object({ email: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const admin = await setPasswordWithLink(app.db, request.body.token, request.body.password);
      return { email: admin.email };
    },
  );
};
