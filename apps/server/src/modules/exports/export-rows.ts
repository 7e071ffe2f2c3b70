import { addDays, zonedTimeToInstant } from '@app/shared/dates';
import type {
  ClientExportFilters,
  PaymentExportFilters,
  ReservationExportFilters,
} from '@app/shared/exports';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';
import { searchCondition } from '../clients/client-search.ts';
import { paymentConditions, selectPaymentListRows } from '../payments/payment-list.ts';
import { paymentFiltersOf } from '../payments/summarize-payments.ts';
import { reservationConditions, searchMatch } from '../reservations/reservation-search.ts';
import { serviceName } from '../services/service-name.ts';

/*
 * Every row an export matches, read in batches by keyset (the last row's sort key), so 100,000 rows
 * never sit in memory together and a late batch costs what the first one does (no OFFSET).
 */

/** Rows per query: large enough that the round trips do not dominate, small enough to stay light. */
export const EXPORT_BATCH = 1000;

/** Reads batches until one comes back short; `after` gets the last row of the previous batch. */
async function* batches<Row>(read: (last: Row | undefined) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    last = rows.at(-1);
  }
}

/** Payments by payment date then id, with the reservation's code, service and guest. */
export function paymentRows(db: DbOrTx, query: PaymentExportFilters) {
  const { lang: _, ...filters } = query;
  const where = paymentConditions(paymentFiltersOf(filters));
  return batches((last: { paymentDate: Date; id: number } | undefined) =>
    selectPaymentListRows(db)
      .where(
        and(
          where,
          last &&
            sql`(${reservationPayments.paymentDate}, ${reservationPayments.id}) > (${last.paymentDate.toISOString()}::timestamptz, ${last.id})`,
        ),
      )
      .orderBy(asc(reservationPayments.paymentDate), asc(reservationPayments.id))
      .limit(EXPORT_BATCH),
  );
}

/** Reservations by check-in then id, with the service and the guest. */
export async function reservationRows(db: DbOrTx, query: ReservationExportFilters) {
  const { q, lang: _, ...filters } = query;
  const where = and(...reservationConditions(filters), q ? await searchMatch(db, q) : undefined);
  return batches((last: { checkInDate: string; id: number } | undefined) =>
    db
      .select({
        id: reservations.id,
        code: reservations.code,
        checkInDate: reservations.checkInDate,
        checkOutDate: reservations.checkOutDate,
        status: reservations.status,
        paymentStatus: reservations.paymentStatus,
        totalAmountCents: reservations.totalAmountCents,
        amountPaidCents: reservations.amountPaidCents,
        amountDueCents: reservations.amountDueCents,
        taxesCents: reservations.taxesCents,
        createdAt: reservations.createdAt,
        serviceName,
        clientName: clients.name,
        clientLastname: clients.lastname,
        clientEmail: clients.email,
        clientPhone: clients.phone,
      })
      .from(reservations)
      .innerJoin(services, eq(services.id, reservations.serviceId))
      .innerJoin(clients, eq(clients.id, reservations.clientId))
      .where(
        and(
          where,
          last &&
            sql`(${reservations.checkInDate}, ${reservations.id}) > (${last.checkInDate}::date, ${last.id})`,
        ),
      )
      .orderBy(asc(reservations.checkInDate), asc(reservations.id))
      .limit(EXPORT_BATCH),
  );
}

/** Clients in the order they were registered (id), matching the list's search and the days given. */
export function clientRows(db: DbOrTx, query: ClientExportFilters) {
  const conditions: (SQL | undefined)[] = [searchCondition(query.q)];
  if (query.from) conditions.push(gte(clients.createdAt, zonedTimeToInstant(query.from, '00:00')));
  if (query.to) conditions.push(lt(clients.createdAt, zonedTimeToInstant(addDays(query.to, 1), '00:00')));
  return batches((last: { id: number } | undefined) =>
    db
      .select()
      .from(clients)
      .where(and(...conditions, last && sql`${clients.id} > ${last.id}`))
      .orderBy(asc(clients.id))
      .limit(EXPORT_BATCH),
  );
}
