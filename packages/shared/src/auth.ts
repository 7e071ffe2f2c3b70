import { z } from 'zod';

export const loginInput = z.object({
  // Not z.email(): the default first admin is admin@localhost, which has no top-level domain.
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+$/, 'Invalid email address'),
  password: z.string().min(1).max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The staff roles (ARCHITECTURE.md, "The owner's settings, staff and roles"). */
export const staffRoles = ['owner', 'manager', 'agent', 'accountant'] as const;
export const staffRoleSchema = z.enum(staffRoles, { error: `role: must be one of ${staffRoles.join(', ')}` });
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const adminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type Admin = z.infer<typeof adminSchema>;

export const loginResponse = z.object({
  token: z.string(),
  admin: adminSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Minimum length of an admin password set through the CLI or the first-admin variables. */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;

/** A staff member as the owner's staff screen lists it. */
export const staffMemberSchema = adminSchema.extend({
  /** A set-password link was sent and not used yet. */
  invitePending: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

const staffEmail = loginInput.shape.email;
const staffName = z.string().trim().min(1).max(120);

/**
 * POST /api/admins. `invite: "link"` sends a one-time set-password link by e-mail (and returns it, so
 * the owner can pass it on when e-mail is not set up); `invite: "password"` returns a generated
 * password, shown once and never stored or logged.
 */
export const createStaffInput = z.object({
  email: staffEmail,
  name: staffName.optional(),
  role: staffRoleSchema,
  invite: z.enum(['link', 'password']).default('link'),
});
export type CreateStaffInput = z.input<typeof createStaffInput>;

export const createStaffResponse = z.object({
  admin: staffMemberSchema,
  setPasswordUrl: z.string().optional(),
  password: z.string().optional(),
});
export type CreateStaffResponse = z.infer<typeof createStaffResponse>;

export const updateStaffInput = z
  .object({ name: staffName.optional(), role: staffRoleSchema.optional() })
  .refine((v) => v.name !== undefined || v.role !== undefined, { message: 'Nothing to update' });
export type UpdateStaffInput = z.infer<typeof updateStaffInput>;

/** POST /api/auth/set-password: the secret of a one-time link and the new password. */
export const setPasswordInput = z.object({
  token: z.string().min(20).max(200),
  password: z.string().min(ADMIN_PASSWORD_MIN_LENGTH).max(200),
});
export type SetPasswordInput = z.infer<typeof setPasswordInput>;

/** How long a set-password link works. */
export const PASSWORD_LINK_TTL_HOURS = 72;
