import { calendarMessages } from '@app/shared/calendars';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBlockingBlock } from './block-search.ts';

/**
 * The overlap rule for a new booking against the calendar's blocks: 409 naming the block met. Called in
 * the booking's transaction after the service's booking lock (decision 0040), under which blocks are
 * written too, so a block saved a moment earlier is seen. Existing reservations are never moved by a
 * block: this guards new ones only.
 */
export async function refuseBlockedTime(
  tx: DbOrTx,
  booking: { serviceId: number; busyFrom: Date; busyUntil: Date },
): Promise<void> {
  const block = await findBlockingBlock(tx, booking);
  if (block) throw new AppError('TIME_BLOCKED', calendarMessages.blocked(block), { blockId: block.id });
}
