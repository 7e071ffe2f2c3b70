import { toCents } from '@app/shared/money';
import { type ReservationChanges, reservationMessages } from '@app/shared/reservations';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { onReservationConfirmed } from '../mail/reservation-mail.ts';
import { retryingDeadlocks, toConflictIfOverlap } from './db-errors.ts';
import { lockReservation, recalculateTotals } from './recalculate-totals.ts';
import { assertBookable, assertClientExists, updateClientDetails } from './reservation-parties.ts';
import type { NewReservationRow } from './reservations.repository.ts';
import { reservationsRepository } from './reservations.repository.ts';

export const centsOrKeep = (units: number | undefined) => (units === undefined ? undefined : toCents(units));

/**
 * PUT: changes the fields sent, in one transaction with the row locked; a status change goes to the
 * history with the admin; the totals are derived again (nights or fees may have changed). New dates that
 * overlap a blocking stay, or a cancelled stay brought back onto taken dates -> 409.
 */
export async function updateReservation(db: Db, id: number, changes: ReservationChanges, adminId: number) {
  try {
    await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        const current = await lockReservation(tx, id);
        const values: Partial<NewReservationRow> = {};

        if (changes.apartmentId !== undefined && changes.apartmentId !== current.apartmentId) {
          await assertBookable(tx, changes.apartmentId);
          values.apartmentId = changes.apartmentId;
        }
        if (changes.clientId !== undefined && changes.clientId !== current.clientId) {
          await assertClientExists(tx, changes.clientId);
          values.clientId = changes.clientId;
        }
        if (changes.clientChanges) await updateClientDetails(tx, current.clientId, changes.clientChanges);

        const checkInDate = changes.checkInDate ?? current.checkInDate;
        const checkOutDate = changes.checkOutDate ?? current.checkOutDate;
        if (checkOutDate <= checkInDate) {
          const message = reservationMessages.checkOutAfterCheckIn;
          throw new AppError('VALIDATION', message, {
            in: 'body',
            fields: [{ field: 'checkOutDate', message }],
          });
        }
        Object.assign(values, {
          checkInDate,
          checkOutDate,
          pricePerNightCents: centsOrKeep(changes.pricePerNight),
          cleaningFeeCents: centsOrKeep(changes.cleaningFee),
          parkingFeeCents: centsOrKeep(changes.parkingFee),
          cancellationFeeCents: centsOrKeep(changes.cancellationFee),
          otherExpensesCents: centsOrKeep(changes.otherExpenses),
          taxesCents: centsOrKeep(changes.taxes),
          notes: changes.notes,
          language: changes.language,
        });

        if (changes.status !== undefined && changes.status !== current.status) {
          values.status = changes.status;
          await reservationsRepository.addStatusChange(tx, {
            reservationId: id,
            fromStatus: current.status,
            toStatus: changes.status,
            changedBy: adminId,
          });
        }
        const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
        const updated = await reservationsRepository.update(tx, id, defined);
        await recalculateTotals(tx, updated);
        // The owner's optional automatic confirmation e-mail, queued in this transaction (outbox).
        if (values.status === 'confirmed') await onReservationConfirmed(tx, id);
      }),
    );
  } catch (error) {
    throw toConflictIfOverlap(error);
  }
}
