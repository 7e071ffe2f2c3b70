import type { SyncResult } from '@app/shared/calendars';
import { todayIn } from '@app/shared/dates';
import { bookingUnitOf } from '@app/shared/reservations';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadBusiness } from '../documents/business.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { type ConflictLine, renderCalendarConflictMail } from '../mail/templates/calendar-mails.ts';
import { lockServiceBookings } from '../reservations/db-errors.ts';
import { type BlockRow, calendarsRepository, type NewBlockRow } from './calendars.repository.ts';
import { type FeedBlock, feedBlockOf, MAX_FEED_EVENTS, sameRange } from './feed-blocks.ts';
import { FeedError, type FetchFeedOptions, fetchFeed } from './fetch-feed.ts';
import { parseFeed } from './parse-feed.ts';

export interface SyncDeps {
  database: Pick<Database, 'db' | 'kind'>;
  fetch: Omit<FetchFeedOptions, 'signal'>;
  signal?: AbortSignal;
  log: { warn(obj: object, msg: string): void };
}

export const importNotFound = () => new AppError('CALENDAR_IMPORT_NOT_FOUND', 'Calendar import not found');

const emptyResult = { added: 0, updated: 0, removed: 0, conflicts: 0, skipped: 0 };

/** Feeds syncing in this process (PGlite has one process; PostgreSQL instances also take a lock). */
const syncingHere = new Set<string>();

/**
 * Runs `work` unless this feed is being synced already, here or by another instance on the same
 * PostgreSQL (a transaction-level advisory lock held while the work runs on other connections, released
 * by PostgreSQL even if the process dies), as the listing reviews' sync does.
 */
