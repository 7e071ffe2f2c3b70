import { loadEnv, openDatabaseFromEnv } from '../bootstrap.ts';
import { seedDemoContent } from '../db/seed/seed.ts';

const force = process.argv.includes('--force');
const env = loadEnv();
const database = await openDatabaseFromEnv(env);
const log = { info: (_obj: unknown, msg?: string) => process.stdout.write(`${msg ?? ''}\n`) };
try {
  await database.migrate();
  const seeded = await seedDemoContent(database.db, log, { force });
  if (!seeded) process.stdout.write('Demo content was already seeded (use --force to seed again).\n');
} finally {
  await database.close();
}
