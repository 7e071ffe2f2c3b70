import { fromCents } from '@app/shared/money';
import { type Payment, type PaymentListItem, toPaymentMethod } from '@app/shared/payments';
import type { PaymentListRow, PaymentRow } from './payment-list.ts';

/** A payment as the API shows it: amounts from cents to currency units. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    reservationId: row.reservationId,
    clientId: row.clientId,
    amount: fromCents(row.amountCents),
    paymentMethod: toPaymentMethod(row.paymentMethod),
    paymentDate: row.paymentDate.toISOString(),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A payment of the payments list, with its reservation's code and apartment and the guest. */
export function toPaymentListItem(row: PaymentListRow): PaymentListItem {
  return {
    ...toPayment(row),
    reservationCode: row.reservationCode,
    apartmentName: row.apartmentName,
    clientName: row.clientName,
    clientLastname: row.clientLastname,
    clientEmail: row.clientEmail,
  };
}
