import type { DemoCounts } from '@app/shared/demo-content';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { serviceImages, services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { reviews } from '../../db/schema/engagement.ts';
import { listingReviews } from '../../db/schema/listing-reviews.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';

const count = sql<number>`count(*)::int`;

export const demoContentRepository = {
  /** How many demo rows of each kind are left. */
  async counts(db: DbOrTx): Promise<DemoCounts> {
    const [[s], [c], [r], [v], [l]] = await Promise.all([
      db.select({ n: count }).from(services).where(eq(services.isDemo, true)),
      db.select({ n: count }).from(clients).where(eq(clients.isDemo, true)),
      db.select({ n: count }).from(reservations).where(eq(reservations.isDemo, true)),
      db.select({ n: count }).from(reviews).where(eq(reviews.isDemo, true)),
      db.select({ n: count }).from(listingReviews).where(eq(listingReviews.isSample, true)),
    ]);
    return {
      services: s?.n ?? 0,
      clients: c?.n ?? 0,
      reservations: r?.n ?? 0,
      reviews: v?.n ?? 0,
      listingReviews: l?.n ?? 0,
    };
  },

  /** Deletes the demo reservations with their payments (history and notifications go by cascade). */
  async deleteReservations(db: DbOrTx): Promise<number> {
    const demo = db.select({ id: reservations.id }).from(reservations).where(eq(reservations.isDemo, true));
    await db.delete(reservationPayments).where(inArray(reservationPayments.reservationId, demo));
    const rows = await db
      .delete(reservations)
      .where(eq(reservations.isDemo, true))
      .returning({ id: reservations.id });
    return rows.length;
  },

  /**
   * Demo services that real reservations still refer to stay for them: archived (hidden, kept) and no
   * longer demo. Returns how many.
   */
  async keepBookedServices(db: DbOrTx): Promise<number> {
    const booked = db
      .select({ one: sql`1` })
      .from(reservations)
      .where(eq(reservations.serviceId, services.id));
    const rows = await db
      .update(services)
      .set({ isDemo: false, published: false, archivedAt: sql`coalesce(${services.archivedAt}, now())` })
      .where(and(eq(services.isDemo, true), exists(booked)))
      .returning({ id: services.id });
    return rows.length;
  },

  /** Deletes the demo services; returns how many and the images they used. */
  async deleteServices(db: DbOrTx): Promise<{ deleted: number; imageHashes: string[] }> {
    const demo = db.select({ id: services.id }).from(services).where(eq(services.isDemo, true));
    const used = await db
      .select({ hash: serviceImages.imageHash })
      .from(serviceImages)
      .where(inArray(serviceImages.serviceId, demo));
    const rows = await db.delete(services).where(eq(services.isDemo, true)).returning({ id: services.id });
    return { deleted: rows.length, imageHashes: used.map((row) => row.hash) };
  },

  /** Demo clients that real reservations refer to stay, no longer demo. Returns how many. */
  async keepBookedClients(db: DbOrTx): Promise<number> {
    const booked = db.select({ one: sql`1` }).from(reservations).where(eq(reservations.clientId, clients.id));
    const rows = await db
      .update(clients)
      .set({ isDemo: false })
      .where(and(eq(clients.isDemo, true), exists(booked)))
      .returning({ id: clients.id });
    return rows.length;
  },

  async deleteClients(db: DbOrTx): Promise<number> {
    const rows = await db.delete(clients).where(eq(clients.isDemo, true)).returning({ id: clients.id });
    return rows.length;
  },

  async deleteReviews(db: DbOrTx): Promise<number> {
    const rows = await db.delete(reviews).where(eq(reviews.isDemo, true)).returning({ id: reviews.id });
    return rows.length;
  },

  /** The sample reviews of the business listing (never from Google). */
  async deleteListingSamples(db: DbOrTx): Promise<number> {
    const rows = await db
      .delete(listingReviews)
      .where(eq(listingReviews.isSample, true))
      .returning({ id: listingReviews.id });
    return rows.length;
  },
};
