import type { Seeder } from '../../db/seed/seed.ts';

export const clientsSeeder: Seeder = { name: 'clients', run: async () => {} };
