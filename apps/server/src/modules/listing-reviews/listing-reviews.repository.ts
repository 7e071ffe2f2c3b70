import type { ListingReview } from '@app/shared/listing-reviews';
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listingReviews } from '../../db/schema/listing-reviews.ts';

type ListingReviewRow = typeof listingReviews.$inferSelect;

export function toListingReview(row: ListingReviewRow): ListingReview {
  return {
    id: row.id,
    author: row.author,
    rating: row.rating,
    comment: row.comment,
    createTime: row.createTime.toISOString(),
    ...(row.replyComment
      ? {
          reply: {
            comment: row.replyComment,
            updateTime: (row.replyUpdateTime ?? row.createTime).toISOString(),
          },
        }
      : {}),
  };
}

export const listingReviewsRepository = {
  /** A page of the listing's reviews, newest first, and how many there are in all. */
  async page(db: DbOrTx, options: { limit: number; offset: number }) {
    const rows = await db
      .select()
      .from(listingReviews)
      .orderBy(desc(listingReviews.createTime), desc(listingReviews.id))
      .limit(options.limit)
      .offset(options.offset);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(listingReviews);
    return { rows, total: counted?.n ?? 0 };
  },

  /** Inserts reviews whose id is not stored yet. */
  async insertMissing(db: DbOrTx, rows: (typeof listingReviews.$inferInsert)[]) {
    if (rows.length === 0) return;
    await db.insert(listingReviews).values(rows).onConflictDoNothing({ target: listingReviews.id });
  },
};
