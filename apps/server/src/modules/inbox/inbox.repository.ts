import type { BookingLead, ContactMessage } from '@app/shared/inbox';
import type { Language } from '@app/shared/site';
import { desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { bookingLeads, contactMessages } from '../../db/schema/engagement.ts';

type ContactRow = typeof contactMessages.$inferSelect;
type BookingRow = typeof bookingLeads.$inferSelect;

const language = (value: string): Language => (value === 'en' ? 'en' : 'es');

export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    areaCode: row.areaCode,
    phone: row.phone,
    message: row.message,
    language: language(row.language),
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBookingLead(row: BookingRow): BookingLead {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    startDate: row.startDate,
    endDate: row.endDate,
    serviceName: row.serviceName,
    serviceType: row.serviceType,
    serviceId: row.serviceId,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    phone: row.phone,
    reservationId: row.reservationId,
    language: language(row.language),
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface InboxListOptions {
  limit: number;
  offset: number;
  /** true: only unread; false: only read; undefined: all. */
  unread?: boolean | undefined;
}

const readFilter = (readAt: AnyPgColumn, unread: boolean | undefined) =>
  unread === undefined ? undefined : unread ? isNull(readAt) : isNotNull(readAt);

/** `read: true` keeps the first time it was read; `read: false` marks it unread again. */
const readAtFor = (readAt: AnyPgColumn, read: boolean): SQL | null =>
  read ? sql`coalesce(${readAt}, now())` : null;

export const contactMessagesRepository = {
  async insert(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
    const [row] = await db.insert(contactMessages).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async list(db: DbOrTx, options: InboxListOptions) {
    const where = readFilter(contactMessages.readAt, options.unread);
    const rows = await db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(options.limit)
      .offset(options.offset);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where);
    return { rows, total: counted?.n ?? 0 };
  },
  async setRead(db: DbOrTx, id: number, read: boolean) {
    const [row] = await db
      .update(contactMessages)
      .set({ readAt: readAtFor(contactMessages.readAt, read) })
      .where(eq(contactMessages.id, id))
      .returning();
    return row;
  },
  async delete(db: DbOrTx, id: number) {
    const deleted = await db
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    return deleted.length > 0;
  },
};

export const bookingLeadsRepository = {
  async insert(db: DbOrTx, values: typeof bookingLeads.$inferInsert) {
    const [row] = await db.insert(bookingLeads).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
  async list(db: DbOrTx, options: InboxListOptions) {
    const where = readFilter(bookingLeads.readAt, options.unread);
    const rows = await db
      .select()
      .from(bookingLeads)
      .where(where)
      .orderBy(desc(bookingLeads.createdAt), desc(bookingLeads.id))
      .limit(options.limit)
      .offset(options.offset);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(bookingLeads).where(where);
    return { rows, total: counted?.n ?? 0 };
  },
  async setRead(db: DbOrTx, id: number, read: boolean) {
    const [row] = await db
      .update(bookingLeads)
      .set({ readAt: readAtFor(bookingLeads.readAt, read) })
      .where(eq(bookingLeads.id, id))
      .returning();
    return row;
  },
  async delete(db: DbOrTx, id: number) {
    const deleted = await db
      .delete(bookingLeads)
      .where(eq(bookingLeads.id, id))
      .returning({ id: bookingLeads.id });
    return deleted.length > 0;
  },
  /**
   * The lead a reservation is being made from, locked until the transaction ends: two reservations made
   * from one lead at once cannot both link it. Undefined when there is no such lead.
   */
  async lockForLink(tx: DbOrTx, id: number) {
    const [row] = await tx
      .select({ id: bookingLeads.id, reservationId: bookingLeads.reservationId })
      .from(bookingLeads)
      .where(eq(bookingLeads.id, id))
      .for('update');
    return row;
  },
  /** Links the lead to its reservation and marks it read (when it was not already). */
  async link(tx: DbOrTx, id: number, reservationId: number) {
    await tx
      .update(bookingLeads)
      .set({ reservationId, readAt: readAtFor(bookingLeads.readAt, true) })
      .where(eq(bookingLeads.id, id));
  },
  /** The type of the service with this id, or undefined when there is none. */
  async serviceType(db: DbOrTx, serviceId: number) {
    const [row] = await db.select({ type: services.type }).from(services).where(eq(services.id, serviceId));
    return row?.type;
  },
};
