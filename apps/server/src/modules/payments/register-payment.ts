import { toCents } from '@app/shared/money';
import type { PaymentMethod } from '@app/shared/payments';
import type { Db } from '../../db/client.ts';
import { onPaymentRegistered } from '../mail/reservation-mail.ts';
import { lockReservation, recalculateTotals } from '../reservations/recalculate-totals.ts';
import type { PaymentRow } from './payment-list.ts';
import { paymentsRepository } from './payments.repository.ts';

export interface PaymentToRegister {
  /** Currency units; negative for a refund. */
  amount: number;
  paymentMethod: PaymentMethod;
  paymentDate?: Date | undefined;
  notes?: string | undefined;
}

/**
 * Records money received (or refunded) for a reservation and derives its amounts again, in one
 * transaction that first locks the reservation's row: concurrent payments on one reservation queue
 * there, so the stored amountPaid is always the exact sum of its payments.
 */
export async function registerPayment(
  db: Db,
  reservationId: number,
  payment: PaymentToRegister,
  adminId: number,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, reservationId);
    const row = await paymentsRepository.insert(tx, {
      reservationId,
      clientId: reservation.clientId,
      amountCents: toCents(payment.amount),
      paymentMethod: payment.paymentMethod,
      ...(payment.paymentDate ? { paymentDate: payment.paymentDate } : {}),
      notes: payment.notes ?? '',
      createdBy: adminId,
    });
    await recalculateTotals(tx, reservation);
    // The owner's optional automatic receipt, queued in this transaction (outbox).
    await onPaymentRegistered(tx, row);
    return row;
  });
}
