import { describe, expect, it } from 'vitest';
import { percentOf, priceStay } from './price-stay.ts';
import { plan, quoteOf, rentOf } from './pricing.test-helpers.ts';
import { formatRate, minimumStayMessage } from './pricing-messages.ts';

// 2027-01-01 is a Friday. Daylight saving in Miami: 2027-03-14 (02:00 -> 03:00), 2027-11-07 (02:00 -> 01:00).

describe('priceStay: seasons', () => {
  const spring = plan({
    basePrice: 100,
    seasons: [{ name: 'Spring', from: '03-01', to: '03-31', price: 200 }],
  });

  it('includes the first and the last day of a season', () => {
    expect(rentOf(spring, '2027-02-27', '2027-03-02')).toEqual([
      ['2 nights x $100', 20000],
      ['1 night x $200', 20000],
    ]);
    expect(rentOf(spring, '2027-03-30', '2027-04-02')).toEqual([
      ['2 nights x $200', 40000],
      ['1 night x $100', 10000],
    ]);
  });

  it('applies a season that wraps the year end on both sides of January 1', () => {
    const high = plan({
      basePrice: 400,
      seasons: [{ name: 'High', from: '12-15', to: '04-15', price: 600 }],
    });
    expect(rentOf(high, '2026-12-29', '2027-01-03')).toEqual([['5 nights x $600', 300000]]);
    expect(rentOf(high, '2026-12-13', '2026-12-16')).toEqual([
      ['2 nights x $400', 80000],
      ['1 night x $600', 60000],
    ]);
    expect(rentOf(high, '2027-04-14', '2027-04-17')).toEqual([
      ['2 nights x $600', 120000],
      ['1 night x $400', 40000],
    ]);
  });

  it('prices 29 February in the season that includes it', () => {
    const february = plan({
      basePrice: 100,
      seasons: [{ name: 'Feb', from: '02-29', to: '03-01', price: 300 }],
    });
    expect(rentOf(february, '2028-02-28', '2028-03-02')).toEqual([
      ['1 night x $100', 10000],
      ['2 nights x $300', 60000],
    ]);
    // In 2027 there is no 29 February: the season is 1 March only.
    expect(rentOf(february, '2027-02-28', '2027-03-02')).toEqual([
      ['1 night x $100', 10000],
      ['1 night x $300', 30000],
    ]);
  });
});

