import type { MailStatus } from '@app/shared/mail';
import { and, asc, count, desc, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox, mailOutboxAttachments } from '../../db/schema/mail.ts';
import { reservationNotifications } from '../../db/schema/reservations.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;
export type AttachmentRow = typeof mailOutboxAttachments.$inferSelect;

export interface OutboxFilters {
  status?: MailStatus | undefined;
  kind?: string | undefined;
  reservationId?: number | undefined;
  limit: number;
  offset: number;
}

/** Milliseconds as an interval, computed by the database: every instance uses the database's clock. */
const fromNow = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/** The notification entry of a queued message: its outbox id until it is delivered, then its Message-ID. */
export const queuedConfirmation = (outboxId: number) => `outbox:${outboxId}`;

export const outboxRepository = {
  async insert(tx: DbOrTx, values: NewOutboxRow): Promise<OutboxRow> {
    const [row] = await tx.insert(mailOutbox).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async insertAttachments(
    tx: DbOrTx,
    outboxId: number,
    files: ReadonlyArray<{ filename: string; contentType: string; content: Buffer }>,
  ) {
    if (files.length === 0) return;
    await tx.insert(mailOutboxAttachments).values(
      files.map((file) => ({
        outboxId,
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
        size: file.content.length,
      })),
    );
  },

  /**
   * Claims up to `limit` due messages for one worker in one statement: queued ones whose time has come
   * and sending ones whose lease ran out (their worker died or hung). FOR UPDATE SKIP LOCKED makes two
   * workers that claim at the same moment take disjoint rows; the claim token fences a worker whose
   * lease has been taken over, so it cannot mark the message afterwards.
   */
  async claim(db: DbOrTx, options: { limit: number; leaseMs: number; token: string }): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        leaseUntil: fromNow(options.leaseMs),
        claimToken: options.token,
        updatedAt: sql`now()`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  },

  async attachmentsOf(db: DbOrTx, outboxId: number): Promise<AttachmentRow[]> {
    return db
      .select()
      .from(mailOutboxAttachments)
      .where(eq(mailOutboxAttachments.outboxId, outboxId))
      .orderBy(asc(mailOutboxAttachments.id));
  },

  /**
   * Delivered: the message and, in the same transaction, the reservation notification that waited for it
   * (its confirmation becomes the Message-ID, its sentAt the delivery time). False when the claim was lost.
   */
  async markSent(
    db: DbOrTx,
    id: number,
    token: string,
    delivery: { to: string; messageId: string; response: string },
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(mailOutbox)
        .set({
          status: 'sent',
          toAddress: delivery.to,
          messageId: delivery.messageId,
          smtpResponse: delivery.response.slice(0, 1000),
          lastError: null,
          leaseUntil: null,
          claimToken: null,
          sentAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')))
        .returning({ reservationId: mailOutbox.reservationId });
      if (!row) return false;
      if (row.reservationId !== null) {
        await tx
          .update(reservationNotifications)
          .set({ confirmation: delivery.messageId, sentAt: sql`now()` })
          .where(
            and(
              eq(reservationNotifications.reservationId, row.reservationId),
              eq(reservationNotifications.confirmation, queuedConfirmation(id)),
            ),
          );
      }
      return true;
    });
  },

  /** Not delivered: queued again for `delayMs` later, or failed for good. False when the claim was lost. */
  async markAttemptFailed(
    db: DbOrTx,
    id: number,
    token: string,
    outcome: { error: string; retryInMs: number | null },
  ): Promise<boolean> {
    const rows = await db
      .update(mailOutbox)
      .set({
        status: outcome.retryInMs === null ? 'failed' : 'queued',
        ...(outcome.retryInMs === null ? {} : { nextAttemptAt: fromNow(outcome.retryInMs) }),
        lastError: outcome.error.slice(0, 2000),
        leaseUntil: null,
        claimToken: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  },

  /** A worker that stops hands back what it claimed and did not try: not counted as an attempt. */
  async release(db: DbOrTx, ids: number[], token: string) {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({
        status: 'queued',
        attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
        leaseUntil: null,
        claimToken: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(inArray(mailOutbox.id, ids), eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'sending')),
      );
  },

  /** An admin's retry: failed -> queued now, with a fresh series of attempts. */
  async requeueFailed(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
    const [row] = await db
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning();
    return row;
  },

  async findById(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  },

  async list(db: DbOrTx, filters: OutboxFilters): Promise<{ rows: OutboxRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filters.status) conditions.push(eq(mailOutbox.status, filters.status));
    if (filters.kind) conditions.push(eq(mailOutbox.kind, filters.kind));
    if (filters.reservationId) conditions.push(eq(mailOutbox.reservationId, filters.reservationId));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(filters.limit)
        .offset(filters.offset),
      db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** The attachments' names and sizes of several messages (no bytes). */
  async attachmentInfo(db: DbOrTx, outboxIds: number[]) {
    if (outboxIds.length === 0) return [];
    return db
      .select({
        outboxId: mailOutboxAttachments.outboxId,
        filename: mailOutboxAttachments.filename,
        contentType: mailOutboxAttachments.contentType,
        size: mailOutboxAttachments.size,
      })
      .from(mailOutboxAttachments)
      .where(inArray(mailOutboxAttachments.outboxId, outboxIds))
      .orderBy(asc(mailOutboxAttachments.id));
  },

  async countByStatus(db: DbOrTx): Promise<Record<MailStatus, number>> {
    const rows = await db
      .select({ status: mailOutbox.status, n: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
    const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  },
};
