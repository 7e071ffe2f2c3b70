import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clientsSeeder } from '../../modules/clients/clients.seed.ts';
import { listingReviewsSeeder } from '../../modules/listing-reviews/listing-reviews.seed.ts';
import { reservationsSeeder } from '../../modules/reservations/reservations.seed.ts';
import { reviewsSeeder } from '../../modules/reviews/reviews.seed.ts';
import { catalogSeeder } from '../../modules/services/services.seed.ts';
import type { Db } from '../client.ts';
import { appMeta } from '../schema/app-meta.ts';
import type { Seeder } from './seeder.ts';

// Order matters: reservations refer to the catalogue and the clients.
export const seeders: Seeder[] = [
  catalogSeeder,
  clientsSeeder,
  reviewsSeeder,
  listingReviewsSeeder,
  reservationsSeeder,
];

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo content once per database: the marker row is written in the same transaction as the
 * content, so a failed seed leaves nothing behind and is tried again on the next start.
 */
export async function seedDemoContent(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  options = { force: false },
) {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (done && !options.force) return false;
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder.run(tx);
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: new Date().toISOString(), updatedAt: new Date() },
      });
  });
  log.info({ seeders: seeders.map((s) => s.name) }, 'demo content seeded');
  return true;
}
