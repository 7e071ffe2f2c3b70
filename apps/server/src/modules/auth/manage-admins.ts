import { ADMIN_PASSWORD_MIN_LENGTH, type StaffRole } from '@app/shared/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import { adminsRepository } from './admins.repository.ts';

function checkPassword(password: string) {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new AppError(
      'PASSWORD_TOO_SHORT',
      `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    );
  }
}

/** Creates an admin; without a password one is generated and returned so it can be shown once. */
export async function createAdmin(
  db: DbOrTx,
  input: { email: string; name?: string | undefined; password?: string; role?: StaffRole },
) {
  const password = input.password ?? generatePassword();
  checkPassword(password);
  if (await adminsRepository.findByEmail(db, input.email)) {
    throw new AppError('ADMIN_EMAIL_TAKEN', `An admin with the e-mail ${input.email} already exists`);
  }
  const admin = await adminsRepository.insert(db, {
    email: input.email,
    name: input.name ?? input.email.split('@')[0] ?? 'Admin',
    passwordHash: await hashPassword(password),
    // The command line is the owner's tool: an admin created there, or the first one, is an owner.
    role: input.role ?? 'owner',
  });
  return { admin, password };
}

/** Sets a new password and invalidates every token issued before. */
export async function resetAdminPassword(db: DbOrTx, email: string, newPassword?: string) {
  const password = newPassword ?? generatePassword();
  checkPassword(password);
  const admin = await adminsRepository.findByEmail(db, email);
  if (!admin) throw new AppError('ADMIN_NOT_FOUND', `No admin with the e-mail ${email}`);
  await adminsRepository.setPassword(db, admin.id, await hashPassword(password));
  return { admin, password };
}

/**
 * On start: when no admin exists, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or admin@localhost with
 * a generated password. Returns what to print once; null when admins already exist.
 */
export async function ensureFirstAdmin(db: DbOrTx, config: { email?: string; password?: string }) {
  if ((await adminsRepository.count(db)) > 0) return null;
  const { admin, password } = await createAdmin(db, {
    email: config.email ?? 'admin@localhost',
    name: 'Admin',
    ...(config.password ? { password: config.password } : {}),
  });
  return { email: admin.email, password, generated: !config.password };
}
