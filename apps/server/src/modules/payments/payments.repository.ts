import type { PaymentMethod } from '@app/shared/payments';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reservationPayments } from '../../db/schema/reservations.ts';

export type PaymentRow = typeof reservationPayments.$inferSelect;

export interface PaymentFilters {
  reservationId?: number | undefined;
  clientId?: number | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Instants: payments on or after `from` and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  offset: number;
}

export const paymentsRepository = {
  async list(db: DbOrTx, filters: PaymentFilters): Promise<{ rows: PaymentRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filters.reservationId) conditions.push(eq(reservationPayments.reservationId, filters.reservationId));
    if (filters.clientId) conditions.push(eq(reservationPayments.clientId, filters.clientId));
    if (filters.paymentMethod) conditions.push(eq(reservationPayments.paymentMethod, filters.paymentMethod));
    if (filters.from) conditions.push(gte(reservationPayments.paymentDate, filters.from));
    if (filters.to) conditions.push(lt(reservationPayments.paymentDate, filters.to));
    const where = and(...conditions);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(reservationPayments)
        .where(where)
        .orderBy(desc(reservationPayments.paymentDate), desc(reservationPayments.id))
        .limit(filters.limit)
        .offset(filters.offset),
      db.select({ n: count() }).from(reservationPayments).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
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
