import type { Seeder } from '../../db/seed/seed.ts';

export const catalogSeeder: Seeder = { name: 'services', run: async () => {} };