async function exclusively<T>(deps: SyncDeps, importId: number, work: () => Promise<T>): Promise<T | 'busy'> {
  const key = `${importId}`;
  if (syncingHere.has(key)) return 'busy';
  syncingHere.add(key);
  try {
    if (deps.database.kind !== 'postgres') return await work();
    return await deps.database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(current_schema() || ':calendar-import'), ${importId}::int) as locked`,
      );
      const [row] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
      return row?.locked ? await work() : ('busy' as const);
    });
  } finally {
    syncingHere.delete(key);
  }
}

const rangeKey = (block: Pick<BlockRow, 'startsAt' | 'endsAt'>) =>
  `${block.startsAt.getTime()}/${block.endsAt.getTime()}`;

const rangeText = (block: Pick<BlockRow, 'startDate' | 'endDate' | 'startsAt' | 'endsAt'>) => ({
  start: block.startDate ?? block.startsAt.toISOString(),
  end: block.endDate ?? block.endsAt.toISOString(),
});

interface Applied {
  added: number;
  updated: number;
  removed: number;
  /** Blocks written by this sync (new, or a new range) that meet one of our reservations. */
  conflicts: Array<{ block: FeedBlock; reservationCode: string }>;
}

/**
 * Applies a whole snapshot to the feed's blocks, under the service's booking lock (decision 0040): an
 * event matched by its UID is updated when its range changed; an event whose UID is new but whose range
 * is that of a block no longer in the feed is that block under a new UID (Airbnb changes the UID of a
 * block it edits) and keeps it; the rest are added, and blocks no longer in the feed are removed.
 */
async function applySnapshot(tx: Tx, feed: { id: number; serviceId: number }, blocks: FeedBlock[]) {
  await lockServiceBookings(tx, feed.serviceId);
  const existing = await calendarsRepository.blocksOfImport(tx, feed.id);
  const byUid = new Map(existing.map((row) => [row.externalUid ?? '', row]));
  const unmatched = new Map(existing.map((row) => [row.id, row]));
  const applied: Applied = { added: 0, updated: 0, removed: 0, conflicts: [] };
  const fresh: FeedBlock[] = [];
  const changed: FeedBlock[] = [];
  const pending: FeedBlock[] = [];
  for (const block of blocks) {
    const row = byUid.get(block.key);
    if (!row) {
      pending.push(block);
      continue;
    }
    unmatched.delete(row.id);
    if (sameRange(row, block) && row.reason === block.summary) continue;
    await calendarsRepository.updateBlock(tx, row.id, { ...periodOf(block), reason: block.summary });
    applied.updated++;
    if (!sameRange(row, block)) changed.push(block);
  }
  // Blocks no longer matched, by range: an event under a new UID takes the one of its range.
  const byRange = new Map<string, BlockRow[]>();
  for (const row of unmatched.values())
    byRange.set(rangeKey(row), [...(byRange.get(rangeKey(row)) ?? []), row]);
  const inserts: NewBlockRow[] = [];
  const renames: Array<{ id: number; uid: string; reason: string }> = [];
  for (const block of pending) {
    const renamed = byRange.get(rangeKey(block))?.find((row) => unmatched.has(row.id));
    if (renamed) {
      unmatched.delete(renamed.id);
      renames.push({ id: renamed.id, uid: block.key, reason: block.summary });
      continue;
    }
    inserts.push({
      serviceId: feed.serviceId,
      importId: feed.id,
      externalUid: block.key,
      ...periodOf(block),
      reason: block.summary,
    });
    fresh.push(block);
  }
  // New UIDs are keys no block of the feed holds: neither a rename nor an insert can collide.
  await calendarsRepository.renameBlocks(tx, renames);
  applied.updated += renames.length;
  await calendarsRepository.insertBlocks(tx, inserts);
  applied.added = inserts.length;
  for (const row of unmatched.values()) {
    await calendarsRepository.deleteBlock(tx, row.id);
    applied.removed++;
  }
  // One query for the conflicts: this feed's blocks over our reservations, those this sync wrote.
  const written = new Map([...fresh, ...changed].map((block) => [block.key, block]));
  const seen = new Set<string>();
  for (const row of await calendarsRepository.conflicts(tx, new Date(0), feed.id)) {
    const block = written.get(row.block.externalUid ?? '');
    if (!block || seen.has(block.key)) continue;
    seen.add(block.key);
    applied.conflicts.push({ block, reservationCode: row.reservationCode });
  }
  return applied;
}

const periodOf = (block: FeedBlock) => ({
  startDate: block.startDate,
  endDate: block.endDate,
  startsAt: block.startsAt,
  endsAt: block.endsAt,
});

/** The owner hears of new conflicts through the outbox, in the transaction that wrote them. */
async function mailConflicts(
  tx: Tx,
  feed: { id: number; name: string },
  serviceName: string,
  conflicts: Applied['conflicts'],
) {
  if (conflicts.length === 0) return;
  const lines: ConflictLine[] = conflicts.map(({ block, reservationCode }) => ({
    serviceName,
    feedName: feed.name,
    ...rangeText(block),
    reservationCode,
  }));
  const mail = renderCalendarConflictMail(lines, await loadBusiness(tx), 'es');
  await enqueueMail(tx, {
    kind: 'calendar_conflict',
    to: null,
    ...mail,
    language: 'es',
    reference: `calendar-import:${feed.id}`,
  });
}

/**
 * Syncs one imported feed (on demand or from the scheduler): fetch, parse, apply the snapshot, record
 * the outcome beside the feed. A bad feed (not iCal, HTTP error, timeout, too large, too many events)
 * changes no block and records the error; an imported event over one of our reservations is kept,
 * counted as a conflict and e-mailed to the owner. `busy` when the feed is being synced already.
 */
export async function syncCalendarImport(deps: SyncDeps, importId: number): Promise<SyncResult> {
  const { db } = deps.database;
  const found = await calendarsRepository.findImport(db, importId);
  if (!found) throw importNotFound();
  const { feed, serviceType, serviceName } = found;
  const outcome = await exclusively(deps, importId, async (): Promise<SyncResult> => {
    let blocks: FeedBlock[];
    let skipped = 0;
    try {
      const text = await fetchFeed(feed.url, {
        ...deps.fetch,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      const parsed = parseFeed(text);
      const unit = bookingUnitOf[serviceType];
      blocks = [];
      const today = todayIn();
      for (const event of parsed.events) {
        const block = feedBlockOf(event, unit, today);
        if (block) blocks.push(block);
      }
      skipped = parsed.skipped + (parsed.events.length - blocks.length);
      if (blocks.length > MAX_FEED_EVENTS) {
        throw new FeedError(
          `The feed has ${blocks.length} events to import; at most ${MAX_FEED_EVENTS} are kept`,
        );
      }
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      deps.log.warn({ importId, err: error.message }, 'calendar import: feed not read, last events kept');
      await calendarsRepository.recordSync(db, importId, { status: 'error', error: error.message });
      return { status: 'error', ...emptyResult, error: error.message };
    }
    const applied = await db.transaction(async (tx) => {
      const result = await applySnapshot(tx, feed, blocks);
      await mailConflicts(tx, feed, serviceName, result.conflicts);
      await calendarsRepository.recordSync(tx, importId, { status: 'ok', error: null });
      return result;
    });
    return {
      status: 'ok',
      added: applied.added,
      updated: applied.updated,
      removed: applied.removed,
      conflicts: applied.conflicts.length,
      skipped,
      error: null,
    };
  });
  return outcome === 'busy' ? { status: 'busy', ...emptyResult, error: null } : outcome;
}