describe('priceStay: weekends in Miami time', () => {
  const weekends = plan({
    basePrice: 400,
    weekendPrice: 480,
    seasons: [{ name: 'High', from: '12-15', to: '04-15', price: 600, weekendPrice: 700 }],
  });

  it('charges the weekend price for nights starting on a Friday or a Saturday, grouped by rate', () => {
    // Thursday 2027-05-06 to Monday 2027-05-10: Thu, Sun at 400; Fri, Sat at 480.
    expect(rentOf(weekends, '2027-05-06', '2027-05-10')).toEqual([
      ['2 nights x $400', 80000],
      ['2 nights x $480 weekend', 96000],
    ]);
    expect(rentOf(weekends, '2027-01-04', '2027-01-11', 'es')).toEqual([
      ['5 noches x $600', 300000],
      ['2 noches x $700 fin de semana', 140000],
    ]);
  });

  it('keeps Friday and Saturday nights across both daylight-saving changes', () => {
    // 2027-03-12 Fri, 13 Sat, 14 Sun (clocks go forward), 15 Mon.
    expect(rentOf(weekends, '2027-03-12', '2027-03-16')).toEqual([
      ['2 nights x $700 weekend', 140000],
      ['2 nights x $600', 120000],
    ]);
    // 2027-11-05 Fri, 6 Sat, 7 Sun (clocks go back), 8 Mon.
    expect(rentOf(weekends, '2027-11-05', '2027-11-09')).toEqual([
      ['2 nights x $480 weekend', 96000],
      ['2 nights x $400', 80000],
    ]);
  });

  it('uses the ordinary price on weekends where no weekend price is set', () => {
    const flat = plan({ basePrice: 300, seasons: [{ name: 'S', from: '06-01', to: '06-30', price: 350 }] });
    expect(rentOf(flat, '2027-05-27', '2027-06-03')).toEqual([
      ['5 nights x $300', 150000],
      ['2 nights x $350', 70000],
    ]);
  });

  it('takes the weekday of a day or hour unit from its start on the Miami clock, not UTC', () => {
    const cars = plan({
      basePrice: 100,
      weekendPrice: 150,
      seasons: [{ name: 'June 11', from: '06-11', to: '06-11', price: 500, weekendPrice: 900 }],
    });
    const day = (startAt: string, endAt: string) => quoteOf(priceStay(cars, 'day', { startAt, endAt })).lines;
    // Thursday 21:00 in Miami is already Friday in UTC: a weekday.
    expect(day('2027-06-10T21:00:00-04:00', '2027-06-11T21:00:00-04:00')).toMatchObject([
      { code: 'rent', quantity: 1, unitAmount: 10000 },
    ]);
    // Friday 22:00 in Miami (Saturday 02:00 UTC): a weekend day, and still 06-11, the season's day.
    expect(day('2027-06-12T02:00:00Z', '2027-06-13T02:00:00Z')).toMatchObject([
      { code: 'rent-weekend', quantity: 1, unitAmount: 90000 },
    ]);
    // Sunday 21:00 in Miami is Monday in UTC: the next day unit starts on Monday.
    expect(day('2027-06-13T21:00:00-04:00', '2027-06-15T21:00:00-04:00')).toMatchObject([
      { code: 'rent', quantity: 2, unitAmount: 10000 },
    ]);
    // Saturday 23:00 in Miami, an hour charter: Saturday, a weekend hour, though Sunday in UTC.
    const hour = quoteOf(priceStay(cars, 'hour', { startAt: '2027-06-12T23:00', endAt: '2027-06-13T01:00' }));
    expect(hour.lines.map((line) => [line.code, line.quantity])).toEqual([
      ['rent-weekend', 1],
      ['rent', 1],
    ]);
  });

  it('counts hours and their weekdays across the March and November changes', () => {
    const yacht = plan({ basePrice: 500, weekendPrice: 600 });
    // Saturday 22:00 EST to Sunday 04:00 EDT: 5 real hours (02:00 does not exist), 2 of them Saturday.
    const march = quoteOf(
      priceStay(yacht, 'hour', { startAt: '2027-03-13T22:00', endAt: '2027-03-14T04:00' }),
    );
    expect(march.units).toBe(5);
    expect(march.lines.map((line) => line.label)).toEqual(['2 hours x $600 weekend', '3 hours x $500']);
    // Saturday 22:00 EDT to Sunday 02:00 EST: 5 real hours (01:00 happens twice), 2 of them Saturday.
    const november = quoteOf(
      priceStay(yacht, 'hour', { startAt: '2027-11-06T22:00:00-04:00', endAt: '2027-11-07T02:00:00-05:00' }),
    );
    expect(november.units).toBe(5);
    expect(november.rent).toBe(2 * 60000 + 3 * 50000);
  });

  it('counts days on the Miami wall clock, so 10:00 to 10:00 is one day across a clock change', () => {
    const car = plan({ basePrice: 100, weekendPrice: 150 });
    const days = (startAt: string, endAt: string) => quoteOf(priceStay(car, 'day', { startAt, endAt })).units;
    expect(days('2027-11-06T10:00', '2027-11-07T10:00')).toBe(1);
    expect(days('2027-03-13T10:00', '2027-03-14T10:00')).toBe(1);
    expect(days('2027-03-13T10:00', '2027-03-14T10:01')).toBe(2);
    expect(days('2027-03-13T10:00', '2027-03-13T11:00')).toBe(1);
    // Friday 10:00 to Monday 10:00 across the March change: Fri and Sat at the weekend price, Sun not.
    const weekend = quoteOf(
      priceStay(car, 'day', { startAt: '2027-03-12T10:00', endAt: '2027-03-15T10:00' }),
    );
    expect(weekend.lines.map((line) => line.label)).toEqual(['2 days x $150 weekend', '1 day x $100']);
  });
});

