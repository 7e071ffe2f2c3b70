import { z } from 'zod';
import { bookingUnits } from './pricing-messages.ts';
import type { QuoteBody } from './quote.ts';

/** The priced part of POST /api/quotes' answer, in dollars; the route adds id, availability and expiry. */
export const quoteBodySchema = z.object({
  unit: z.enum(bookingUnits),
  units: z.number().int(),
  lines: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      quantity: z.number().int(),
      unitAmount: z.number(),
      amount: z.number(),
    }),
  ),
  rent: z.number(),
  discount: z.number(),
  fees: z.number(),
  subtotal: z.number(),
  taxes: z.array(z.object({ code: z.string(), label: z.string(), rate: z.number(), amount: z.number() })),
  taxTotal: z.number(),
  total: z.number(),
  deposit: z.number(),
}) satisfies z.ZodType<QuoteBody>;
