import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import { type Env, loadDotEnv, parseEnv } from './config/env.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemoContent } from './db/seed/seed.ts';
import { ensureFirstAdmin } from './modules/auth/manage-admins.ts';
import { createTokenService, resolveJwtSecret } from './modules/auth/tokens.ts';
import { googleSettingsFromEnv } from './modules/listing-reviews/google-client.ts';

export const webRoot = fileURLToPath(new URL('../../web', import.meta.url));

/** Reads .env and the environment; a bad variable ends the process with a message naming it. */
export function loadEnv(): Env {
  loadDotEnv();
  return parseEnv();
}

export function openDatabaseFromEnv(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR) });
}

/** Migrations, demo content (once) and the first admin: everything a fresh clone needs to run. */
export async function prepareDatabase(database: Database, env: Env, log: FastifyBaseLogger) {
  await database.migrate();
  await seedDemoContent(database.db, log);
  const created = await ensureFirstAdmin(database.db, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  return created;
}

export async function createServerApp(env: Env, database: Database, web: AppOptions['web']) {
  return buildApp({
    database,
    tokens: createTokenService(resolveJwtSecret(env.JWT_SECRET, path.resolve(env.DATA_DIR)), env.JWT_TTL),
    trustProxy: env.TRUST_PROXY,
    corsOrigin: env.CORS_ORIGIN,
    redisUrl: env.REDIS_URL,
    web,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      businessEmail: env.BUSINESS_EMAIL,
      worker: { intervalMs: env.MAIL_POLL_INTERVAL_MS, maxAttempts: env.MAIL_MAX_ATTEMPTS },
    },
    listingReviews: {
      google: googleSettingsFromEnv(env),
      schedule: { intervalMinutes: env.GOOGLE_SYNC_INTERVAL_MINUTES },
    },
    calendars: {
      allowPrivate: env.CALENDAR_FETCH_ALLOW_PRIVATE,
      schedule: { intervalMinutes: env.CALENDAR_SYNC_INTERVAL_MINUTES },
    },
    logger: {
      level: env.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
        remove: true,
      },
      ...(process.stdout.isTTY && env.NODE_ENV !== 'production'
        ? { transport: { target: 'pino-pretty' } }
        : {}),
    },
  });
}
