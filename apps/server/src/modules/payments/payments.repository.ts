import type { PaymentMethod } from '@app/shared/payments';
import { and, asc, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';

export type PaymentRow = typeof reservationPayments.$inferSelect;

/** The filters of the payments list and its summary. */
export interface PaymentFilters {
  reservationId?: number | undefined;
  clientId?: number | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Instants: payments on or after `from` and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A payment with what a list row shows of its reservation: code, apartment, guest. */
export type PaymentListRow = PaymentRow & {
  reservationCode: string;
  apartmentName: string;
  clientName: string;
  clientLastname: string;
  clientEmail: string | null;
};

/** Per stored method: how many payments, and the cents received and refunded (both >= 0). */
export type PaymentMethodSums = {
  paymentMethod: string;
  count: number;
  receivedCents: number;
  refundedCents: number;
}[];

/** The filters as one condition on reservation_payments (the list, the summary and the export). */
export function paymentConditions(filters: PaymentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.reservationId) conditions.push(eq(reservationPayments.reservationId, filters.reservationId));
  if (filters.clientId) conditions.push(eq(reservationPayments.clientId, filters.clientId));
  if (filters.paymentMethod) conditions.push(eq(reservationPayments.paymentMethod, filters.paymentMethod));
  if (filters.from) conditions.push(gte(reservationPayments.paymentDate, filters.from));
  if (filters.to) conditions.push(lt(reservationPayments.paymentDate, filters.to));
  return and(...conditions);
}

// A sum of bigint is a numeric, which the drivers answer as text; cents stay far below 2^53.
const amount = reservationPayments.amountCents;
const receivedCents = sql<number>`coalesce(sum(${amount}) filter (where ${amount} > 0), 0)`.mapWith(Number);
const refundedCents = sql<number>`coalesce(sum(-${amount}) filter (where ${amount} < 0), 0)`.mapWith(Number);

/**
 * Payments with what a list row shows of their reservation (code, apartment, guest), joined by key:
 * the payments list pages it, the CSV export reads it in batches.
 */
export function selectPaymentListRows(db: DbOrTx) {
  return (
    db
      // Flat columns: drizzle maps them faster than nested objects (measurable on PGlite).
      .select({
        ...getTableColumns(reservationPayments),
        reservationCode: reservations.code,
        apartmentName: services.name,
        clientName: clients.name,
        clientLastname: clients.lastname,
        clientEmail: clients.email,
      })
      .from(reservationPayments)
      .innerJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
      .innerJoin(services, eq(services.id, reservations.apartmentId))
      .innerJoin(clients, eq(clients.id, reservations.clientId))
  );
}

export const paymentsRepository = {
  /**
   * A page of payments, newest first, each with its reservation's code, apartment and guest, and how many
   * match. The page's ids come from the payments alone (date index), then only those rows are read and
   * joined by primary key.
   */
  async list(
    db: DbOrTx,
    filters: PaymentFilters & { limit: number; offset: number },
  ): Promise<{ rows: PaymentListRow[]; total: number }> {
    const where = paymentConditions(filters);
    const order = [desc(reservationPayments.paymentDate), desc(reservationPayments.id)];
    const pageIds = db
      .select({ id: reservationPayments.id })
      .from(reservationPayments)
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(filters.offset);
    const [rows, totals] = await Promise.all([
      selectPaymentListRows(db)
        .where(sql`${reservationPayments.id} = any(array(${pageIds}))`)
        .orderBy(...order),
      db.select({ n: count() }).from(reservationPayments).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  },

  /** Count, received and refunded cents of the payments matching the filters, per method, in one scan. */
  async sumsByMethod(db: DbOrTx, filters: PaymentFilters): Promise<PaymentMethodSums> {
    return db
      .select({
        paymentMethod: reservationPayments.paymentMethod,
        count: count(),
        receivedCents,
        refundedCents,
      })
      .from(reservationPayments)
      .where(paymentConditions(filters))
      .groupBy(reservationPayments.paymentMethod);
  },

  /** The payments of one reservation, oldest first (the order they were received). */
  async ofReservation(db: DbOrTx, reservationId: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, reservationId))
      .orderBy(asc(reservationPayments.paymentDate), asc(reservationPayments.id));
  },

  async amountsOf(db: DbOrTx, reservationId: number): Promise<number[]> {
    const rows = await db
      .select({ amountCents: reservationPayments.amountCents })
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, reservationId))
      .orderBy(asc(reservationPayments.id));
    return rows.map((row) => row.amountCents);
  },

  async findById(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(reservationPayments).where(eq(reservationPayments.id, id));
    return row;
  },

  async insert(tx: DbOrTx, values: typeof reservationPayments.$inferInsert): Promise<PaymentRow> {
    const [row] = await tx.insert(reservationPayments).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(tx: DbOrTx, id: number, values: Partial<typeof reservationPayments.$inferInsert>) {
    const [row] = await tx
      .update(reservationPayments)
      .set(values)
      .where(eq(reservationPayments.id, id))
      .returning();
    if (!row) throw new Error('update found no row');
    return row;
  },

  async delete(tx: DbOrTx, id: number) {
    await tx.delete(reservationPayments).where(eq(reservationPayments.id, id));
  },
};
