/**
 * Money rules (ARCHITECTURE.md, "Data"): amounts are stored and added up as integer cents; the API and
 * the screens show currency units (US dollars) with at most 2 decimals.
 */

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Currency units to integer cents, rounding half away from zero on the second decimal
 * (12.345 -> 1235, -12.345 -> -1235). Works on the decimal text of the amount, not on
 * `units * 100`, so 1.005 gives 101 and not 100 (1.005 * 100 is 100.49999... in binary floating point).
 * Throws a RangeError for text that is not a number, for NaN/Infinity and beyond the safe integer range.
 */
export function toCents(units: number | string): number {
  const text = typeof units === 'number' ? numberText(units) : units.trim();
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Not an amount: ${JSON.stringify(units)}`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  // Shift the decimal point by the exponent, then two more places for cents.
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent) + 2;
  const padded = point >= digits.length ? digits.padEnd(point, '0') : digits;
  const integerPart = point <= 0 ? '0' : padded.slice(0, point) || '0';
  const roundingDigit = point < 0 ? 0 : Number(padded[point] ?? '0');
  let cents = Number(integerPart) + (roundingDigit >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount out of range: ${JSON.stringify(units)}`);
  if (sign === '-' && cents !== 0) cents = -cents;
  return cents;
}

function numberText(units: number): string {
  if (!Number.isFinite(units)) throw new RangeError(`Not an amount: ${units}`);
  // The shortest text that reads back as the same number: what the person typed, e.g. "1.005".
  return String(units);
}

/** Integer cents to currency units (1235 -> 12.35). */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer: ${cents}`);
  return cents / 100;
}

/**
 * Formats an amount in currency units as US dollars in the site's language. The business is in Miami,
 * so plain `es`/`en` mean the United States variants ($1,234.50 in both), not Spain's "1234,50 US$".
 * Whole amounts drop the cents ($1,200) unless `cents: 'always'`.
 */
// Building an Intl.NumberFormat costs far more than using one (a list page formats dozens of prices
// while it hydrates): one per language and cents style, made on first use.
const usdFormats = new Map<string, Intl.NumberFormat>();

export function formatUsd(
  amount: number,
  locale = 'es',
  options: { cents?: 'auto' | 'always' } = {},
): string {
  const tag = locale === 'es' || locale === 'en' ? `${locale}-US` : locale;
  const digits = Number.isInteger(amount) && options.cents !== 'always' ? 0 : 2;
  const key = `${tag}:${digits}`;
  let format = usdFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    usdFormats.set(key, format);
  }
  return format.format(amount);
}
