import type { Language } from '../site.ts';
import { type PricingRange, type UnitStart, unitStarts } from './booking-units.ts';
import { type BookingUnit, rentLineLabel } from './pricing-messages.ts';
import type { RatePlan } from './rate-plan.ts';
import { seasonOn } from './seasons.ts';

/**
 * The one pricing function (ARCHITECTURE.md "Prices"). Pure, and in integer cents throughout: the
 * API turns a Quote into dollars with toQuoteBody at its edge.
 */

export interface QuoteLine {
  /** `rent` or `rent-weekend` for rent grouped by rate, else the fee's code. */
  code: string;
  label: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}
export interface QuoteTax {
  code: string;
  label: string;
  rate: number;
  amount: number;
}
export interface Quote {
  unit: BookingUnit;
  units: number;
  /** Rent by rate, in the order the stay reaches each rate, then the fees. */
  lines: QuoteLine[];
  rent: number;
  /** A positive amount, taken off the rent. */
  discount: number;
  fees: number;
  /** rent - discount + fees: what the taxes are a percentage of. */
  subtotal: number;
  taxes: QuoteTax[];
  taxTotal: number;
  /** subtotal + taxTotal; the deposit is never in it. */
  total: number;
  deposit: number;
}

export type PriceResult =
  | { ok: true; quote: Quote }
  /** Shorter than the minimum of the first unit's season (else the plan's): say minimumStayMessage. */
  | { ok: false; reason: 'too-short'; unit: BookingUnit; units: number; minUnits: number }
  /** Dates for a day or hour unit (or instants for nights), an end not after the start, or absurdly long. */
  | { ok: false; reason: 'invalid-range'; unit: BookingUnit };

/**
 * `percent` % of `cents`, rounded half-up to the cent. Exact: the percentage is read as an integer of
 * `decimals` decimal places and the product is taken in BigInt, never in floating point.
 */
export function percentOf(cents: number, percent: number, decimals = 3): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a positive amount: ${cents}`);
  const scale = 10 ** decimals;
  const scaled = BigInt(Math.round(percent * scale));
  const denominator = BigInt(100 * scale);
  return Number((2n * BigInt(cents) * scaled + denominator) / (2n * denominator));
}

function rentLines(plan: RatePlan, unit: BookingUnit, lang: Language, starts: readonly UnitStart[]) {
  const groups = new Map<string, { quantity: number; unitAmount: number; weekend: boolean }>();
  for (const start of starts) {
    const season = seasonOn(plan.seasons, start.date);
    const weekendPrice = season ? season.weekendPrice : plan.weekendPrice;
    // A weekend line only where a weekend price applies; otherwise the unit costs the ordinary price.
    const weekend = start.weekend && weekendPrice !== null;
    const unitAmount = weekend && weekendPrice !== null ? weekendPrice : (season?.price ?? plan.basePrice);
    const key = `${unitAmount}:${weekend}`;
    const group = groups.get(key) ?? { quantity: 0, unitAmount, weekend };
    group.quantity += 1;
    groups.set(key, group);
  }
  return [...groups.values()].map(
    (group): QuoteLine => ({
      code: group.weekend ? 'rent-weekend' : 'rent',
      label: rentLineLabel(group, unit, lang),
      quantity: group.quantity,
      unitAmount: group.unitAmount,
      amount: group.quantity * group.unitAmount,
    }),
  );
}

/**
 * Prices `range` booked by `unit` under `plan`, with labels in `lang`: rent grouped by rate (season or
 * base, weekend or not, weekends being units that start on a Friday or Saturday in Miami), the largest
 * length-of-stay discount the stay reaches (on the rent only), fees per stay or per unit, each tax on
 * rent - discount + fees, the deposit apart.
 */
export function priceStay(
  plan: RatePlan,
  unit: BookingUnit,
  range: PricingRange,
  lang: Language = 'en',
): PriceResult {
  const starts = unitStarts(unit, range);
  const first = starts?.[0];
  if (!starts || !first) return { ok: false, reason: 'invalid-range', unit };
  const units = starts.length;
  const minUnits = seasonOn(plan.seasons, first.date)?.minUnits ?? plan.minUnits;
  if (units < minUnits) return { ok: false, reason: 'too-short', unit, units, minUnits };

  const rent = rentLines(plan, unit, lang, starts);
  const rentTotal = sum(rent);
  const percent = Math.max(0, ...plan.discounts.filter((d) => d.minUnits <= units).map((d) => d.percent));
  const discount = percentOf(rentTotal, percent);
  const fees = plan.fees.map((fee): QuoteLine => {
    const quantity = fee.per === 'unit' ? units : 1;
    return {
      code: fee.code,
      label: fee.label[lang],
      quantity,
      unitAmount: fee.amount,
      amount: quantity * fee.amount,
    };
  });
  const feeTotal = sum(fees);
  const subtotal = rentTotal - discount + feeTotal;
  const taxes = plan.taxes.map(
    (tax): QuoteTax => ({
      code: tax.code,
      label: tax.label[lang],
      rate: tax.rate,
      amount: percentOf(subtotal, tax.rate),
    }),
  );
  const taxTotal = sum(taxes);
  return {
    ok: true,
    quote: {
      unit,
      units,
      lines: [...rent, ...fees],
      rent: rentTotal,
      discount,
      fees: feeTotal,
      subtotal,
      taxes,
      taxTotal,
      total: subtotal + taxTotal,
      deposit: plan.deposit,
    },
  };
}

const sum = (items: readonly { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);
