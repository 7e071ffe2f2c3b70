import { createServerApp, loadEnv, openDatabaseFromEnv, prepareDatabase } from '../../src/bootstrap.ts';

/**
 * The server as `npm start` runs it (same configuration, database, migrations, demo content and first
 * admin, same app) without the web renderer, so process-level tests need no `npm run build`.
 */
const env = loadEnv();
const database = await openDatabaseFromEnv(env);
const app = await createServerApp(env, database, undefined);
await prepareDatabase(database, env, app.log);
await app.listen({ host: env.HOST, port: env.PORT });
process.stdout.write('ready\n');
