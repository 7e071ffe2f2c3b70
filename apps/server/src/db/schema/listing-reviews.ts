import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Reviews of the business listing (Google Business Profile), cached locally and served from here. */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    /** The upstream review id (reviewId of the Business Profile API). */
    id: text('id').primaryKey(),
    author: text('author').notNull().default(''),
    authorPhotoUrl: text('author_photo_url'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }),
    replyComment: text('reply_comment'),
    replyUpdateTime: timestamp('reply_update_time', { withTimezone: true }),
    /** Demo rows seeded for a fresh install; a real sync or import replaces them. */
    isSample: boolean('is_sample').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('listing_reviews_create_time_idx').on(t.createTime),
  ],
);

/** One row per sync attempt: the admin screen shows the last time and result. */
export const listingSyncRuns = pgTable('listing_sync_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  source: text('source').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  ok: boolean('ok'),
  result: jsonb('result').$type<Record<string, unknown>>(),
});
