import {
  fromGoogleReview,
  type ListingReviewRecord,
  type ListingSyncResult,
  type ListingSyncRun,
  type ListingSyncSource,
} from '@app/shared/listing-reviews';
import { toPlainText } from '@app/shared/site';
import type { Db, DbOrTx } from '../../db/client.ts';
import { GoogleApiError, type GoogleClient } from './google-client.ts';
import {
  type ListingReviewInsert,
  listingReviewsRepository,
  listingSyncRunsRepository,
} from './listing-reviews.repository.ts';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Runs are kept this long; the admin screen only shows the last ones. */
const RUN_HISTORY_MS = 180 * 24 * 60 * 60 * 1000;

const emptyResult: ListingSyncResult = {
  fetched: 0,
  upserted: 0,
  deleted: 0,
  samplesRemoved: 0,
  skipped: 0,
  error: null,
};

/** A review as the table stores it: plain text, like every text the site keeps. */
export function toRow(record: ListingReviewRecord): ListingReviewInsert {
  const createTime = new Date(record.createTime);
  return {
    id: record.id,
    author: toPlainText(record.author),
    authorPhotoUrl: record.authorPhotoUrl,
    rating: record.rating,
    comment: toPlainText(record.comment, { multiline: true }),
    createTime,
    updateTime: record.updateTime ? new Date(record.updateTime) : null,
    replyComment: record.reply ? toPlainText(record.reply.comment, { multiline: true }) || null : null,
    replyUpdateTime: record.reply?.updateTime ? new Date(record.reply.updateTime) : null,
    isSample: false,
  };
}

/**
 * Writes reviews into the cache, in the caller's transaction: upserts by review id; with `deleteMissing`
 * (a complete listing from Google) removes stored reviews the listing no longer has, except `keepIds`
 * (reviews Google listed but that could not be read this time); and removes the demo samples, which a
 * real set of reviews replaces.
 */
export async function applyListingReviews(
  tx: DbOrTx,
  records: ListingReviewRecord[],
  options: { deleteMissing: boolean; keepIds?: Iterable<string> },
) {
  // The last occurrence of an id wins: a statement may not update one row twice.
  const byId = new Map(records.map((record) => [record.id, toRow(record)]));
  const upserted = await listingReviewsRepository.upsert(tx, [...byId.values()]);
  let deleted = 0;
  if (options.deleteMissing) {
    const keep = new Set(options.keepIds ?? []);
    const gone = (await listingReviewsRepository.listingIds(tx)).filter(
      (id) => !byId.has(id) && !keep.has(id),
    );
    deleted = await listingReviewsRepository.deleteByIds(tx, gone);
  }
  const samplesRemoved = await listingReviewsRepository.deleteSamples(tx);
  return { upserted, deleted, samplesRemoved };
}

function describe(error: unknown): string {
  if (error instanceof GoogleApiError) return error.message;
  return `Unexpected error: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Records one run around `work`: a listing_sync_runs row is written when it starts (so the admin screen
 * can tell one is under way) and finished in the same transaction as the reviews it stored.
 */
async function recordRun(
  db: Db,
  source: ListingSyncSource,
  work: (runId: number) => Promise<ListingSyncRun>,
  log: Log,
): Promise<ListingSyncRun> {
  const runId = await listingSyncRunsRepository.start(db, source);
  try {
    return await work(runId);
  } catch (error) {
    log.error({ err: error, source }, 'listing reviews: could not store the reviews');
    return listingSyncRunsRepository.finish(db, runId, false, {
      ...emptyResult,
      error: `Could not store the reviews: ${error instanceof Error ? error.message : String(error)}`,
    });
  } finally {
    await listingSyncRunsRepository.prune(db, new Date(Date.now() - RUN_HISTORY_MS)).catch(() => {});
  }
}

export interface SyncOutcome {
  run: ListingSyncRun;
  /** Why the run failed, for the scheduler to decide when to try again. */
  error?: unknown;
}

/**
 * One sync from Google: read every page first, and only when the whole listing was read write it, all in
 * one transaction. A failed or partial read changes nothing in the cache (so nothing is deleted because
 * of a page that did not arrive); the run records the error and the endpoint keeps serving the cache.
 */
export async function syncListingReviews(deps: {
  db: Db;
  client: GoogleClient;
  log: Log;
  signal?: AbortSignal;
}): Promise<SyncOutcome> {
  const { db, client, log } = deps;
  let failure: unknown;
  const run = await recordRun(
    db,
    'google',
    async (runId) => {
      let listing: Awaited<ReturnType<GoogleClient['listAllReviews']>>;
      try {
        listing = await client.listAllReviews(deps.signal);
      } catch (error) {
        failure = error;
        log.warn(
          {
            err: error instanceof GoogleApiError ? undefined : error,
            kind: error instanceof GoogleApiError ? error.kind : 'unexpected',
            status: error instanceof GoogleApiError ? error.status : undefined,
            reason: describe(error),
          },
          'listing reviews: sync from Google failed; the cache is unchanged',
        );
        return listingSyncRunsRepository.finish(db, runId, false, { ...emptyResult, error: describe(error) });
      }

      const records: ListingReviewRecord[] = [];
      const keepIds = [...listing.unreadable.ids];
      for (const review of listing.reviews) {
        const record = fromGoogleReview(review);
        if (record) records.push(record);
        else keepIds.push(review.reviewId);
      }
      const fetched = listing.reviews.length + listing.unreadable.count;
      const skipped = fetched - records.length;
      const finished = await db.transaction(async (tx) => {
        const counts = await applyListingReviews(tx, records, { deleteMissing: true, keepIds });
        return listingSyncRunsRepository.finish(tx, runId, true, {
          ...emptyResult,
          fetched,
          skipped,
          ...counts,
        });
      });
      log.info({ runId, ...finished.result }, 'listing reviews synced from Google');
      return finished;
    },
    log,
  );
  return failure === undefined ? { run } : { run, error: failure };
}

/**
 * An imported file: upserts its reviews and replaces the demo samples. Reviews stored before and absent
 * from the file stay: a file may be a part of the listing (one page of the public list, say).
 */
export async function importListingReviews(
  db: Db,
  items: (ListingReviewRecord | null)[],
  log: Log,
): Promise<ListingSyncRun> {
  const records = items.filter((item): item is ListingReviewRecord => item !== null);
  return recordRun(
    db,
    'import',
    async (runId) => {
      const finished = await db.transaction(async (tx) => {
        const counts = await applyListingReviews(tx, records, { deleteMissing: false });
        return listingSyncRunsRepository.finish(tx, runId, true, {
          ...emptyResult,
          fetched: items.length,
          skipped: items.length - records.length,
          ...counts,
        });
      });
      log.info({ runId, ...finished.result }, 'listing reviews imported');
      return finished;
    },
    log,
  );
}
