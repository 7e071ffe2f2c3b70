import type { DbOrTx } from '../../db/client.ts';
import type { PaymentRow } from './payment-list.ts';
import { paymentsRepository } from './payments.repository.ts';

/** What another module may write to the ledger: one payment (negative for a refund) of a reservation. */
export interface LedgerEntry {
  reservationId: number;
  clientId: number;
  amountCents: number;
  paymentMethod: string;
  paymentDate?: Date | undefined;
  notes?: string | undefined;
  createdBy?: number | null | undefined;
}

/**
 * The ledger of the reservations' money. The payments module owns it: other modules (reservations,
 * documents, the seed) read and record payments through this file only, never through the repository.
 * Totals are derived from it by reservations/recalculate-totals.ts.
 */
export const ledger = {
  /** The payments of one reservation, oldest first (the order they were received). */
  entriesOf: (db: DbOrTx, reservationId: number): Promise<PaymentRow[]> =>
    paymentsRepository.ofReservation(db, reservationId),

  /** The signed amounts in cents of one reservation's payments. */
  amountsOf: (db: DbOrTx, reservationId: number): Promise<number[]> =>
    paymentsRepository.amountsOf(db, reservationId),

  /** Records a payment; call it in the transaction that recomputes the reservation's totals. */
  record: (tx: DbOrTx, entry: LedgerEntry): Promise<PaymentRow> =>
    paymentsRepository.insert(tx, { ...entry, notes: entry.notes ?? '' }),
};
