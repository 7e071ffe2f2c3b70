import type { DemoPurge } from '@app/shared/demo-content';
import type { Db } from '../../db/client.ts';
import { deleteUnusedImages } from '../uploads/images.ts';
import { demoContentRepository as demo } from './demo-content.repository.ts';

/**
 * Removes everything the demo seed wrote, in one transaction: all of it or, on any failure, nothing.
 * Real rows stay. A demo reservation goes with its payments; a demo service or client that a real
 * reservation refers to is kept for it (no longer demo; the service archived), see decision 0036.
 */
export async function removeDemoContent(db: Db): Promise<DemoPurge> {
  return db.transaction(async (tx) => {
    const reservations = await demo.deleteReservations(tx);
    const keptServices = await demo.keepBookedServices(tx);
    const { deleted: services, imageHashes } = await demo.deleteServices(tx);
    // The demo pictures no other service uses; inside the transaction, so a failure keeps them too.
    await deleteUnusedImages(tx, imageHashes);
    const keptClients = await demo.keepBookedClients(tx);
    const clients = await demo.deleteClients(tx);
    const reviews = await demo.deleteReviews(tx);
    const listingReviews = await demo.deleteListingSamples(tx);
    return {
      removed: { services, clients, reservations, reviews, listingReviews },
      kept: { services: keptServices, clients: keptClients },
    };
  });
}
