import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import type { PricingRange } from './booking-units.ts';
import { priceStay, type Quote } from './price-stay.ts';
import { quoteOf } from './pricing.test-helpers.ts';
import { feeCodes, taxCodes } from './pricing-codes.ts';
import type { BookingUnit } from './pricing-messages.ts';
import { isRentLine, toQuoteBody } from './quote.ts';
import { quoteBodySchema } from './quote-schema.ts';
import { type RatePlan, ratePlanInput, toRatePlanBody } from './rate-plan.ts';
import { coversWholeYear, monthDayAt, seasonDays } from './seasons.ts';

const cents = fc.integer({ min: 0, max: 100_000_000 });
const optionalCents = fc.option(cents, { nil: null });
const label = fc.constant({ es: 'Etiqueta', en: 'Label' });

/** Up to 4 seasons that never overlap: pairs of ascending days of the year, turned by an offset. */
const seasons = fc
  .tuple(fc.uniqueArray(fc.integer({ min: 0, max: 365 }), { maxLength: 8 }), fc.integer({ min: 0, max: 365 }))
  .chain(([days, turn]) => {
    const sorted = [...days].sort((a, b) => a - b);
    const bounds = Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => ({
      from: sorted[2 * i] as number,
      to: sorted[2 * i + 1] as number,
    }));
    return fc.tuple(
      ...bounds.map(({ from, to }) =>
        fc.record({
          name: fc.constant('Season'),
          from: fc.constant(monthDayAt((from + turn) % 366)),
          to: fc.constant(monthDayAt((to + turn) % 366)),
          price: cents,
          weekendPrice: optionalCents,
          minUnits: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        }),
      ),
    );
  })
  .filter((list) => list.every((season) => !coversWholeYear(seasonDays(season.from, season.to))));

const plans: fc.Arbitrary<RatePlan> = fc.record({
  basePrice: cents,
  weekendPrice: optionalCents,
  minUnits: fc.integer({ min: 1, max: 5 }),
  seasons,
  discounts: fc.uniqueArray(
    fc.record({
      minUnits: fc.integer({ min: 1, max: 40 }),
      percent: fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100),
    }),
    { maxLength: 4, selector: (discount) => discount.minUnits },
  ),
  fees: fc.uniqueArray(
    fc.record({
      code: fc.constantFrom(...feeCodes),
      label,
      amount: fc.integer({ min: 0, max: 1_000_000 }),
      per: fc.constantFrom('stay' as const, 'unit' as const),
    }),
    { maxLength: 4, selector: (fee) => fee.code },
  ),
  deposit: cents,
  taxes: fc.uniqueArray(
    fc.record({
      code: fc.constantFrom(...taxCodes),
      label,
      rate: fc.integer({ min: 0, max: 100_000 }).map((rate) => rate / 1000),
    }),
    { maxLength: 4, selector: (tax) => tax.code },
  ),
});

const START = Date.parse('2026-01-01T05:00:00Z');
const MINUTE = 60_000;
/** A unit and a range in it: 1 to 60 nights, up to 40 days, up to 200 hours, from 2026 to 2029. */
const stays: fc.Arbitrary<{ unit: BookingUnit; range: PricingRange }> = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 1, max: 60 })).map(([offset, nights]) => {
    const checkInDate = addDays('2026-01-01', offset);
    return { unit: 'night' as const, range: { checkInDate, checkOutDate: addDays(checkInDate, nights) } };
  }),
  fc
    .tuple(
      fc.constantFrom('day' as const, 'hour' as const),
      fc.integer({ min: 0, max: 1400 * 24 * 4 }),
      fc.integer({ min: 1, max: 200 * 60 }),
    )
    .map(([unit, quarters, minutes]) => {
      const startAt = new Date(START + quarters * 15 * MINUTE);
      return { unit, range: { startAt, endAt: new Date(startAt.getTime() + minutes * MINUTE) } };
    }),
);

