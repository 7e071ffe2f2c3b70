import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { useFieldNamedMessages } from './lib/zod-messages.ts';
import { authRoutes, type LoginRateLimit } from './modules/auth/auth.routes.ts';
import type { TokenService } from './modules/auth/tokens.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { listingReviewsRoutes } from './modules/listing-reviews/listing-reviews.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { reservationsRoutes } from './modules/reservations/reservations.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { summariesRoutes } from './modules/summaries/summaries.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { type WebOptions, webPlugin } from './plugins/web.ts';

export interface AppOptions {
  database: Database;
  tokens: TokenService;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  corsOrigin?: string | undefined;
  redisUrl?: string | undefined;
  loginRateLimit?: LoginRateLimit;
  /** How the web app is served; omitted in API-only tests. */
  web?: WebOptions;
}

const BODY_LIMIT = 1024 * 1024;

/** Builds the whole application (plugins, then routes) without listening: tests call `app.inject`. */
export async function buildApp(options: AppOptions) {
  useFieldNamedMessages();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

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

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        loginRateLimit: options.loginRateLimit ?? { perIp: 20, perEmail: 5, timeWindow: '15 minutes' },
      });
      await api.register(siteRoutes);
      await api.register(uploadsRoutes);
      await api.register(reviewsRoutes);
      await api.register(listingReviewsRoutes);
      await api.register(inboxRoutes);
      await api.register(clientsRoutes);
      await api.register(reservationsRoutes);
      await api.register(paymentsRoutes);
      await api.register(documentsRoutes);
      await api.register(summariesRoutes);
      await api.register(mailRoutes);
      // Last: `/:serviceType` is parametric, the static paths above win over it.
      await api.register(servicesRoutes);
    },
    { prefix: '/api' },
  );

  if (options.web) await app.register(webPlugin, options.web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
