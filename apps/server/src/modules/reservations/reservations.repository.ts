import type { ServiceType } from '@app/shared/catalog';
import { nightsBetween, todayIn } from '@app/shared/dates';
import type { ReservationFilters, ReservationSort } from '@app/shared/reservations';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admins } from '../../db/schema/admins.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import {
  reservationNotifications,
  reservationPayments,
  reservationStatusHistory,
  reservations,
} from '../../db/schema/reservations.ts';
import { serviceName } from '../services/service-name.ts';
import { reservationConditions, searchMatch } from './reservation-search.ts';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

/**
 * The service and period columns of a night stay in an apartment or villa, for writers that insert
 * rows directly (the demo seed, tests); the database's trigger derives the same (migration 0014).
 */
export const nightStayColumns = (
  service: { id: number; type?: ServiceType },
  checkInDate: string,
  checkOutDate: string,
) => ({
  serviceId: service.id,
  serviceType: service.type ?? ('apartments' as const),
  apartmentId: service.id,
  unit: 'night' as const,
  units: nightsBetween(checkInDate, checkOutDate),
  checkInDate,
  checkOutDate,
});

/** A reservation with the names a list shows, fetched in the same query (no N+1). */
const joinedColumns = {
  reservation: reservations,
  apartmentName: serviceName,
  client: {
    name: clients.name,
    lastname: clients.lastname,
    email: clients.email,
    phone: clients.phone,
    address: clients.address,
    city: clients.city,
    country: clients.country,
    notes: clients.notes,
  },
};

export type JoinedReservation = {
  reservation: ReservationRow;
  apartmentName: string;
  client: {
    name: string;
    lastname: string;
    email: string | null;
    phone: string;
    address: string;
    city: string;
    country: string;
    notes: string;
  };
};

const sortColumns: Record<Exclude<ReservationSort, 'upcoming'>, SQL> = {
  checkInDate: asc(reservations.checkInDate),
  '-checkInDate': desc(reservations.checkInDate),
  checkOutDate: asc(reservations.checkOutDate),
  '-checkOutDate': desc(reservations.checkOutDate),
  createdAt: asc(reservations.createdAt),
  '-createdAt': desc(reservations.createdAt),
  totalAmount: asc(reservations.totalAmountCents),
  '-totalAmount': desc(reservations.totalAmountCents),
  amountDue: asc(reservations.amountDueCents),
  '-amountDue': desc(reservations.amountDueCents),
};

/** The list's order: a column, or for `upcoming` the stays not yet over (soonest first), then the rest. */
function sortOrder(sort: ReservationSort): SQL {
  if (sort !== 'upcoming') return sortColumns[sort];
  const today = todayIn();
  const over = sql`${reservations.checkOutDate} <= ${today}::date`;
  return sql`(${over}) asc, (case when ${over} then null else ${reservations.checkInDate} end) asc, ${reservations.checkInDate} desc`;
}