/** A plan whose minimums never refuse a stay, so that every generated stay has a quote. */
const noMinimum = (plan: RatePlan): RatePlan => ({
  ...plan,
  minUnits: 1,
  seasons: plan.seasons.map((season) => ({ ...season, minUnits: null })),
});
const sum = (items: readonly { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);
const amounts = (quote: Quote) => [
  ...quote.lines.flatMap((line) => [line.amount, line.unitAmount]),
  ...quote.taxes.map((tax) => tax.amount),
  quote.rent,
  quote.discount,
  quote.fees,
  quote.subtotal,
  quote.taxTotal,
  quote.total,
  quote.deposit,
];

describe('priceStay: invariants', () => {
  it('adds up: total = lines - discount + taxes, subtotal = rent - discount + fees, deposit apart', () => {
    fc.assert(
      fc.property(plans, stays, (plan, { unit, range }) => {
        const quote = quoteOf(priceStay(noMinimum(plan), unit, range));
        const rentLines = quote.lines.filter(isRentLine);
        expect(quote.total).toBe(sum(quote.lines) - quote.discount + quote.taxTotal);
        expect(quote.subtotal).toBe(quote.rent - quote.discount + quote.fees);
        expect(quote.rent).toBe(sum(rentLines));
        expect(quote.taxTotal).toBe(sum(quote.taxes));
        expect(quote.total).toBe(quote.subtotal + quote.taxTotal);
        expect(quote.deposit).toBe(plan.deposit);
        expect(rentLines.reduce((count, line) => count + line.quantity, 0)).toBe(quote.units);
        for (const line of quote.lines) expect(line.amount).toBe(line.quantity * line.unitAmount);
      }),
    );
  });

  it('gives every amount as a whole number of cents, and never a negative tax or discount', () => {
    fc.assert(
      fc.property(plans, stays, (plan, { unit, range }) => {
        const quote = quoteOf(priceStay(noMinimum(plan), unit, range));
        for (const amount of amounts(quote)) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        expect(quote.discount).toBeLessThanOrEqual(quote.rent);
        for (const tax of quote.taxes) {
          // Rounded half-up: within half a cent of the exact percentage.
          expect(Math.abs(tax.amount - (quote.subtotal * tax.rate) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        }
      }),
    );
  });

  it('never lowers the rent when a night is added', () => {
    fc.assert(
      fc.property(
        plans,
        fc.integer({ min: 0, max: 1400 }),
        fc.integer({ min: 1, max: 60 }),
        (plan, offset, nights) => {
          const checkInDate = addDays('2026-01-01', offset);
          const rent = (count: number) =>
            quoteOf(
              priceStay(noMinimum(plan), 'night', { checkInDate, checkOutDate: addDays(checkInDate, count) }),
            ).rent;
          expect(rent(nights + 1)).toBeGreaterThanOrEqual(rent(nights));
        },
      ),
    );
  });

  it('charges units x base price for a plan with nothing but a base price', () => {
    fc.assert(
      fc.property(cents, stays, (basePrice, { unit, range }) => {
        const plan = ratePlanInput().parse({ basePrice: basePrice / 100 });
        const quote = quoteOf(priceStay(plan, unit, range));
        expect(quote.rent).toBe(quote.units * basePrice);
        expect([quote.discount, quote.fees, quote.taxTotal, quote.deposit]).toEqual([0, 0, 0, 0]);
        expect(quote.total).toBe(quote.units * basePrice);
        expect(quote.lines).toHaveLength(1);
      }),
    );
  });

  it('refuses exactly the stays shorter than the minimum of their first unit', () => {
    fc.assert(
      fc.property(plans, stays, (plan, { unit, range }) => {
        const result = priceStay(plan, unit, range);
        const units = quoteOf(priceStay(noMinimum(plan), unit, range)).units;
        if (result.ok) return;
        expect(result).toMatchObject({ reason: 'too-short', units });
        if (result.reason === 'too-short') expect(units).toBeLessThan(result.minUnits);
      }),
    );
  });

  it('prices the same in both languages, reads back the plan it shows, and shows the quote in dollars', () => {
    fc.assert(
      fc.property(plans, stays, (plan, { unit, range }) => {
        const numbers = (quote: Quote) => amounts(quote).concat(quote.units);
        const en = quoteOf(priceStay(noMinimum(plan), unit, range, 'en'));
        const es = quoteOf(priceStay(noMinimum(plan), unit, range, 'es'));
        expect(numbers(es)).toEqual(numbers(en));
        expect(ratePlanInput().parse(toRatePlanBody(plan))).toEqual(plan);
        // In dollars for the API: the same figures, and the answer's schema accepts them.
        const body = toQuoteBody(en);
        expect(quoteBodySchema.parse(body)).toEqual(body);
        expect(Math.round(body.total * 100)).toBe(en.total);
        expect(Math.round((body.lines[0]?.unitAmount ?? 0) * 100)).toBe(en.lines[0]?.unitAmount ?? 0);
      }),
    );
  });
});
