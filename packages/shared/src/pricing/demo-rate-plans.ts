import type { RatePlanInput } from './rate-plan.ts';

/**
 * Demo rate plans with the Miami values of issue 17, in dollars as PUT .../rates takes them, for the
 * seed. The owner edits every figure; these only show what a real plan looks like.
 */

/** Lodging in Miami-Dade: 13% = 6% state sales + 1% county surtax + 6% county tourist taxes. */
const miamiDadeLodgingTaxes = [
  { code: 'fl-sales', rate: 6 },
  { code: 'md-surtax', rate: 1 },
  { code: 'md-tourist', rate: 6 },
] as const satisfies RatePlanInput['taxes'];

/** Lodging in Miami Beach: 14% (state sales, county surtax, convention development, resort tax). */
const miamiBeachLodgingTaxes = [
  { code: 'fl-sales', rate: 6 },
  { code: 'md-surtax', rate: 1 },
  { code: 'md-convention', rate: 3 },
  { code: 'mb-resort', rate: 4 },
] as const satisfies RatePlanInput['taxes'];

const highSeason = { name: 'High season', from: '12-15', to: '04-15' } as const;
/** 10% off a week or more, 25% off four weeks or more. */
const weeklyAndMonthly = [
  { minUnits: 7, percent: 10 },
  { minUnits: 28, percent: 25 },
] as const satisfies RatePlanInput['discounts'];

export const demoRatePlans = {
  /** An apartment in Miami-Dade, priced per night. */
  apartment: {
    basePrice: 400,
    weekendPrice: 480,
    minUnits: 2,
    seasons: [{ ...highSeason, price: 600, weekendPrice: 700, minUnits: 4 }],
    discounts: [...weeklyAndMonthly],
    fees: [{ code: 'cleaning', amount: 175, per: 'stay' }],
    deposit: 1000,
    taxes: [...miamiDadeLodgingTaxes],
  },
  /** A villa in Miami Beach, priced per night. */
  villa: {
    basePrice: 1200,
    weekendPrice: 1500,
    minUnits: 3,
    seasons: [{ ...highSeason, price: 1800, weekendPrice: 2200, minUnits: 5 }],
    discounts: [...weeklyAndMonthly],
    fees: [{ code: 'cleaning', amount: 450, per: 'stay' }],
    deposit: 5000,
    taxes: [...miamiBeachLodgingTaxes],
  },
  /** A car, priced per day: 7% sales tax and surtax, and Florida's $2 a day rental surcharge. */
  car: {
    basePrice: 250,
    weekendPrice: 300,
    minUnits: 1,
    discounts: [{ minUnits: 7, percent: 15 }],
    fees: [
      { code: 'car-surcharge', amount: 2, per: 'unit' },
      { code: 'delivery', amount: 75, per: 'stay' },
    ],
    deposit: 500,
    taxes: [
      { code: 'fl-sales', rate: 6 },
      { code: 'md-surtax', rate: 1 },
    ],
  },
  /** A crewed yacht charter, priced per hour: exempt, so no taxes. */
  yacht: {
    basePrice: 500,
    weekendPrice: 600,
    minUnits: 4,
    fees: [{ code: 'crew', amount: 250, per: 'stay' }],
    deposit: 2000,
    taxes: [],
  },
} as const satisfies Record<string, RatePlanInput>;