export const reservationsRepository = {
  /**
   * A page of reservations with their names, and how many match. The page's ids are found first on
   * reservations alone (its indexes, narrow rows), then only those rows are read and joined by primary
   * key: a late page does not join and sort every reservation it skips.
   */
  async list(
    db: DbOrTx,
    filters: ReservationFilters,
    extra: SQL | undefined = undefined,
  ): Promise<{ rows: JoinedReservation[]; total: number }> {
    const where = and(...reservationConditions(filters), extra);
    const order = [sortOrder(filters.sort ?? '-checkInDate'), desc(reservations.id)];
    const pageIds = db
      .select({ id: reservations.id })
      .from(reservations)
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(filters.offset);
    const [rows, totals] = await Promise.all([
      db
        .select(joinedColumns)
        .from(reservations)
        .innerJoin(services, eq(services.id, reservations.serviceId))
        .innerJoin(clients, eq(clients.id, reservations.clientId))
        .where(sql`${reservations.id} = any(array(${pageIds}))`)
        .orderBy(...order),
      db.select({ n: count() }).from(reservations).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** The list narrowed to the reservations matching `q` (searchMatch), with the filters. */
  async search(db: DbOrTx, q: string | undefined, filters: ReservationFilters) {
    return this.list(db, filters, q ? await searchMatch(db, q) : undefined);
  },

  async findJoined(db: DbOrTx, id: number): Promise<JoinedReservation | undefined> {
    const [row] = await db
      .select(joinedColumns)
      .from(reservations)
      .innerJoin(services, eq(services.id, reservations.serviceId))
      .innerJoin(clients, eq(clients.id, reservations.clientId))
      .where(eq(reservations.id, id));
    return row;
  },

  /** Locks the reservation's row until the transaction ends: money changes on one reservation queue here. */
  async lock(tx: DbOrTx, id: number): Promise<ReservationRow | undefined> {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    return row;
  },

  async insert(tx: DbOrTx, values: NewReservationRow): Promise<ReservationRow> {
    const [row] = await tx.insert(reservations).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: Partial<NewReservationRow>): Promise<ReservationRow> {
    const [row] = await tx
      .update(reservations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(reservations.id, id))
      .returning();
    if (!row) throw new Error('update found no row');
    return row;
  },

  async delete(tx: DbOrTx, id: number) {
    await tx.delete(reservations).where(eq(reservations.id, id));
  },

  /** The reservation with this code whose client has this e-mail: what a guest's access token binds. */
  async findGuestHolder(db: DbOrTx, code: string, email: string) {
    const [row] = await db
      .select({ id: reservations.id, clientId: reservations.clientId, status: reservations.status })
      .from(reservations)
      .innerJoin(clients, eq(clients.id, reservations.clientId))
      .where(and(eq(reservations.code, code), sql`lower(${clients.email}) = ${email.toLowerCase()}`));
    return row;
  },

  /** Whose a reservation is now, and whether it is cancelled: a guest token is checked against it. */
  async holderOf(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ clientId: reservations.clientId, status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, id));
    return row;
  },

  async codeExists(db: DbOrTx, code: string): Promise<boolean> {
    const [row] = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.code, code));
    return row !== undefined;
  },

  async addStatusChange(
    tx: DbOrTx,
    values: {
      reservationId: number;
      fromStatus: ReservationRow['status'] | null;
      toStatus: ReservationRow['status'];
      changedBy: number | null;
    },
  ) {
    await tx.insert(reservationStatusHistory).values(values);
  },

  async statusHistory(db: DbOrTx, reservationId: number) {
    return db
      .select({
        fromStatus: reservationStatusHistory.fromStatus,
        toStatus: reservationStatusHistory.toStatus,
        changedAt: reservationStatusHistory.changedAt,
        changedById: reservationStatusHistory.changedBy,
        adminName: admins.name,
        adminEmail: admins.email,
      })
      .from(reservationStatusHistory)
      .leftJoin(admins, eq(admins.id, reservationStatusHistory.changedBy))
      .where(eq(reservationStatusHistory.reservationId, reservationId))
      .orderBy(asc(reservationStatusHistory.changedAt), asc(reservationStatusHistory.id));
  },

  async notifications(db: DbOrTx, reservationId: number) {
    return db
      .select({
        type: reservationNotifications.type,
        sentAt: reservationNotifications.sentAt,
        confirmation: reservationNotifications.confirmation,
      })
      .from(reservationNotifications)
      .where(eq(reservationNotifications.reservationId, reservationId))
      .orderBy(asc(reservationNotifications.sentAt), asc(reservationNotifications.id));
  },

  /** What would stop or go with a delete: payments block it, notifications and history go with it. */
  async relatedCounts(db: DbOrTx, reservationId: number) {
    // One after the other: inside a transaction the queries share one connection.
    const [payments] = await db
      .select({ n: count() })
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, reservationId));
    const [notifications] = await db
      .select({ n: count() })
      .from(reservationNotifications)
      .where(eq(reservationNotifications.reservationId, reservationId));
    const [history] = await db
      .select({ n: count() })
      .from(reservationStatusHistory)
      .where(eq(reservationStatusHistory.reservationId, reservationId));
    return {
      payments: payments?.n ?? 0,
      notifications: notifications?.n ?? 0,
      statusChanges: history?.n ?? 0,
    };
  },

  async count(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: count() }).from(reservations);
    return row?.n ?? 0;
  },
};
