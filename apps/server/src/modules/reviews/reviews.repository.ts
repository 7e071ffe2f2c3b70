import type { AdminReview, Review, ReviewStatus } from '@app/shared/reviews';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
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

export const toSubmittedReview = (row: ReviewRow) => ({
  ...toReview(row),
  status: row.status as ReviewStatus,
});

export const toAdminReview = (row: ReviewRow): AdminReview => ({
  ...toSubmittedReview(row),
  hidden: row.status === 'hidden',
});

/** `hidden` is the older filter: true is status hidden, false every other status. */
function statusFilter(options: { status?: ReviewStatus | undefined; hidden?: boolean | undefined }) {
  if (options.status) return eq(reviews.status, options.status);
  if (options.hidden === undefined) return undefined;
  return options.hidden ? eq(reviews.status, 'hidden') : ne(reviews.status, 'hidden');
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

export const reviewsRepository = {
  /** A page of reviews, newest first, and how many match in all. */
  async list(
    db: DbOrTx,
    options: {
      limit: number;
      offset: number;
      hidden?: boolean | undefined;
      status?: ReviewStatus | undefined;
    },
  ) {
    const where: SQL | undefined = statusFilter(options);
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

  /** Average rating (2 decimals, 0 when none) and count of the published reviews, the ones visitors see. */
  async visibleSummary(db: DbOrTx) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<number>`coalesce(round(avg(${reviews.rating}), 2), 0)::float8`,
      })
      .from(reviews)
      .where(eq(reviews.status, 'published'));
    return { count: row?.count ?? 0, average: Number(row?.average ?? 0) };
  },

  async insert(db: DbOrTx, values: typeof reviews.$inferInsert) {
    const [row] = await db.insert(reviews).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Sets the status of many reviews in one statement; returns how many exist. */
  async setStatusOfMany(db: DbOrTx, ids: number[], status: ReviewStatus) {
    const rows = await db
      .update(reviews)
      .set({ status })
      .where(inArray(reviews.id, ids))
      .returning({ id: reviews.id });
    return rows.length;
  },

  async deleteMany(db: DbOrTx, ids: number[]) {
    const rows = await db.delete(reviews).where(inArray(reviews.id, ids)).returning({ id: reviews.id });
    return rows.length;
  },

  async update(db: DbOrTx, id: number, values: { status?: ReviewStatus; businessReply?: string | null }) {
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
