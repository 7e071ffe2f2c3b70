import { loadEnv, openDatabaseFromEnv } from '../bootstrap.ts';

const env = loadEnv();
const database = await openDatabaseFromEnv(env);
try {
  await database.migrate();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
}
