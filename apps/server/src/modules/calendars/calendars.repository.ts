import { randomBytes } from 'node:crypto';
import type { ServiceType } from '@app/shared/catalog';
import { blockingStatuses } from '@app/shared/reservations';
import { and, asc, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarBlocks, calendarExports, calendarImports } from '../../db/schema/calendars.ts';
import { services } from '../../db/schema/catalog.ts';
import { reservations } from '../../db/schema/reservations.ts';

export type BlockRow = typeof calendarBlocks.$inferSelect;
export type NewBlockRow = typeof calendarBlocks.$inferInsert;
export type ImportRow = typeof calendarImports.$inferSelect;

/** 32 random bytes: the export URL's secret. */
const newToken = () => randomBytes(32).toString('base64url');

export const calendarsRepository = {
  /** A service of this type, whatever its publication: the calendar is the staff's. */
  async service(db: DbOrTx, type: ServiceType, id: number) {
    const [row] = await db
      .select({ id: services.id, type: services.type, name: services.name })
      .from(services)
      .where(and(eq(services.id, id), eq(services.type, type)));
    return row;
  },

  async insertBlock(tx: DbOrTx, values: NewBlockRow): Promise<BlockRow> {
    const [row] = await tx.insert(calendarBlocks).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Many blocks in statements of at most 500 rows (a big feed's first sync). */
  async insertBlocks(tx: DbOrTx, rows: NewBlockRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(calendarBlocks).values(rows.slice(i, i + 500));
  },

  /** New UIDs (and summaries) for blocks a feed renamed, 500 a statement. */
  async renameBlocks(tx: DbOrTx, renames: Array<{ id: number; uid: string; reason: string }>): Promise<void> {
    for (let i = 0; i < renames.length; i += 500) {
      const values = sql.join(
        renames.slice(i, i + 500).map((r) => sql`(${r.id}::int, ${r.uid}::text, ${r.reason}::text)`),
        sql`, `,
      );
      await tx.execute(sql`update ${calendarBlocks} set external_uid = v.uid, reason = v.reason, updated_at = now()
        from (values ${values}) as v(id, uid, reason) where ${calendarBlocks.id} = v.id`);
    }
  },

  async findBlock(db: DbOrTx, id: number) {
    const [row] = await db.select().from(calendarBlocks).where(eq(calendarBlocks.id, id));
    return row;
  },

  async deleteBlock(tx: DbOrTx, id: number) {
    await tx.delete(calendarBlocks).where(eq(calendarBlocks.id, id));
  },

  /** A service's blocks that end after `since`, manual and imported, with the feed's name. */
  async blocksOf(db: DbOrTx, serviceId: number, since: Date) {
    return db
      .select({ block: calendarBlocks, importName: calendarImports.name })
      .from(calendarBlocks)
      .leftJoin(calendarImports, eq(calendarImports.id, calendarBlocks.importId))
      .where(and(eq(calendarBlocks.serviceId, serviceId), gt(calendarBlocks.endsAt, since)))
      .orderBy(asc(calendarBlocks.startsAt), asc(calendarBlocks.id));
  },

  /** The blocks of every service that meet [from, until), with their service's type and feed's name. */
  async blocksBetween(db: DbOrTx, from: Date, until: Date) {
    return db
      .select({ block: calendarBlocks, serviceType: services.type, importName: calendarImports.name })
      .from(calendarBlocks)
      .innerJoin(services, eq(services.id, calendarBlocks.serviceId))
      .leftJoin(calendarImports, eq(calendarImports.id, calendarBlocks.importId))
      .where(and(gt(calendarBlocks.endsAt, from), lt(calendarBlocks.startsAt, until)))
      .orderBy(asc(calendarBlocks.serviceId), asc(calendarBlocks.startsAt), asc(calendarBlocks.id));
  },

  /** A service's manual blocks (what the export carries besides the reservations). */
  async manualBlocksOf(db: DbOrTx, serviceId: number) {
    return db
      .select()
      .from(calendarBlocks)
      .where(and(eq(calendarBlocks.serviceId, serviceId), isNull(calendarBlocks.importId)))
      .orderBy(asc(calendarBlocks.startsAt));
  },

  /** The blocks an import holds: its last good snapshot. */
  async blocksOfImport(db: DbOrTx, importId: number) {
    return db.select().from(calendarBlocks).where(eq(calendarBlocks.importId, importId));
  },

  async updateBlock(tx: DbOrTx, id: number, values: Partial<NewBlockRow>) {
    await tx
      .update(calendarBlocks)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(calendarBlocks.id, id));
  },

  async insertImport(tx: DbOrTx, values: typeof calendarImports.$inferInsert): Promise<ImportRow> {
    const [row] = await tx.insert(calendarImports).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findImport(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ feed: calendarImports, serviceType: services.type, serviceName: services.name })
      .from(calendarImports)
      .innerJoin(services, eq(services.id, calendarImports.serviceId))
      .where(eq(calendarImports.id, id));
    return row;
  },

  async deleteImport(tx: DbOrTx, id: number) {
    await tx.delete(calendarImports).where(eq(calendarImports.id, id));
  },

  /** Every feed, oldest sync first: the scheduler's round. */
  async allImportIds(db: DbOrTx): Promise<number[]> {
    const rows = await db
      .select({ id: calendarImports.id })
      .from(calendarImports)
      .orderBy(sql`${calendarImports.lastSyncAt} asc nulls first`, asc(calendarImports.id));
    return rows.map((row) => row.id);
  },

  /** A service's feeds with the number of events each keeps. */
  async importsOf(db: DbOrTx, serviceId: number) {
    const events = db
      .select({ importId: calendarBlocks.importId, events: count().as('events') })
      .from(calendarBlocks)
      .where(eq(calendarBlocks.serviceId, serviceId))
      .groupBy(calendarBlocks.importId)
      .as('events');
    return db
      .select({ feed: calendarImports, events: sql<number>`coalesce(${events.events}, 0)::int` })
      .from(calendarImports)
      .leftJoin(events, eq(events.importId, calendarImports.id))
      .where(eq(calendarImports.serviceId, serviceId))
      .orderBy(asc(calendarImports.id));
  },

  async recordSync(
    tx: DbOrTx,
    id: number,
    outcome: { status: 'ok' | 'error'; error: string | null },
  ): Promise<void> {
    await tx
      .update(calendarImports)
      .set({
        lastSyncAt: sql`now()`,
        lastStatus: outcome.status,
        lastError: outcome.error,
        updatedAt: sql`now()`,
      })
      .where(eq(calendarImports.id, id));
  },

  /** Imported blocks, not yet over, that meet a blocking reservation of their service (of one feed). */
  async conflicts(db: DbOrTx, now: Date, importId?: number) {
    return db
      .select({
        block: calendarBlocks,
        importName: calendarImports.name,
        serviceType: services.type,
        serviceName: services.name,
        reservationId: reservations.id,
        reservationCode: reservations.code,
      })
      .from(calendarBlocks)
      .innerJoin(calendarImports, eq(calendarImports.id, calendarBlocks.importId))
      .innerJoin(services, eq(services.id, calendarBlocks.serviceId))
      .innerJoin(
        reservations,
        and(
          eq(reservations.serviceId, calendarBlocks.serviceId),
          inArray(reservations.status, [...blockingStatuses]),
          sql`tstzrange(${reservations.busyFrom}, ${reservations.busyUntil}, '[)') && tstzrange(${calendarBlocks.startsAt}, ${calendarBlocks.endsAt}, '[)')`,
        ),
      )
      .where(
        and(
          gt(calendarBlocks.endsAt, now),
          importId === undefined ? undefined : eq(calendarBlocks.importId, importId),
        ),
      )
      .orderBy(asc(calendarBlocks.startsAt), asc(calendarBlocks.id), asc(reservations.id));
  },

  /** The service's export token, made on first use. */
  async exportToken(db: DbOrTx, serviceId: number): Promise<string> {
    await db.insert(calendarExports).values({ serviceId, token: newToken() }).onConflictDoNothing();
    const [row] = await db
      .select({ token: calendarExports.token })
      .from(calendarExports)
      .where(eq(calendarExports.serviceId, serviceId));
    if (!row) throw new Error('export token missing');
    return row.token;
  },

  /** A new export token: the old URL stops working at once. */
  async renewExportToken(db: DbOrTx, serviceId: number): Promise<string> {
    const token = newToken();
    await db
      .insert(calendarExports)
      .values({ serviceId, token })
      .onConflictDoUpdate({ target: calendarExports.serviceId, set: { token, createdAt: sql`now()` } });
    return token;
  },

  async serviceOfToken(db: DbOrTx, token: string) {
    const [row] = await db
      .select({ id: services.id, type: services.type, name: services.name })
      .from(calendarExports)
      .innerJoin(services, eq(services.id, calendarExports.serviceId))
      .where(eq(calendarExports.token, token));
    return row;
  },
};
