import { describe, expect, it } from 'vitest';
import { demoRatePlans } from './demo-rate-plans.ts';
import { priceStay } from './price-stay.ts';
import { quoteOf } from './pricing.test-helpers.ts';
import { type RatePlanInput, ratePlanInput, ratePlanSchema, toRatePlanBody } from './rate-plan.ts';

const valid: RatePlanInput = {
  basePrice: 400,
  weekendPrice: 480,
  minUnits: 2,
  seasons: [{ name: 'High season', from: '12-15', to: '04-15', price: 600, weekendPrice: 700, minUnits: 4 }],
  discounts: [
    { minUnits: 7, percent: 10 },
    { minUnits: 28, percent: 25 },
  ],
  fees: [{ code: 'cleaning', label: { es: 'Limpieza', en: 'Cleaning' }, amount: 175, per: 'stay' }],
  deposit: 1000,
  taxes: [
    { code: 'fl-sales', rate: 7 },
    { code: 'md-tourist', rate: 6 },
  ],
};

/** The messages of a refused plan, in `lang`. */
function refusals(input: unknown, lang: 'es' | 'en' = 'en'): string[] {
  const result = ratePlanInput(lang).safeParse(input);
  if (result.success) throw new Error('expected the plan to be refused');
  return result.error.issues.map((issue) => issue.message);
}
const withSeasons = (...seasons: { from: string; to: string }[]) => ({
  basePrice: 100,
  seasons: seasons.map((season, index) => ({ name: `S${index}`, price: 200, ...season })),
});

