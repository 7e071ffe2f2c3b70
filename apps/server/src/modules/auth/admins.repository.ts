import type { StaffRole } from '@app/shared/auth';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admins, revokedTokens } from '../../db/schema/admins.ts';

export const adminsRepository = {
  async findByEmail(db: DbOrTx, email: string) {
    const [row] = await db.select().from(admins).where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
    return row;
  },
  async findById(db: DbOrTx, id: number) {
    const [row] = await db.select().from(admins).where(eq(admins.id, id));
    return row;
  },
  async count(db: DbOrTx) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
    return row?.n ?? 0;
  },
  /** The admin of a token, and whether that token was logged out: one query on every admin request. */
  async findForToken(db: DbOrTx, id: number, jti: string) {
    const [row] = await db
      .select({
        id: admins.id,
        email: admins.email,
        name: admins.name,
        role: admins.role,
        tokenVersion: admins.tokenVersion,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
      })
      .from(admins)
      .where(eq(admins.id, id));
    return row;
  },
  async revokeToken(db: DbOrTx, jti: string, expiresAt: Date) {
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
    await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  },
  async list(db: DbOrTx) {
    return db.select().from(admins).orderBy(asc(admins.id));
  },
  /** The owners, locked until the transaction ends: two demotions at once cannot both pass the check. */
  async lockOwners(db: DbOrTx) {
    return db.select({ id: admins.id }).from(admins).where(eq(admins.role, 'owner')).for('update');
  },
  async update(db: DbOrTx, id: number, changes: { name?: string | undefined; role?: StaffRole | undefined }) {
    const [row] = await db
      .update(admins)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.role !== undefined ? { role: changes.role } : {}),
        updatedAt: new Date(),
      })
      .where(eq(admins.id, id))
      .returning();
    return row;
  },
  async remove(db: DbOrTx, id: number) {
    const [row] = await db.delete(admins).where(eq(admins.id, id)).returning({ id: admins.id });
    return row;
  },
  async setPasswordLink(db: DbOrTx, id: number, hash: string, expiresAt: Date) {
    await db
      .update(admins)
      .set({ passwordSetupHash: hash, passwordSetupExpiresAt: expiresAt })
      .where(eq(admins.id, id));
  },
  /** Uses a set-password link: one statement, so a link works once even when used twice at once. */
  async usePasswordLink(db: DbOrTx, hash: string, passwordHash: string) {
    const [row] = await db
      .update(admins)
      .set({
        passwordHash,
        passwordSetupHash: null,
        passwordSetupExpiresAt: null,
        tokenVersion: sql`${admins.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(admins.passwordSetupHash, hash), gt(admins.passwordSetupExpiresAt, new Date())))
      .returning();
    return row;
  },
  async insert(
    db: DbOrTx,
    values: { email: string; name: string; passwordHash: string; role?: StaffRole | undefined },
  ) {
    const [row] = await db
      .insert(admins)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async setPassword(db: DbOrTx, id: number, passwordHash: string) {
    const [row] = await db
      .update(admins)
      .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, id))
      .returning();
    return row;
  },
};
