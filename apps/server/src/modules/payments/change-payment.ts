import { toCents } from '@app/shared/money';
import type { PaymentMethod } from '@app/shared/payments';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReservationRow } from '../reservations/recalculate-totals.ts';
import { lockReservation, recalculateTotals } from '../reservations/recalculate-totals.ts';
import type { PaymentRow } from './payment-list.ts';
import { paymentsRepository } from './payments.repository.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * Runs `change` on a payment with its reservation's row locked (the same lock order as registering:
 * reservation first), then derives the reservation's amounts again in the same transaction.
 */
async function withLockedPayment<T>(
  db: Db,
  paymentId: number,
  change: (tx: Tx, payment: PaymentRow, reservation: ReservationRow) => Promise<T>,
): Promise<T> {
  const found = await paymentsRepository.findById(db, paymentId);
  if (!found) throw new AppError('PAYMENT_NOT_FOUND', PAYMENT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, found.reservationId);
    // Read again under the lock: it may have been deleted meanwhile.
    const payment = await paymentsRepository.findById(tx, paymentId);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND', PAYMENT_NOT_FOUND);
    const result = await change(tx, payment, reservation);
    await recalculateTotals(tx, reservation);
    return result;
  });
}

export interface PaymentChanges {
  amount?: number | undefined;
  paymentMethod?: PaymentMethod | undefined;
  paymentDate?: Date | undefined;
  notes?: string | undefined;
}

export function updatePayment(db: Db, paymentId: number, changes: PaymentChanges): Promise<PaymentRow> {
  return withLockedPayment(db, paymentId, (tx, payment) => {
    const values = {
      amountCents: changes.amount === undefined ? undefined : toCents(changes.amount),
      paymentMethod: changes.paymentMethod,
      paymentDate: changes.paymentDate,
      notes: changes.notes,
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    return paymentsRepository.update(tx, payment.id, defined);
  });
}

/** Returns the reservation id the payment belonged to. */
export function deletePayment(db: Db, paymentId: number): Promise<number> {
  return withLockedPayment(db, paymentId, async (tx, payment) => {
    await paymentsRepository.delete(tx, payment.id);
    return payment.reservationId;
  });
}
