import { toCents } from '@app/shared/money';
import type { NewReservation } from '@app/shared/reservations';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { refuseBlockedTime } from '../calendars/refuse-blocked-time.ts';
import { claimBookingLead, linkBookingLead } from '../inbox/link-booking-lead.ts';
import { onReservationConfirmed } from '../mail/reservation-mail.ts';
import { ledger } from '../payments/ledger.ts';
import { busyRangeOf, type PeriodValues, periodValues } from './booking-period.ts';
import {
  type BookingAttempt,
  lockServiceBookings,
  retryingDeadlocks,
  toConflictIfOverlap,
} from './db-errors.ts';
import { recalculateTotals } from './recalculate-totals.ts';
import { generateReservationCode } from './reservation-code.ts';
import { findBookable, resolveClient } from './reservation-parties.ts';
import { reservationsRepository } from './reservations.repository.ts';

const CODE_ATTEMPTS = 5;

/**
 * Creates a reservation in one transaction: the client (given, linked by e-mail or new), the row with a
 * fresh public code, its first status in the history, the initial payment, and the derived totals.
 * Overlapping a blocking booking of the same service, its buffer included -> 409 naming it (the EXCLUDE
 * constraint decides, so it holds when several requests race for the same time); overlapping a calendar
 * block (manual or imported) -> 409 naming the block. Made from a booking lead (`leadId`), the lead is
 * linked to it and marked read in the same transaction. Returns the new id.
 */
export async function createReservation(db: Db, input: NewReservation, adminId: number): Promise<number> {
  const service = await findBookable(db, input.serviceId, input.serviceType);
  const period: PeriodValues = periodValues(service, input.period);
  const booking: BookingAttempt = { ...period, ...busyRangeOf(period, service.bufferMinutes) };
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryingDeadlocks(() =>
        db.transaction(async (tx) => {
          await lockServiceBookings(tx, period.serviceId);
          // Blocks (manual, imported) are written under the same lock: this one sees them committed.
          await refuseBlockedTime(tx, booking);
          if (input.leadId !== null) await claimBookingLead(tx, input.leadId);
          const client = await resolveClient(tx, input.client, input.language ?? 'es');
          const row = await reservationsRepository.insert(tx, {
            code: generateReservationCode(),
            ...period,
            apartmentId: period.unit === 'night' ? period.serviceId : null,
            clientId: client.id,
            pricePerNightCents: toCents(input.pricePerNight),
            cleaningFeeCents: toCents(input.cleaningFee),
            parkingFeeCents: toCents(input.parkingFee),
            cancellationFeeCents: toCents(input.cancellationFee),
            otherExpensesCents: toCents(input.otherExpenses),
            taxesCents: toCents(input.taxes),
            status: input.status,
            notes: input.notes,
            language: input.language ?? client.language,
          });
          await reservationsRepository.addStatusChange(tx, {
            reservationId: row.id,
            fromStatus: null,
            toStatus: row.status,
            changedBy: adminId,
          });
          const payment = input.initialPayment;
          if (payment) {
            await ledger.record(tx, {
              reservationId: row.id,
              clientId: client.id,
              amountCents: toCents(payment.amount),
              paymentMethod: payment.paymentMethod,
              ...(payment.paymentDate ? { paymentDate: payment.paymentDate } : {}),
              notes: payment.notes,
              createdBy: adminId,
            });
          }
          if (input.leadId !== null) await linkBookingLead(tx, input.leadId, row.id);
          await recalculateTotals(tx, row);
          if (row.status === 'confirmed') await onReservationConfirmed(tx, row.id);
          return row.id;
        }),
      );
    } catch (error) {
      // About one chance in a billion per existing code: draw another one.
      if (attempt < CODE_ATTEMPTS && isUniqueViolation(error, 'reservations_code_unique')) continue;
      throw await toConflictIfOverlap(db, error, booking);
    }
  }
}
