import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reservationPayments } from '../../db/schema/reservations.ts';
import {
  type PaymentFilters,
  type PaymentListRow,
  type PaymentRow,
  paymentConditions,
  selectPaymentListRows,
} from './payment-list.ts';

/** Per stored method: how many payments, and the cents received and refunded (both >= 0). */
export type PaymentMethodSums = {
  paymentMethod: string;
  count: number;
  receivedCents: number;
  refundedCents: number;
}[];

// A sum of bigint is a numeric, which the drivers answer as text; cents stay far below 2^53.
const amount = reservationPayments.amountCents;
const receivedCents = sql<number>`coalesce(sum(${amount}) filter (where ${amount} > 0), 0)`.mapWith(Number);
const refundedCents = sql<number>`coalesce(sum(-${amount}) filter (where ${amount} < 0), 0)`.mapWith(Number);

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
