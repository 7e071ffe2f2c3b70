import { type blockInput, blockPeriodOf, type CalendarBlock, calendarMessages } from '@app/shared/calendars';
import type { ServiceType } from '@app/shared/catalog';
import { bookingUnitOf } from '@app/shared/reservations';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOverlapping, lockServiceBookings } from '../reservations/db-errors.ts';
import { serviceNotFound } from '../services/save-service.ts';
import { type BlockRow, calendarsRepository } from './calendars.repository.ts';

export const blockNotFound = () => new AppError('BLOCK_NOT_FOUND', 'Block not found');

/** A block as the API answers it: dates for a night unit, instants otherwise. */
export function toBlockResponse(
  row: BlockRow,
  serviceType: ServiceType,
  importName: string | null = null,
): CalendarBlock {
  return {
    id: row.id,
    serviceType,
    serviceId: row.serviceId,
    start: row.startDate ?? row.startsAt.toISOString(),
    end: row.endDate ?? row.endsAt.toISOString(),
    reason: row.reason,
    source: row.importId === null ? 'manual' : 'import',
    importId: row.importId,
    importName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A manual block (owner stay, maintenance) on a service's calendar. Written under the service's booking
 * lock (decision 0040), like a reservation: it cannot slip in beside a booking being saved. Over one of
 * our blocking reservations -> 409 naming it: the owner cancels or moves the reservation first.
 */
export async function createBlock(
  db: Db,
  type: ServiceType,
  serviceId: number,
  input: z.output<typeof blockInput>,
  adminId: number,
): Promise<CalendarBlock> {
  const service = await calendarsRepository.service(db, type, serviceId);
  if (!service) throw serviceNotFound();
  const result = blockPeriodOf(bookingUnitOf[type], input.start, input.end);
  if (!result.ok) {
    throw new AppError('VALIDATION', result.message, {
      in: 'body',
      fields: [{ field: result.field, message: result.message }],
    });
  }
  const { period } = result;
  const row = await db.transaction(async (tx) => {
    await lockServiceBookings(tx, serviceId);
    const reservation = await findOverlapping(tx, {
      serviceId,
      busyFrom: period.startsAt,
      busyUntil: period.endsAt,
    });
    if (reservation) {
      throw new AppError('STAY_OVERLAP', calendarMessages.reserved(reservation.code), {
        conflictingCode: reservation.code,
      });
    }
    return calendarsRepository.insertBlock(tx, {
      serviceId,
      ...period,
      reason: input.reason,
      createdBy: adminId,
    });
  });
  return toBlockResponse(row, type);
}

/** Removes a manual block; an imported one goes only with its feed (the next sync would bring it back). */
export async function deleteBlock(db: Db, id: number): Promise<void> {
  const block = await calendarsRepository.findBlock(db, id);
  if (!block) throw blockNotFound();
  if (block.importId !== null) {
    throw new AppError(
      'VALIDATION',
      'This block comes from an imported calendar: remove it there, or delete the feed',
      { in: 'params', fields: [{ field: 'id', message: 'an imported block cannot be deleted' }] },
    );
  }
  await db.transaction(async (tx) => {
    await lockServiceBookings(tx, block.serviceId);
    await calendarsRepository.deleteBlock(tx, id);
  });
}
