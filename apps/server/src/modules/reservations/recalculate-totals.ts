import { computeTotals, reservationMessages } from '@app/shared/reservations';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ledger } from '../payments/ledger.ts';
import { type ReservationRow, reservationsRepository } from './reservations.repository.ts';

export type { ReservationRow } from './reservations.repository.ts';

export const REFUND_EXCEEDS_PAID = 'The refunds cannot exceed the amount paid';

/**
 * Locks the reservation's row for the rest of the transaction (SELECT ... FOR UPDATE): every change to its
 * money takes this lock first, so concurrent payments queue and each recomputation sees all earlier ones.
 */
export async function lockReservation(tx: DbOrTx, id: number): Promise<ReservationRow> {
  const row = await reservationsRepository.lock(tx, id);
  if (!row) throw new AppError('RESERVATION_NOT_FOUND', reservationMessages.notFound);
  return row;
}

/**
 * Rewrites totalAmount, amountPaid, amountDue and paymentStatus from the reservation's fees and its
 * payments (ARCHITECTURE.md "Data"). Call it inside the transaction of the change, with the row locked
 * or just inserted. Payments that net below 0 (refunding more than was paid) are refused.
 */
export async function recalculateTotals(tx: DbOrTx, reservation: ReservationRow): Promise<ReservationRow> {
  const payments = await ledger.amountsOf(tx, reservation.id);
  const totals = computeTotals(
    {
      nights: reservation.units,
      pricePerNightCents: reservation.pricePerNightCents,
      cleaningFeeCents: reservation.cleaningFeeCents,
      parkingFeeCents: reservation.parkingFeeCents,
      cancellationFeeCents: reservation.cancellationFeeCents,
      otherExpensesCents: reservation.otherExpensesCents,
      taxesCents: reservation.taxesCents,
    },
    payments,
  );
  if (totals.paidCents < 0) throw new AppError('REFUND_EXCEEDS_PAID', REFUND_EXCEEDS_PAID);
  return reservationsRepository.update(tx, reservation.id, {
    totalAmountCents: totals.totalCents,
    amountPaidCents: totals.paidCents,
    amountDueCents: totals.dueCents,
    paymentStatus: totals.paymentStatus,
  });
}

/** PATCH .../payment-status: nothing a caller sends is trusted; the amounts are derived from the payments. */
export async function refreshTotals(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const current = await lockReservation(tx, id);
    await recalculateTotals(tx, current);
  });
}