describe('ratePlanInput', () => {
  it('reads the plan of ARCHITECTURE.md in dollars and keeps it in cents', () => {
    const plan = ratePlanInput().parse(valid);
    expect(plan).toEqual({
      basePrice: 40000,
      weekendPrice: 48000,
      minUnits: 2,
      seasons: [
        { name: 'High season', from: '12-15', to: '04-15', price: 60000, weekendPrice: 70000, minUnits: 4 },
      ],
      discounts: valid.discounts,
      fees: [{ code: 'cleaning', label: { es: 'Limpieza', en: 'Cleaning' }, amount: 17500, per: 'stay' }],
      deposit: 100000,
      taxes: [
        {
          code: 'fl-sales',
          label: { en: 'Florida sales tax', es: 'Impuesto estatal a las ventas de Florida' },
          rate: 7,
        },
        {
          code: 'md-tourist',
          label: { en: 'Miami-Dade tourist taxes', es: 'Impuestos turísticos de Miami-Dade' },
          rate: 6,
        },
      ],
    });
    expect(ratePlanSchema.parse(toRatePlanBody(plan))).toEqual({
      ...valid,
      fees: [{ ...valid.fees?.[0] }],
      taxes: plan.taxes,
    });
  });

  it('fills what a plan may leave out: no weekend price, minimum 1, no lists, no deposit', () => {
    expect(ratePlanInput().parse({ basePrice: 99.99 })).toEqual({
      basePrice: 9999,
      weekendPrice: null,
      minUnits: 1,
      seasons: [],
      discounts: [],
      fees: [],
      deposit: 0,
      taxes: [],
    });
    const season = ratePlanInput().parse(withSeasons({ from: '01-01', to: '01-31' })).seasons[0];
    expect(season).toMatchObject({ weekendPrice: null, minUnits: null });
    // A label in one language keeps the default of the other.
    const fee = ratePlanInput().parse({
      basePrice: 1,
      fees: [{ code: 'pet', label: { es: 'Perro' }, amount: 1, per: 'stay' }],
    });
    expect(fee.fees[0]?.label).toEqual({ es: 'Perro', en: 'Pet fee' });
  });

  it('refuses seasons that overlap, naming both and a shared day', () => {
    expect(refusals(withSeasons({ from: '12-15', to: '04-15' }, { from: '04-15', to: '06-01' }))).toEqual([
      'seasons[1] overlaps seasons[0] (both include 04-15)',
    ]);
    expect(
      refusals(withSeasons({ from: '12-15', to: '01-10' }, { from: '01-01', to: '01-05' }), 'es'),
    ).toEqual(['seasons[1] se superpone con seasons[0] (ambas incluyen el 01-01)']);
    // Touching is not overlapping.
    expect(
      ratePlanInput().safeParse(withSeasons({ from: '12-15', to: '04-15' }, { from: '04-16', to: '12-14' }))
        .success,
    ).toBe(true);
  });

  it('refuses a season that covers the whole year (to = from - 1)', () => {
    for (const [from, to] of [
      ['12-15', '12-14'],
      ['01-01', '12-31'],
      ['03-01', '02-28'],
      ['03-01', '02-29'],
    ] as const) {
      expect(refusals(withSeasons({ from, to }))).toEqual([
        'seasons[0] covers the whole year; set the base price instead of a season',
      ]);
    }
    expect(refusals(withSeasons({ from: '12-15', to: '12-14' }), 'es')).toEqual([
      'seasons[0] cubre el año entero; cambie el precio base en lugar de crear una temporada',
    ]);
    // One day short of a year is a season.
    expect(ratePlanInput().safeParse(withSeasons({ from: '03-02', to: '02-29' })).success).toBe(true);
    expect(ratePlanInput().safeParse(withSeasons({ from: '07-04', to: '07-04' })).success).toBe(true);
  });

  it('refuses days that are not MM-DD days of the year', () => {
    for (const day of ['02-30', '13-01', '00-10', '1-05', '2027-01-05', '04-31', 5]) {
      expect(refusals(withSeasons({ from: day as string, to: '12-31' }))).toEqual([
        'seasons[0].from must be a day of the year written MM-DD, such as 12-15',
      ]);
    }
    expect(refusals(withSeasons({ from: '01-01', to: '02-30' }), 'es')).toEqual([
      'seasons[0].to debe ser un día del año escrito MM-DD, como 12-15',
    ]);
  });

  it('refuses negative, huge and non-numeric amounts', () => {
    expect(refusals({ basePrice: -1 })).toEqual(['basePrice must not be negative']);
    expect(refusals({ basePrice: 100, deposit: -0.01 }, 'es')).toEqual(['deposit no puede ser negativo']);
    expect(refusals({ basePrice: 1e12 })).toEqual(['basePrice must be at most 10000000']);
    expect(refusals({ basePrice: 1e308, weekendPrice: 'cheap' })).toEqual([
      'basePrice must be at most 10000000',
      'weekendPrice must be a number',
    ]);
    expect(
      refusals({ basePrice: 100, seasons: [{ name: 'S', from: '01-01', to: '01-02', price: -5 }] }),
    ).toEqual(['seasons[0].price must not be negative']);
    expect(refusals({ basePrice: 100, minUnits: 1.5 })).toEqual(['minUnits must be a whole number']);
    expect(refusals({ basePrice: 100, minUnits: 0 })).toEqual(['minUnits must be at least 1']);
    expect(refusals({ basePrice: 100, minUnits: 1e9 })).toEqual(['minUnits must be at most 1000']);
    expect(refusals({})).toEqual(['basePrice must be a number']);
    expect(refusals('free', 'es')).toEqual(['ratePlan debe ser un objeto']);
  });

  it('refuses percentages over 100 or below 0, and rates more precise than a thousandth', () => {
    expect(refusals({ basePrice: 1, discounts: [{ minUnits: 7, percent: 101 }] })).toEqual([
      'discounts[0].percent must be a percentage from 0 to 100',
    ]);
    expect(refusals({ basePrice: 1, taxes: [{ code: 'fl-sales', rate: -6 }] }, 'es')).toEqual([
      'taxes[0].rate debe ser un porcentaje entre 0 y 100',
    ]);
    expect(refusals({ basePrice: 1, taxes: [{ code: 'fl-sales', rate: 6.8751 }] })).toEqual([
      'taxes[0].rate must have at most 3 decimals',
    ]);
    expect(refusals({ basePrice: 1, discounts: [{ minUnits: 7, percent: 10.125 }] })).toEqual([
      'discounts[0].percent must have at most 2 decimals',
    ]);
    expect(
      refusals({
        basePrice: 1,
        discounts: [
          { minUnits: 7, percent: 10 },
          { minUnits: 7, percent: 15 },
        ],
      }),
    ).toEqual(['discounts[1]: two discounts start at 7 units']);
  });

  it('refuses unknown and repeated tax and fee codes', () => {
    expect(refusals({ basePrice: 1, taxes: [{ code: 'fl-sale', rate: 6 }] })).toEqual([
      'taxes[0].code must be one of fl-sales, md-surtax, md-tourist, md-convention, mb-resort',
    ]);
    expect(
      refusals({
        basePrice: 1,
        taxes: [
          { code: 'fl-sales', rate: 6 },
          { code: 'fl-sales', rate: 1 },
        ],
      }),
    ).toEqual(['taxes[1]: the code fl-sales appears more than once']);
    expect(refusals({ basePrice: 1, fees: [{ code: 'towels', amount: 5, per: 'stay' }] }, 'es')[0]).toMatch(
      /^fees\[0\]\.code debe ser uno de cleaning, parking/,
    );
    expect(
      refusals(
        {
          basePrice: 1,
          fees: [
            { code: 'cleaning', amount: 5, per: 'stay' },
            { code: 'cleaning', amount: 9, per: 'unit' },
          ],
        },
        'es',
      ),
    ).toEqual(['fees[1]: el código cleaning aparece más de una vez']);
    expect(refusals({ basePrice: 1, fees: [{ code: 'cleaning', amount: 5, per: 'night' }] })).toEqual([
      'fees[0].per must be stay or unit',
    ]);
  });

  it('refuses control characters, empty and over-long labels', () => {
    expect(
      refusals({ basePrice: 1, seasons: [{ name: 'High\u0000', from: '01-01', to: '01-02', price: 1 }] }),
    ).toEqual(['seasons[0].name must not contain control characters']);
    expect(
      refusals(
        {
          basePrice: 1,
          fees: [{ code: 'cleaning', label: { es: 'Lim\u202Epieza' }, amount: 5, per: 'stay' }],
        },
        'es',
      ),
    ).toEqual(['fees[0].label.es no puede contener caracteres de control']);
    expect(refusals({ basePrice: 1, taxes: [{ code: 'fl-sales', label: { en: '   ' }, rate: 6 }] })).toEqual([
      'taxes[0].label.en is required',
    ]);
    expect(
      refusals({ basePrice: 1, seasons: [{ name: 'x'.repeat(101), from: '01-01', to: '01-02', price: 1 }] }),
    ).toEqual(['seasons[0].name must be at most 100 characters']);
  });

  it('refuses lists that are too long', () => {
    const seasons = Array.from({ length: 25 }, (_, month) => ({
      name: `S${month}`,
      from: '01-01',
      to: '01-01',
      price: 1,
    }));
    expect(refusals({ basePrice: 1, seasons })).toEqual(['seasons must hold at most 24 items']);
    expect(refusals({ basePrice: 1, taxes: 'none' }, 'es')).toEqual(['taxes debe ser una lista']);
  });
});

