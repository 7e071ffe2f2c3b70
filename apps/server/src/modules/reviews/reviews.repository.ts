import type { AdminReview, Review } from '@app/shared/reviews';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/engagement.ts';

type ReviewRow = typeof reviews.$inferSelect;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    rating: row.rating,
    comment: row.comment,
    businessReply: row.businessReply,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toAdminReview = (row: ReviewRow): AdminReview => ({ ...toReview(row), hidden: row.hidden });

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

export const reviewsRepository = {
  /** A page of reviews, newest first, and how many match in all. */
  async list(db: DbOrTx, options: { limit: number; offset: number; hidden?: boolean | undefined }) {
    const where: SQL | undefined =
      options.hidden === undefined ? undefined : eq(reviews.hidden, options.hidden);
    const rows = await db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...newestFirst)
      .limit(options.limit)
      .offset(options.offset);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(where);
    return { rows, total: counted?.n ?? 0 };
  },

  /** Average rating (2 decimals, 0 when none) and count of the reviews visitors see. */
  async visibleSummary(db: DbOrTx) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<number>`coalesce(round(avg(${reviews.rating}), 2), 0)::float8`,
      })
      .from(reviews)
      .where(eq(reviews.hidden, false));
    return { count: row?.count ?? 0, average: Number(row?.average ?? 0) };
  },

  async insert(db: DbOrTx, values: typeof reviews.$inferInsert) {
    const [row] = await db.insert(reviews).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: DbOrTx, id: number, values: { hidden?: boolean; businessReply?: string | null }) {
    const [row] = await db.update(reviews).set(values).where(eq(reviews.id, id)).returning();
    return row;
  },

  async delete(db: DbOrTx, id: number) {
    const deleted = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
    return deleted.length > 0;
  },

  /** Whether a review with exactly these names and comment exists (the demo seed stays idempotent). */
  async exists(db: DbOrTx, values: { firstName: string; lastName: string; comment: string }) {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(
          eq(reviews.firstName, values.firstName),
          eq(reviews.lastName, values.lastName),
          eq(reviews.comment, values.comment),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
