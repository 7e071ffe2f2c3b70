import type { Seeder } from '../../db/seed/seed.ts';

export const reviewsSeeder: Seeder = { name: 'reviews', run: async () => {} };