describe('demoRatePlans', () => {
  const parse = (input: RatePlanInput) => ratePlanInput().parse(input);

  it('are valid plans with the Miami tax rates of issue 17', () => {
    const rates = (input: RatePlanInput) => parse(input).taxes.reduce((total, tax) => total + tax.rate, 0);
    expect(rates(demoRatePlans.apartment)).toBe(13);
    expect(rates(demoRatePlans.villa)).toBe(14);
    expect(rates(demoRatePlans.car)).toBe(7);
    expect(rates(demoRatePlans.yacht)).toBe(0);
    expect(parse(demoRatePlans.car).fees).toContainEqual(
      expect.objectContaining({ code: 'car-surcharge', amount: 200, per: 'unit' }),
    );
  });

  it('price a high-season weekend stay all-in', () => {
    // Friday 2027-01-08 to Monday 2027-01-12 in the apartment: 4 nights, the season's minimum.
    const quote = quoteOf(
      priceStay(parse(demoRatePlans.apartment), 'night', {
        checkInDate: '2027-01-08',
        checkOutDate: '2027-01-12',
      }),
    );
    expect(quote.lines.map((line) => [line.label, line.amount])).toEqual([
      ['2 nights x $700 weekend', 140000],
      ['2 nights x $600', 120000],
      ['Cleaning', 17500],
    ]);
    // 13% of $2,775 is $360.75: 6% $166.50, 1% $27.75, 6% $166.50.
    expect([quote.subtotal, quote.taxTotal, quote.total, quote.deposit]).toEqual([
      277500, 36075, 313575, 100000,
    ]);
  });
});
