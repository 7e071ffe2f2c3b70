import type { Seeder } from '../../db/seed/seed.ts';

export const reservationsSeeder: Seeder = { name: 'reservations', run: async () => {} };