describe('priceStay: minimum stay', () => {
  const high = plan({
    basePrice: 400,
    minUnits: 2,
    seasons: [{ name: 'High', from: '12-15', to: '04-15', price: 600, minUnits: 4 }],
  });

  it("takes the minimum from the first unit's season, else from the plan", () => {
    // Starts the day before the season: the plan's minimum of 2.
    expect(priceStay(high, 'night', { checkInDate: '2026-12-14', checkOutDate: '2026-12-17' }).ok).toBe(true);
    // Starts in the season: 4 nights, even though the last nights are after it.
    expect(priceStay(high, 'night', { checkInDate: '2027-04-14', checkOutDate: '2027-04-17' })).toEqual({
      ok: false,
      reason: 'too-short',
      unit: 'night',
      units: 3,
      minUnits: 4,
    });
    expect(priceStay(high, 'night', { checkInDate: '2027-04-14', checkOutDate: '2027-04-18' }).ok).toBe(true);
    expect(priceStay(high, 'night', { checkInDate: '2027-05-01', checkOutDate: '2027-05-02' })).toMatchObject(
      {
        reason: 'too-short',
        minUnits: 2,
      },
    );
  });

  it('says the minimum in both languages for every unit', () => {
    expect(minimumStayMessage(4, 'night', 'en')).toBe('Minimum stay is 4 nights');
    expect(minimumStayMessage(4, 'night', 'es')).toBe('La estadía mínima es de 4 noches');
    expect(minimumStayMessage(3, 'day', 'en')).toBe('Minimum stay is 3 days');
    expect(minimumStayMessage(3, 'day', 'es')).toBe('La estadía mínima es de 3 días');
    expect(minimumStayMessage(4, 'hour', 'en')).toBe('Minimum stay is 4 hours');
    expect(minimumStayMessage(4, 'hour', 'es')).toBe('La estadía mínima es de 4 horas');
    expect(minimumStayMessage(1, 'night', 'es')).toBe('La estadía mínima es de 1 noche');
  });

  it('writes tax rates as percentages in both languages', () => {
    expect([formatRate(6, 'en'), formatRate(6.875, 'es'), formatRate(0, 'en')]).toEqual([
      '6%',
      '6.875%',
      '0%',
    ]);
  });

  it('applies the minimum to day and hour units', () => {
    const yacht = plan({ basePrice: 500, minUnits: 4 });
    expect(
      priceStay(yacht, 'hour', { startAt: '2027-06-01T10:00', endAt: '2027-06-01T13:00' }),
    ).toMatchObject({
      reason: 'too-short',
      unit: 'hour',
      units: 3,
      minUnits: 4,
    });
    expect(priceStay(yacht, 'hour', { startAt: '2027-06-01T10:00', endAt: '2027-06-01T13:01' }).ok).toBe(
      true,
    );
  });

  it('refuses a range it cannot price', () => {
    const base = plan({ basePrice: 100 });
    const invalid = { ok: false, reason: 'invalid-range' };
    expect(priceStay(base, 'night', { checkInDate: '2027-01-05', checkOutDate: '2027-01-05' })).toMatchObject(
      invalid,
    );
    expect(priceStay(base, 'night', { checkInDate: '2027-02-30', checkOutDate: '2027-03-05' })).toMatchObject(
      invalid,
    );
    expect(
      priceStay(base, 'night', { startAt: '2027-01-05T10:00', endAt: '2027-01-06T10:00' }),
    ).toMatchObject(invalid);
    expect(priceStay(base, 'day', { checkInDate: '2027-01-05', checkOutDate: '2027-01-06' })).toMatchObject(
      invalid,
    );
    expect(priceStay(base, 'hour', { startAt: '2027-01-05T10:00', endAt: '2027-01-05T09:00' })).toMatchObject(
      invalid,
    );
    expect(priceStay(base, 'day', { startAt: 'tomorrow', endAt: '2027-01-05T09:00' })).toMatchObject(invalid);
    expect(priceStay(base, 'night', { checkInDate: '2000-01-01', checkOutDate: '2099-01-01' })).toMatchObject(
      invalid,
    );
  });
});

