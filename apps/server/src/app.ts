import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { acceptEmptyJsonBody } from './lib/lenient-json-body.ts';
import { withLogRules } from './lib/log-rules.ts';
import { useFieldNamedMessages } from './lib/zod-messages.ts';
import { authRoutes, type LoginRateLimit, sessionRoutes } from './modules/auth/auth.routes.ts';
import { staffRoutes } from './modules/auth/staff.routes.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import {
  type CalendarSyncOptions,
  createCalendarSyncService,
} from './modules/calendars/calendar-sync-service.ts';
import { calendarsRoutes } from './modules/calendars/calendars.routes.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { demoContentRoutes } from './modules/demo-content/demo-content.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { listingReviewsRoutes } from './modules/listing-reviews/listing-reviews.routes.ts';
import {
  createListingReviewsService,
  type ListingReviewsOptions,
} from './modules/listing-reviews/listing-reviews-service.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { createMailService, type MailOptions } from './modules/mail/mail-service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { reservationsRoutes } from './modules/reservations/reservations.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { summariesRoutes } from './modules/summaries/summaries.routes.ts';
import { createImageCleanup } from './modules/uploads/image-cleanup.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { inputRulesPlugin } from './plugins/input-rules.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { type WebOptions, webPlugin } from './plugins/web.ts';

export interface AppOptions {
  database: Database;
  tokens: TokenService;
  logger?: FastifyServerOptions['logger'];
  /** TRUST_PROXY: which X-Forwarded-For hops to believe (false, true, a hop count or proxy addresses). */
  trustProxy?: boolean | number | string[];
  corsOrigin?: string | undefined;
  redisUrl?: string | undefined;
  loginRateLimit?: LoginRateLimit;
  /** How the web app is served; omitted in API-only tests. */
  web?: WebOptions;
  /** PUBLIC_URL: the site's address in canonical URLs, the sitemap and robots.txt. */
  publicUrl?: string | undefined;
  /** E-mail (SMTP_URL, MAIL_FROM, BUSINESS_EMAIL, outbox worker); without smtpUrl messages stay queued. */
  mail?: MailOptions;
  /** Business-listing reviews (GOOGLE_*); without Google settings the admin imports a file instead. */
  listingReviews?: ListingReviewsOptions;
  /** Calendar sync (CALENDAR_*): without `schedule` feeds are synced on demand only (tests). */
  calendars?: CalendarSyncOptions;
}

const BODY_LIMIT = 1024 * 1024;

/** Builds the whole application (plugins, then routes) without listening: tests call `app.inject`. */
export async function buildApp(options: AppOptions) {
  useFieldNamedMessages();
  const app = Fastify({
    logger: withLogRules(options.logger),
    // A hop count trusts that many proxies in front, the nearest first (what Fastify does for a number).
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a bad URL encoding such as /services/%FF) in the API's error shape.
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  acceptEmptyJsonBody(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, {
    corsOrigin: options.corsOrigin,
    redisUrl: options.redisUrl,
    contentSecurityPolicy: options.web?.mode !== 'development',
  });
  await app.register(dbPlugin, { database: options.database });
  await app.register(authPlugin, { tokens: options.tokens });
  await app.register(openapiPlugin);

  // The outbox worker delivers e-mail from this process; it starts once the app is ready (after the
  // migrations) and stops, finishing the message it is sending, before the database is closed.
  const mail = await createMailService(options.mail, options.database.db, app.log);
  if (mail.worker) {
    const worker = mail.worker;
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  // Images uploaded for a form that was never saved are deleted a day later (on start, then hourly).
  const imageCleanup = createImageCleanup(options.database.db, app.log);
  app.addHook('onReady', async () => imageCleanup.start());
  app.addHook('onClose', async () => imageCleanup.stop());

  // The listing reviews sync runs on start and then periodically (only with Google configured); it
  // stops, cancelling a sync under way, before the database is closed.
  const listingReviews = createListingReviewsService(options.listingReviews, options.database, app.log);
  app.addHook('onReady', async () => listingReviews.start());
  app.addHook('onClose', async () => listingReviews.stop());

  // Imported calendars are synced every CALENDAR_SYNC_INTERVAL_MINUTES when scheduled; the timer stops,
  // cancelling a fetch under way, before the database is closed.
  const calendarSync = createCalendarSyncService(options.calendars, options.database, app.log);
  app.addHook('onReady', async () => calendarSync.start());
  app.addHook('onClose', async () => calendarSync.stop());

  await app.register(
    async (api) => {
      await api.register(inputRulesPlugin);
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        loginRateLimit: options.loginRateLimit ?? { perIp: 20, perEmail: 5, timeWindow: '15 minutes' },
      });
      await api.register(sessionRoutes);
      await api.register(staffRoutes, { publicUrl: options.publicUrl });
      await api.register(siteRoutes);
      await api.register(uploadsRoutes);
      await api.register(reviewsRoutes);
      await api.register(listingReviewsRoutes, { service: listingReviews });
      await api.register(inboxRoutes);
      await api.register(clientsRoutes);
      await api.register(reservationsRoutes);
      await api.register(paymentsRoutes);
      await api.register(documentsRoutes);
      await api.register(exportsRoutes);
      await api.register(summariesRoutes, { mail });
      await api.register(mailRoutes, { mail });
      await api.register(calendarsRoutes, { publicUrl: options.publicUrl, sync: calendarSync });
      // Last: `/:serviceType` is parametric, the static paths above win over it.
      await api.register(demoContentRoutes);
      await api.register(servicesRoutes);
    },
    { prefix: '/api' },
  );

  // Outside /api, and before the web app's catch-all page route.
  await app.register(seoRoutes, { publicUrl: options.publicUrl });
  if (options.web) await app.register(webPlugin, { ...options.web, publicUrl: options.publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
