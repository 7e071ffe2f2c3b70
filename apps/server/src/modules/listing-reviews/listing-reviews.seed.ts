import type { Seeder } from '../../db/seed/seed.ts';

export const listingReviewsSeeder: Seeder = { name: 'listing-reviews', run: async () => {} };
