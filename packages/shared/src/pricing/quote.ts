import { fromCents } from '../money.ts';
import type { Quote } from './price-stay.ts';

/** The codes of rent lines; every other line is a fee, under its fee code. */
export const rentLineCodes = ['rent', 'rent-weekend'] as const;
export const isRentLine = (line: { code: string }): boolean =>
  (rentLineCodes as readonly string[]).includes(line.code);

/** A quote as the API and the screens show it (ARCHITECTURE.md "Prices"): every amount in dollars. */
export interface QuoteBody {
  unit: Quote['unit'];
  units: number;
  lines: { code: string; label: string; quantity: number; unitAmount: number; amount: number }[];
  rent: number;
  discount: number;
  fees: number;
  subtotal: number;
  taxes: { code: string; label: string; rate: number; amount: number }[];
  taxTotal: number;
  total: number;
  deposit: number;
}

/** The quote of priceStay (cents) in dollars, for the API's answer. */
export function toQuoteBody(quote: Quote): QuoteBody {
  return {
    unit: quote.unit,
    units: quote.units,
    lines: quote.lines.map((line) => ({
      ...line,
      unitAmount: fromCents(line.unitAmount),
      amount: fromCents(line.amount),
    })),
    rent: fromCents(quote.rent),
    discount: fromCents(quote.discount),
    fees: fromCents(quote.fees),
    subtotal: fromCents(quote.subtotal),
    taxes: quote.taxes.map((tax) => ({ ...tax, amount: fromCents(tax.amount) })),
    taxTotal: fromCents(quote.taxTotal),
    total: fromCents(quote.total),
    deposit: fromCents(quote.deposit),
  };
}
