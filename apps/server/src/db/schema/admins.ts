import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const admins = pgTable(
  'admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on password reset: tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** owner, manager, agent or accountant (@app/shared/auth staffRoles); admins from before roles are owners. */
    role: text('role').notNull().default('owner'),
    /** sha256 of the one-time set-password link's secret, and when that link stops working. */
    passwordSetupHash: text('password_setup_hash'),
    passwordSetupExpiresAt: timestamp('password_setup_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('admins_password_setup_unique').on(table.passwordSetupHash),
    check('admins_role_known', sql`${table.role} in ('owner', 'manager', 'agent', 'accountant')`),
  ],
);

/** Tokens logged out before they expire (POST /auth/logout): every instance refuses them. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  /** When the token would have expired anyway: the row may be deleted after it. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type AdminRow = typeof admins.$inferSelect;
