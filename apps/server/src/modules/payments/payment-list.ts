import type { PaymentMethod } from '@app/shared/payments';
import { and, eq, getTableColumns, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';
import { serviceName } from '../services/service-name.ts';

/** A row of the ledger: one payment (a negative amount is a refund). */
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
        apartmentName: serviceName,
        clientName: clients.name,
        clientLastname: clients.lastname,
        clientEmail: clients.email,
      })
      .from(reservationPayments)
      .innerJoin(reservations, eq(reservations.id, reservationPayments.reservationId))
      .innerJoin(services, eq(services.id, reservations.serviceId))
      .innerJoin(clients, eq(clients.id, reservations.clientId))
  );
}
