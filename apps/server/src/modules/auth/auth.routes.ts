import { adminSchema, loginInput, loginResponse } from '@app/shared/auth';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { adminsRepository } from './admins.repository.ts';

export interface LoginRateLimit {
  perIp: number;
  perEmail: number;
  timeWindow: string | number;
}

// Compared against when the e-mail is unknown, so both answers take the same time.
const unknownAdminHash =
  'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export const authRoutes: FastifyPluginAsyncZod<{ loginRateLimit: LoginRateLimit }> = async (app, options) => {
  const { perIp, perEmail, timeWindow } = options.loginRateLimit;
  // Two budgets, both counted on every attempt: per address (many e-mails from one machine) and per
  // e-mail (one account attacked from many machines).
  const limiters = [
    app.createRateLimit({ max: perIp, timeWindow, keyGenerator: (req) => `login:ip:${req.ip}` }),
    app.createRateLimit({
      max: perEmail,
      timeWindow,
      keyGenerator: (req) => {
        const email = (req.body as { email?: unknown } | undefined)?.email;
        return `login:email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
      },
    }),
  ];
  const limitLogins: preHandlerAsyncHookHandler = async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new AppError(
          429,
          `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
    }
  };

  app.post(
    '/auth/login',
    {
      config: { public: true },
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
      if (!admin || !valid) throw AppError.unauthorized('Invalid email or password');
      const token = await app.tokens.sign({ adminId: admin.id, tokenVersion: admin.tokenVersion });
      return { token, admin: { id: admin.id, email: admin.email, name: admin.name } };
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
