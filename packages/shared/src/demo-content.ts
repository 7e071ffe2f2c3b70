import { z } from 'zod';

/** How many rows of each kind the demo seed wrote and are still there. */
export const demoCountsSchema = z.object({
  services: z.number().int(),
  clients: z.number().int(),
  reservations: z.number().int(),
  reviews: z.number().int(),
  listingReviews: z.number().int(),
});
export type DemoCounts = z.infer<typeof demoCountsSchema>;

/** GET /api/demo-content: whether any demo content is left (the admin's banner), and how much. */
export const demoContentSchema = z.object({ present: z.boolean(), counts: demoCountsSchema });
export type DemoContent = z.infer<typeof demoContentSchema>;

/**
 * DELETE /api/demo-content (owner): what was removed, in one transaction. Demo services and clients
 * that real reservations refer to are kept (no longer demo; such services archived) and counted in `kept`.
 */
export const demoPurgeSchema = z.object({
  removed: demoCountsSchema,
  kept: z.object({ services: z.number().int(), clients: z.number().int() }),
});
export type DemoPurge = z.infer<typeof demoPurgeSchema>;
