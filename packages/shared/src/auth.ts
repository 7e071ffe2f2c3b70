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

export const adminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

export const loginResponse = z.object({
  token: z.string(),
  admin: adminSchema,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Minimum length of an admin password set through the CLI or the first-admin variables. */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;
