import type { Tx } from '../client.ts';

/** A part of the demo content; each module that has demo rows adds one to db/seed/seed.ts. */
export type Seeder = { name: string; run: (tx: Tx) => Promise<void> };
