import { createHash, randomBytes } from 'node:crypto';
import {
  type CreateStaffInput,
  createStaffInput,
  PASSWORD_LINK_TTL_HOURS,
  type StaffMember,
  type StaffRole,
  type UpdateStaffInput,
} from '@app/shared/auth';
import type { Db } from '../../db/client.ts';
import type { AdminRow } from '../../db/schema/admins.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { html } from '../mail/templates/html.ts';
import { adminsRepository } from './admins.repository.ts';
import { createAdmin } from './manage-admins.ts';

/** Only the hash of a link's secret is stored: a copy of the database opens no account. */
const hashOfLinkSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

export function staffMember(row: AdminRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    invitePending: row.passwordSetupHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = (id: number) => new AppError('ADMIN_NOT_FOUND', `No staff member with id ${id}`);
const lastOwner = () => new AppError('LAST_OWNER', 'The last owner cannot be removed or given another role');

function inviteMail(to: string, url: string) {
  const text = [
    'Te invitaron al panel de administración. Elige tu contraseña con este enlace:',
    url,
    '',
    'You were invited to the back-office. Choose your password with this link:',
    url,
    '',
    `El enlace sirve una vez y vence en ${PASSWORD_LINK_TTL_HOURS} horas. / The link works once and expires in ${PASSWORD_LINK_TTL_HOURS} hours.`,
  ].join('\n');
  const body = html`<p>Te invitaron al panel de administración. / You were invited to the back-office.</p>
<p><a href="${url}">Elegir contraseña / Choose your password</a></p>
<p>El enlace sirve una vez y vence en ${PASSWORD_LINK_TTL_HOURS} horas. / The link works once and expires in ${PASSWORD_LINK_TTL_HOURS} hours.</p>`;
  return {
    kind: 'staff_invite' as const,
    to,
    subject: 'Invitación al panel / Back-office invitation',
    html: body.value,
    text,
    language: 'es' as const,
  };
}

/**
 * Adds a staff member. With `invite: "link"` a one-time set-password link is e-mailed (through the
 * outbox, in the same transaction) and returned to the owner; with `invite: "password"` a generated
 * password is returned, once. Neither is logged.
 */
export async function createStaff(db: Db, input: CreateStaffInput, publicUrl: string) {
  const { email, name, role, invite } = createStaffInput.parse(input);
  return db.transaction(async (tx) => {
    const { admin, password } = await createAdmin(tx, { email, name, role });
    if (invite === 'password') return { admin: staffMember(admin), password };
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSWORD_LINK_TTL_HOURS * 3_600_000);
    await adminsRepository.setPasswordLink(tx, admin.id, hashOfLinkSecret(secret), expiresAt);
    const setPasswordUrl = new URL(`/admin/set-password?token=${secret}`, publicUrl).href;
    await enqueueMail(tx, { ...inviteMail(admin.email, setPasswordUrl), reference: `admin:${admin.id}` });
    return {
      admin: { ...staffMember(admin), invitePending: true },
      setPasswordUrl,
    };
  });
}

/** Changes a name or a role; the last owner keeps the owner role. */
export async function updateStaff(db: Db, id: number, changes: UpdateStaffInput) {
  return db.transaction(async (tx) => {
    const owners = await adminsRepository.lockOwners(tx);
    const current = await adminsRepository.findById(tx, id);
    if (!current) throw notFound(id);
    const demotesOwner = current.role === 'owner' && changes.role !== undefined && changes.role !== 'owner';
    if (demotesOwner && owners.length <= 1) throw lastOwner();
    const row = await adminsRepository.update(tx, id, changes);
    if (!row) throw notFound(id);
    return staffMember(row);
  });
}

/** Removes a staff member (their tokens stop working at once); never the last owner. */
export async function removeStaff(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const owners = await adminsRepository.lockOwners(tx);
    const current = await adminsRepository.findById(tx, id);
    if (!current) throw notFound(id);
    if (current.role === 'owner' && owners.length <= 1) throw lastOwner();
    await adminsRepository.remove(tx, id);
  });
}

/** Sets the password of the link's staff member; the link works once, until it expires. */
export async function setPasswordWithLink(db: Db, secret: string, password: string) {
  const row = await adminsRepository.usePasswordLink(
    db,
    hashOfLinkSecret(secret),
    await hashPassword(password),
  );
  if (!row) {
    throw new AppError(
      'PASSWORD_LINK_INVALID',
      'This link is not valid any more. Ask the owner for a new one.',
    );
  }
  return row;
}
