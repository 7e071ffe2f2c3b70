import type { Db } from '../../db/client.ts';
import { lockReservation } from './recalculate-totals.ts';
import { reservationsRepository } from './reservations.repository.ts';

/**
 * DELETE: refused while the reservation has payments (money received stays on record: cancel the stay
 * instead); its status history and notification records go with it.
 */
export async function deleteReservation(db: Db, id: number) {
  return db.transaction(async (tx) => {
    await lockReservation(tx, id);
    const counts = await reservationsRepository.relatedCounts(tx, id);
    if (counts.payments > 0) return { deleted: false as const, counts };
    await reservationsRepository.delete(tx, id);
    return { deleted: true as const, counts };
  });
}
