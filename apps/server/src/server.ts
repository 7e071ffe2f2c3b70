import { createServerApp, loadEnv, openDatabaseFromEnv, prepareDatabase, webRoot } from './bootstrap.ts';
import { checkServerEnv, EnvError } from './config/env.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { SiteContentError } from './modules/site/site-content.ts';

/** Starts the product: database, app, listener; shuts down cleanly on SIGINT/SIGTERM. */
async function main(mode: 'production' | 'development') {
  const env = loadEnv();
  checkServerEnv(env);
  const database = await openDatabaseFromEnv(env);
  const app = await createServerApp(env, database, { mode, root: webRoot });
  const started = performance.now();

  const firstAdmin = await prepareDatabase(database, env, app.log);
  if (firstAdmin?.generated) {
    // Printed once, on purpose, to the terminal: the only way to learn the generated password.
    process.stdout.write(
      `\n  First admin created. Log in at /admin/login with:\n    e-mail:   ${firstAdmin.email}\n    password: ${firstAdmin.password}\n  (shown once; change it with: npm run admin -- reset-password ${firstAdmin.email})\n\n`,
    );
  } else if (firstAdmin) {
    app.log.info({ email: firstAdmin.email }, 'first admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info({ ms: Math.round(performance.now() - started), database: database.kind }, 'ready');
  const shown = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  if (!env.PUBLIC_URL && mode === 'production') {
    app.log.warn(
      `PUBLIC_URL is not set: canonical links, the sitemap and e-mail links point at ${shown}. Set it to the site's public address.`,
    );
  }
  process.stdout.write(`\n  Miami Elite Rentals is running at ${shown}  (admin: ${shown}/admin)\n\n`);
}

export function run(mode: 'production' | 'development') {
  main(mode).catch((error: unknown) => {
    // Configuration mistakes an owner can fix: the message alone, no stack trace.
    if (
      error instanceof EnvError ||
      error instanceof DataDirLockedError ||
      error instanceof SiteContentError
    ) {
      console.error(error.message);
    } else {
      console.error('Failed to start:', error);
    }
    process.exit(1);
  });
}

if (import.meta.main) run('production');
