import {
  type ListingReview,
  type ListingSyncResult,
  type ListingSyncRun,
  type ListingSyncSource,
  listingSyncResultSchema,
} from '@app/shared/listing-reviews';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listingReviews, listingSyncRuns } from '../../db/schema/listing-reviews.ts';

type ListingReviewRow = typeof listingReviews.$inferSelect;
export type ListingReviewInsert = typeof listingReviews.$inferInsert;
type SyncRunRow = typeof listingSyncRuns.$inferSelect;

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

export function toSyncRun(row: SyncRunRow): ListingSyncRun {
  const result = listingSyncResultSchema.safeParse(row.result);
  return {
    id: row.id,
    source: row.source === 'import' ? 'import' : 'google',
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ok: row.ok,
    result: result.success ? result.data : null,
  };
}

// Postgres allows 65535 parameters per statement; a review takes 10.
const UPSERT_CHUNK = 1000;
const DELETE_CHUNK = 5000;

// The columns whose change makes an upsert count as one (syncedAt and isSample aside).
const contentColumns = [
  listingReviews.author,
  listingReviews.authorPhotoUrl,
  listingReviews.rating,
  listingReviews.comment,
  listingReviews.createTime,
  listingReviews.updateTime,
  listingReviews.replyComment,
  listingReviews.replyUpdateTime,
  listingReviews.isSample,
];
const excluded = (column: (typeof contentColumns)[number]) => sql.raw(`excluded."${column.name}"`);

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
  async insertMissing(db: DbOrTx, rows: ListingReviewInsert[]) {
    if (rows.length === 0) return;
    await db.insert(listingReviews).values(rows).onConflictDoNothing({ target: listingReviews.id });
  },

  /**
   * Inserts new reviews and updates stored ones whose content differs; returns how many rows it added or
   * changed. Ids must be unique within `rows` (Postgres refuses to update one row twice in a statement).
   */
  async upsert(db: DbOrTx, rows: ListingReviewInsert[]): Promise<number> {
    let changed = 0;
    for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
      const chunk = rows.slice(start, start + UPSERT_CHUNK);
      const returned = await db
        .insert(listingReviews)
        .values(chunk)
        .onConflictDoUpdate({
          target: listingReviews.id,
          set: {
            ...Object.fromEntries(contentColumns.map((column) => [columnKey(column.name), excluded(column)])),
            syncedAt: sql`now()`,
          },
          // Unchanged reviews are left alone: `returning` then lists only what really changed.
          setWhere: sql.join(
            contentColumns.map((column) => sql`${column} is distinct from ${excluded(column)}`),
            sql` or `,
          ),
        })
        .returning({ id: listingReviews.id });
      changed += returned.length;
    }
    return changed;
  },

  /** Ids of the stored reviews that came from the listing (not the demo samples). */
  async listingIds(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ id: listingReviews.id })
      .from(listingReviews)
      .where(eq(listingReviews.isSample, false));
    return rows.map((row) => row.id);
  },

  async deleteByIds(db: DbOrTx, ids: string[]): Promise<number> {
    let deleted = 0;
    for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
      const chunk = ids.slice(start, start + DELETE_CHUNK);
      const rows = await db
        .delete(listingReviews)
        .where(and(inArray(listingReviews.id, chunk), eq(listingReviews.isSample, false)))
        .returning({ id: listingReviews.id });
      deleted += rows.length;
    }
    return deleted;
  },

  async deleteSamples(db: DbOrTx): Promise<number> {
    const rows = await db
      .delete(listingReviews)
      .where(eq(listingReviews.isSample, true))
      .returning({ id: listingReviews.id });
    return rows.length;
  },

  async counts(db: DbOrTx): Promise<{ total: number; samples: number }> {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        samples: sql<number>`(count(*) filter (where ${listingReviews.isSample}))::int`,
      })
      .from(listingReviews);
    return { total: row?.total ?? 0, samples: row?.samples ?? 0 };
  },
};

function columnKey(name: string): keyof ListingReviewInsert {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as keyof ListingReviewInsert;
}

/** listing_sync_runs: one row per sync or import, written when it starts and when it ends. */
export const listingSyncRunsRepository = {
  async start(db: DbOrTx, source: ListingSyncSource): Promise<number> {
    const [row] = await db.insert(listingSyncRuns).values({ source }).returning({ id: listingSyncRuns.id });
    if (!row) throw new Error('listing_sync_runs: insert returned nothing');
    return row.id;
  },

  async finish(db: DbOrTx, id: number, ok: boolean, result: ListingSyncResult): Promise<ListingSyncRun> {
    const [row] = await db
      .update(listingSyncRuns)
      .set({ finishedAt: sql`now()`, ok, result })
      .where(eq(listingSyncRuns.id, id))
      .returning();
    if (!row) throw new Error(`listing_sync_runs: run ${id} not found`);
    return toSyncRun(row);
  },

  /** The last finished run, and when the last successful one finished. */
  async latest(db: DbOrTx): Promise<{ lastRun: ListingSyncRun | null; lastSuccessAt: string | null }> {
    const [last] = await db
      .select()
      .from(listingSyncRuns)
      .where(isNotNull(listingSyncRuns.finishedAt))
      .orderBy(desc(listingSyncRuns.finishedAt), desc(listingSyncRuns.id))
      .limit(1);
    const [success] = await db
      .select({ finishedAt: listingSyncRuns.finishedAt })
      .from(listingSyncRuns)
      .where(eq(listingSyncRuns.ok, true))
      .orderBy(desc(listingSyncRuns.finishedAt))
      .limit(1);
    return {
      lastRun: last ? toSyncRun(last) : null,
      lastSuccessAt: success?.finishedAt?.toISOString() ?? null,
    };
  },

  /** A run started after `since` has not finished (older unfinished rows are runs a crash cut short). */
  async anyRunningSince(db: DbOrTx, since: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: listingSyncRuns.id })
      .from(listingSyncRuns)
      .where(and(isNull(listingSyncRuns.finishedAt), gt(listingSyncRuns.startedAt, since)))
      .limit(1);
    return row !== undefined;
  },

  /** Forgets runs older than `before`, except the last successful one (the status shows its time). */
  async prune(db: DbOrTx, before: Date): Promise<void> {
    await db
      .delete(listingSyncRuns)
      .where(
        and(
          lt(listingSyncRuns.startedAt, before),
          sql`${listingSyncRuns.id} <> coalesce((select max(${listingSyncRuns.id}) from ${listingSyncRuns} where ${listingSyncRuns.ok}), 0)`,
        ),
      );
  },
};
