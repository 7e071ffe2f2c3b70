import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admins } from '../../db/schema/admins.ts';

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
  async insert(db: DbOrTx, values: { email: string; name: string; passwordHash: string }) {
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
