import { toCents } from '@app/shared/money';
import type { BookingPeriod, ReservationChanges } from '@app/shared/reservations';
import type { Db, Tx } from '../../db/client.ts';
import { onReservationConfirmed } from '../mail/reservation-mail.ts';
import { busyRangeOf, periodValues } from './booking-period.ts';
import {
  type BookingAttempt,
  lockServiceBookings,
  retryingDeadlocks,
  toConflictIfOverlap,
} from './db-errors.ts';
import { lockReservation, type ReservationRow, recalculateTotals } from './recalculate-totals.ts';
import { assertClientExists, findBookable, updateClientDetails } from './reservation-parties.ts';
import type { NewReservationRow } from './reservations.repository.ts';
import { reservationsRepository } from './reservations.repository.ts';

export const centsOrKeep = (units: number | undefined) => (units === undefined ? undefined : toCents(units));

/** The period after the change: what was sent over what the reservation has, in its service's kind. */
function nextPeriod(
  current: ReservationRow,
  changes: ReservationChanges,
  unit: ReservationRow['unit'],
): BookingPeriod {
  if (unit === 'night') {
    return {
      kind: 'dates',
      checkInDate: changes.checkInDate ?? current.checkInDate,
      checkOutDate: changes.checkOutDate ?? current.checkOutDate,
    };
  }
  const startAt = changes.startAt ?? current.startAt;
  const endAt = changes.endAt ?? current.endAt;
  // A stay moved to a car or a yacht has no instants yet: periodValues asks for them.
  if (!startAt || !endAt)
    return { kind: 'dates', checkInDate: current.checkInDate, checkOutDate: current.checkOutDate };
  return { kind: 'times', startAt, endAt };
}

/**
 * The service and period columns to write, when the service or the period changed (checked as on
 * create: kind, order, durations, how far ahead); undefined when neither did.
 */
async function periodChange(tx: Tx, current: ReservationRow, changes: ReservationChanges) {
  const sent = changes.service;
  const moved = sent !== undefined && sent.id !== current.serviceId;
  const timesSent = [changes.checkInDate, changes.checkOutDate, changes.startAt, changes.endAt].some(
    (value) => value !== undefined,
  );
  if (!moved && !timesSent) return undefined;
  const service = await findBookable(
    tx,
    sent?.id ?? current.serviceId,
    sent && !sent.typed ? undefined : (changes.serviceType ?? current.serviceType),
  );
  const values = periodValues(service, nextPeriod(current, changes, service.unit));
  const buffer = moved ? service.bufferMinutes : current.bufferMinutes;
  return { values, attempt: { id: current.id, ...values, ...busyRangeOf(values, buffer) } };
}

/**
 * PUT: changes the fields sent, in one transaction with the row locked; a status change goes to the
 * history with the admin; the totals are derived again (units or fees may have changed). A new service
 * or period that overlaps a blocking booking, or a cancelled one brought back onto taken time -> 409.
 */
export async function updateReservation(db: Db, id: number, changes: ReservationChanges, adminId: number) {
  let attempt: BookingAttempt | undefined;
  try {
    await retryingDeadlocks(() =>
      db.transaction(async (tx) => {
        const current = await lockReservation(tx, id);
        // The service's booking lock (db-errors.ts), and the new service's when it moves: always
        // taken in the same order, so two moves between the same services never wait on each other.
        const services = [current.serviceId, changes.service?.id ?? current.serviceId].sort((a, b) => a - b);
        for (const serviceId of new Set(services)) await lockServiceBookings(tx, serviceId);
        const values: Partial<NewReservationRow> = {};
        const change = await periodChange(tx, current, changes);
        attempt = change?.attempt ?? {
          id,
          serviceId: current.serviceId,
          unit: current.unit,
          busyFrom: current.busyFrom ?? new Date(0),
          busyUntil: current.busyUntil ?? new Date(0),
        };
        if (change) {
          Object.assign(values, change.values, {
            apartmentId: change.values.unit === 'night' ? change.values.serviceId : null,
          });
        }
        if (changes.clientId !== undefined && changes.clientId !== current.clientId) {
          await assertClientExists(tx, changes.clientId);
          values.clientId = changes.clientId;
        }
        if (changes.clientChanges) await updateClientDetails(tx, current.clientId, changes.clientChanges);

        Object.assign(values, {
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
    throw await toConflictIfOverlap(db, error, attempt);
  }
}
