import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for inline scripts (the SSR state and router hydration data). */
    scriptNonce: string;
  }
}

export interface SecurityOptions {
  /** Allowed cross-origin callers (comma-separated); none by default: the web app is same-origin. */
  corsOrigin?: string | undefined;
  /** Development: Vite injects inline scripts for hot reload, so the CSP stays off there. */
  contentSecurityPolicy: boolean;
  /** Shared rate-limit counters for several instances; in-process counters without it. */
  redisUrl?: string | undefined;
}

const nonceOf = (res: ServerResponse) =>
  `'nonce-${(res as ServerResponse & { cspNonce?: string }).cspNonce ?? ''}'`;

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    (reply.raw as ServerResponse & { cspNonce?: string }).cspNonce = reply.scriptNonce;
  });

  await app.register(helmet, {
    // Emotion (MUI) writes <style> tags at run time: styles need 'unsafe-inline'; scripts do not.
    contentSecurityPolicy: options.contentSecurityPolicy
      ? {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => nonceOf(res as ServerResponse)],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
  });

  const origins = options.corsOrigin
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, { origin: origins?.length ? origins : false, credentials: true });
  await app.register(compress, { threshold: 1024 });
  // Not global: only routes that ask for a limit get one (login, public forms).
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, {
      connectTimeout: 1_000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    // skipOnError: when Redis is down, requests go through rather than fail.
    await app.register(rateLimit, { global: false, redis, skipOnError: true, nameSpace: 'rentals-rl:' });
  } else {
    await app.register(rateLimit, { global: false });
  }
});
