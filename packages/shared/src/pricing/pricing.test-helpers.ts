import { type PriceResult, priceStay, type Quote } from './price-stay.ts';
import { isRentLine } from './quote.ts';
import { type RatePlan, type RatePlanInput, ratePlanInput } from './rate-plan.ts';

/** A rate plan written in dollars, as the API takes it, parsed to cents. */
export const plan = (input: RatePlanInput): RatePlan => ratePlanInput().parse(input);

/** The quote of a successful pricing; fails the test with the reason otherwise. */
export function quoteOf(result: PriceResult): Quote {
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result.quote;
}

/** The rent lines of a night stay as [label, amount in cents]. */
export const rentOf = (
  ratePlan: RatePlan,
  checkInDate: string,
  checkOutDate: string,
  lang: 'es' | 'en' = 'en',
) =>
  quoteOf(priceStay(ratePlan, 'night', { checkInDate, checkOutDate }, lang))
    .lines.filter(isRentLine)
    .map((line) => [line.label, line.amount]);
