import type { FeeChanges } from '@app/shared/reservations';
import type { Db } from '../../db/client.ts';
import { lockReservation, recalculateTotals } from './recalculate-totals.ts';
import { reservationsRepository } from './reservations.repository.ts';
import { centsOrKeep } from './update-reservation.ts';

/** PATCH (SPEC.md section 7): the fees sent, already clamped by updateFeesInput; totals derived again. */
export async function updateFees(db: Db, id: number, fees: FeeChanges) {
  await db.transaction(async (tx) => {
    await lockReservation(tx, id);
    const values = {
      parkingFeeCents: centsOrKeep(fees.parkingFee),
      cleaningFeeCents: centsOrKeep(fees.cleaningFee),
      cancellationFeeCents: centsOrKeep(fees.cancellationFee),
      otherExpensesCents: centsOrKeep(fees.otherExpenses),
      pricePerNightCents: centsOrKeep(fees.pricePerNight),
    };
    const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const updated = await reservationsRepository.update(tx, id, defined);
    await recalculateTotals(tx, updated);
  });
}
