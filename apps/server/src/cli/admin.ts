import { parseArgs } from 'node:util';
import { loadEnv, openDatabaseFromEnv } from '../bootstrap.ts';
import { AppError } from '../lib/app-error.ts';
import { createAdmin, resetAdminPassword } from '../modules/auth/manage-admins.ts';

const usage = `Usage:
  npm run admin -- create <email> [--name "Full Name"] [--password <password>]
  npm run admin -- reset-password <email> [--password <password>]
Without --password a strong password is generated and printed once.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, email] = positionals;
if (values.help || !command || !email || !['create', 'reset-password'].includes(command)) {
  process.stdout.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}

const env = loadEnv();
const database = await openDatabaseFromEnv(env);
try {
  await database.migrate();
  const password = values.password ? { password: values.password } : {};
  if (command === 'create') {
    const result = await createAdmin(database.db, {
      email,
      ...(values.name ? { name: values.name } : {}),
      ...password,
    });
    process.stdout.write(`Admin ${result.admin.email} created.\n`);
    if (!values.password) process.stdout.write(`Password (shown once): ${result.password}\n`);
  } else {
    const result = await resetAdminPassword(database.db, email, values.password);
    process.stdout.write(`Password of ${result.admin.email} reset; earlier sessions are logged out.\n`);
    if (!values.password) process.stdout.write(`New password (shown once): ${result.password}\n`);
  }
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
