import type { Client } from '@app/shared/clients';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';

type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Partial<Omit<typeof clients.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export function toClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    notes: row.notes,
    language: row.language === 'en' ? 'en' : 'es',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Every word of `q` must appear (case-insensitively) in the name, lastname, e-mail or phone. A word with
 * three or more digits also matches the phone's digits, so '3055550101' finds '+1 (305) 555-0101'.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      const digits = word.replace(/\D/g, '');
      return or(
        sql`${clients.name} ilike ${pattern}`,
        sql`${clients.lastname} ilike ${pattern}`,
        sql`${clients.email} ilike ${pattern}`,
        sql`${clients.phone} ilike ${pattern}`,
        digits.length >= 3
          ? sql`regexp_replace(${clients.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : undefined,
      );
    }),
  );
}

export const clientsRepository = {
  /** A page of clients sorted by lastname, name, id (case-insensitively), and how many match in all. */
  async list(db: DbOrTx, options: { limit: number; offset: number; q?: string | undefined }) {
    const where = searchCondition(options.q);
    const rows = await db
      .select()
      .from(clients)
      .where(where)
      .orderBy(sql`lower(${clients.lastname})`, sql`lower(${clients.name})`, asc(clients.id))
      .limit(options.limit)
      .offset(options.offset);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where);
    return { rows, total: counted?.n ?? 0 };
  },

  async findById(db: DbOrTx, id: number) {
    const [row] = await db.select().from(clients).where(eq(clients.id, id));
    return row;
  },

  /** The client with this e-mail (any case), other than `exceptId`. */
  async findByEmail(db: DbOrTx, email: string, exceptId?: number) {
    const [row] = await db
      .select()
      .from(clients)
      .where(
        and(
          sql`lower(${clients.email}) = ${email.toLowerCase()}`,
          exceptId === undefined ? undefined : ne(clients.id, exceptId),
        ),
      )
      .limit(1);
    return row;
  },

  async insert(db: DbOrTx, values: ClientValues) {
    const [row] = await db.insert(clients).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: DbOrTx, id: number, values: ClientValues) {
    const [row] = await db
      .update(clients)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, id: number) {
    const deleted = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
    return deleted.length > 0;
  },
};
