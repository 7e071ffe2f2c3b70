import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h, 30m or 7d')
    .default('12h'),
  ADMIN_EMAIL: optional(z.email()),
  ADMIN_PASSWORD: optional(z.string().min(10, 'must be at least 10 characters')),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()),
  BUSINESS_EMAIL: optional(z.email()),
  /** How often the outbox worker looks for e-mail to deliver (a queued message also wakes it). */
  MAIL_POLL_INTERVAL_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  ),
  /** Delivery attempts before a message is marked failed (the admin can queue it again). */
  MAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(8)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  PUBLIC_URL: optional(z.url()),
  CORS_ORIGIN: optional(z.string()),
  /**
   * Which X-Forwarded-For hops to believe (Fastify's trustProxy forms): `false` (none), a hop count
   * (`1`: the one proxy in front), or the proxies' addresses or CIDR ranges, comma-separated. `true`
   * believes every hop, so a forged header escapes the per-address limits: only behind a proxy that
   * overwrites the header.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): boolean | number | string[] => {
      if (/^(false|0|)$/i.test(value)) return false;
      if (/^true$/i.test(value)) return true;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const addresses = value.split(',').map((item) => item.trim());
      if (addresses.every((item) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(item))) return addresses;
      ctx.addIssue({
        code: 'custom',
        message: 'must be false, true, a hop count, or proxy addresses separated by commas',
      });
      return z.NEVER;
    }),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_REFRESH_TOKEN: optional(z.string()),
  GOOGLE_ACCOUNT_ID: optional(z.string()),
  GOOGLE_LOCATION_ID: optional(z.string()),
  GOOGLE_API_BASE_URL: optional(z.url()),
  GOOGLE_OAUTH_URL: optional(z.url()),
  /** Minutes between two syncs of the listing reviews from Google (one also runs on start). */
  GOOGLE_SYNC_INTERVAL_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(6 * 60),
  ),
  /** Minutes between two syncs of every imported calendar feed (Airbnb, VRBO, Booking.com). */
  CALENDAR_SYNC_INTERVAL_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(30),
  ),
  /** Feeds on loopback and private addresses are fetched too (tests, a feed on the LAN); off by default. */
  CALENDAR_FETCH_ALLOW_PRIVATE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  ),
});

/** Half a set of Google credentials would silently mean "not configured": name what is missing. */
const envChecks = envSchema.superRefine((env, ctx) => {
  const credentials = [
    'GOOGLE_CLIENT_ID',
    'GOOGLE_CLIENT_SECRET',
    'GOOGLE_REFRESH_TOKEN',
    'GOOGLE_ACCOUNT_ID',
    'GOOGLE_LOCATION_ID',
  ] as const;
  const set = credentials.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === credentials.length) return;
  for (const name of credentials) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (the Google Business Profile sync needs all five)`,
      });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; the error names every bad variable so a start fails with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envChecks.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * What serving the site needs beyond a valid environment (the CLIs don't): a production server on
 * PostgreSQL must say where the site is, since links are never built from the request (decision 0035).
 * The demo on its embedded database writes localhost links and warns at start.
 */
export function checkServerEnv(env: Env): void {
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.PUBLIC_URL) {
    throw new EnvError(
      "Invalid environment configuration:\n  PUBLIC_URL: required in production on PostgreSQL (DATABASE_URL is set): the site's public address, written in canonical links, the sitemap and e-mails",
    );
  }
}

/** Reads ./.env into process.env when the file exists (variables already set win). */
export function loadDotEnv(cwd = process.cwd()): void {
  const file = path.join(cwd, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