describe('priceStay: discounts, fees, taxes, deposit', () => {
  const tiers = plan({
    basePrice: 100,
    discounts: [
      { minUnits: 28, percent: 25 },
      { minUnits: 7, percent: 10 },
    ],
  });
  const stay = (nights: number) => {
    const checkOut = new Date(Date.UTC(2027, 4, 3 + nights)).toISOString().slice(0, 10);
    return quoteOf(priceStay(tiers, 'night', { checkInDate: '2027-05-03', checkOutDate: checkOut }));
  };

  it('takes the largest discount the stay reaches, on the rent only', () => {
    expect([6, 7, 27, 28].map((nights) => [stay(nights).rent, stay(nights).discount])).toEqual([
      [60000, 0],
      [70000, 7000],
      [270000, 27000],
      [280000, 70000],
    ]);
    const withFees = plan({
      basePrice: 100,
      discounts: [{ minUnits: 7, percent: 50 }],
      fees: [{ code: 'cleaning', amount: 100, per: 'stay' }],
    });
    const quote = quoteOf(
      priceStay(withFees, 'night', { checkInDate: '2027-05-03', checkOutDate: '2027-05-10' }),
    );
    expect([quote.rent, quote.discount, quote.fees, quote.subtotal]).toEqual([70000, 35000, 10000, 45000]);
  });

  it('rounds the discount and each tax half-up to the cent, each on its own', () => {
    // $10.50 at 15% is 157.5 cents: 158.
    const discounted = plan({ basePrice: 10.5, discounts: [{ minUnits: 1, percent: 15 }] });
    expect(
      quoteOf(priceStay(discounted, 'night', { checkInDate: '2027-05-03', checkOutDate: '2027-05-04' }))
        .discount,
    ).toBe(158);
    // $10.50 at 1% is 10.5 cents: 11, twice, where 2% at once would give 21.
    const taxed = plan({
      basePrice: 10.5,
      taxes: [
        { code: 'md-surtax', rate: 1 },
        { code: 'md-tourist', rate: 1 },
        { code: 'fl-sales', rate: 6.875 },
      ],
    });
    const quote = quoteOf(
      priceStay(taxed, 'night', { checkInDate: '2027-05-03', checkOutDate: '2027-05-04' }),
    );
    // 1050 x 6.875% = 72.1875 cents: 72.
    expect(quote.taxes.map((tax) => tax.amount)).toEqual([11, 11, 72]);
    expect([quote.taxTotal, quote.total]).toEqual([94, 1144]);
    expect(percentOf(1049, 1)).toBe(10);
    expect(percentOf(1050, 1)).toBe(11);
    expect(percentOf(25, 50, 2)).toBe(13);
    expect(percentOf(9_007_199_254_740_991, 100)).toBe(9_007_199_254_740_991);
  });

  it('charges fees per stay or per unit, taxes them, and keeps the deposit out of the total', () => {
    const car = plan({
      basePrice: 80,
      fees: [
        { code: 'car-surcharge', amount: 2, per: 'unit' },
        { code: 'delivery', label: { en: 'Delivery to your hotel' }, amount: 50, per: 'stay' },
      ],
      deposit: 500,
      taxes: [
        { code: 'fl-sales', rate: 6 },
        { code: 'md-surtax', rate: 1 },
      ],
    });
    const quote = quoteOf(
      priceStay(car, 'day', { startAt: '2027-05-04T09:00', endAt: '2027-05-07T09:00' }, 'es'),
    );
    expect(quote.lines).toEqual([
      { code: 'rent', label: '3 días x $80', quantity: 3, unitAmount: 8000, amount: 24000 },
      {
        code: 'car-surcharge',
        label: 'Recargo de Florida por alquiler de auto',
        quantity: 3,
        unitAmount: 200,
        amount: 600,
      },
      { code: 'delivery', label: 'Entrega y retiro', quantity: 1, unitAmount: 5000, amount: 5000 },
    ]);
    expect(quote).toMatchObject({ unit: 'day', units: 3, rent: 24000, fees: 5600, subtotal: 29600 });
    expect(quote.taxes).toEqual([
      { code: 'fl-sales', label: 'Impuesto estatal a las ventas de Florida', rate: 6, amount: 1776 },
      { code: 'md-surtax', label: 'Recargo del condado Miami-Dade', rate: 1, amount: 296 },
    ]);
    expect([quote.taxTotal, quote.total, quote.deposit]).toEqual([2072, 31672, 50000]);
  });
});
