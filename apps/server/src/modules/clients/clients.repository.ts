import type { Client } from '@app/shared/clients';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';
import { searchCondition } from './client-search.ts';

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

/** The list's order; the index clients_sort_idx has these very expressions. */
const listOrder = [sql`lower(${clients.lastname})`, sql`lower(${clients.name})`, asc(clients.id)];

export const clientsRepository = {
  /**
   * A page of clients sorted by lastname, name, id (case-insensitively), and how many match in all.
   * Without a search the page is read from the sort index and counted apart (a cheap count of the
   * table); with one, the matches are counted in the same scan that finds them (count(*) over ()).
   */
  async list(db: DbOrTx, options: { limit: number; offset: number; q?: string | undefined }) {
    const where = searchCondition(options.q);
    const count = async () => {
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(clients).where(where);
      return counted?.n ?? 0;
    };
    if (!where) {
      // The page's ids first, from the sort index alone (it includes the names: an index-only scan), then
      // only those rows: a deep page walks the index, not the table.
      const pageIds = db
        .select({ id: clients.id })
        .from(clients)
        .orderBy(...listOrder)
        .limit(options.limit)
        .offset(options.offset);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(clients)
          .where(sql`${clients.id} = any(array(${pageIds}))`)
          .orderBy(...listOrder),
        count(),
      ]);
      return { rows, total };
    }
    const found = await db
      .select({ client: clients, total: sql<number>`(count(*) over ())::int` })
      .from(clients)
      .where(where)
      .orderBy(...listOrder)
      .limit(options.limit)
      .offset(options.offset);
    // Past the last page no row carries the total: count it apart.
    const total = found[0]?.total ?? (options.offset > 0 ? await count() : 0);
    return { rows: found.map((row) => row.client), total };
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
