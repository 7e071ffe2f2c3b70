import { formatUsd, fromCents } from '../money.ts';
import type { Language } from '../site.ts';

/**
 * The words of prices, in both languages of the site (ARCHITECTURE.md "Prices"). Free of zod, so a
 * public page can label a quote without downloading the schema library.
 */

/** How a service is booked and counted (ARCHITECTURE.md "Every service bookable"). */
export const bookingUnits = ['night', 'day', 'hour'] as const;
export type BookingUnit = (typeof bookingUnits)[number];

const unitWords: Record<Language, Record<BookingUnit, [one: string, many: string]>> = {
  en: { night: ['night', 'nights'], day: ['day', 'days'], hour: ['hour', 'hours'] },
  es: { night: ['noche', 'noches'], day: ['día', 'días'], hour: ['hora', 'horas'] },
};

/** "3 nights", "1 día", "4 horas". */
export function countOfUnits(count: number, unit: BookingUnit, lang: Language): string {
  const [one, many] = unitWords[lang][unit];
  return `${count} ${count === 1 ? one : many}`;
}

/** An amount in cents as the site shows it: "$600", "$1,234.50". */
export const formatCents = (cents: number, lang: Language): string =>
  formatUsd(fromCents(cents), lang, { cents: 'auto' });

const rateFormats = new Map<Language, Intl.NumberFormat>();
/** A tax rate as the site shows it: "6%", "6.875%". */
export function formatRate(rate: number, lang: Language): string {
  let format = rateFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(`${lang}-US`, { style: 'percent', maximumFractionDigits: 3 });
    rateFormats.set(lang, format);
  }
  return format.format(rate / 100);
}

/** The label of a rent line grouped by rate: "3 nights x $600", "2 noches x $700 fin de semana". */
export function rentLineLabel(
  line: { quantity: number; unitAmount: number; weekend: boolean },
  unit: BookingUnit,
  lang: Language,
): string {
  const label = `${countOfUnits(line.quantity, unit, lang)} x ${formatCents(line.unitAmount, lang)}`;
  if (!line.weekend) return label;
  return `${label} ${lang === 'es' ? 'fin de semana' : 'weekend'}`;
}

/**
 * The refusal of a stay shorter than its minimum (ARCHITECTURE.md: `Minimum stay is N nights` /
 * `La estadía mínima es de N noches`, days and hours likewise).
 */
export function minimumStayMessage(minUnits: number, unit: BookingUnit, lang: Language): string {
  const count = countOfUnits(minUnits, unit, lang);
  return lang === 'es' ? `La estadía mínima es de ${count}` : `Minimum stay is ${count}`;
}

/** The labels of a quote's totals, for the screens and PDFs that show one. */
export const quoteLabels: Record<
  Language,
  Record<'rent' | 'discount' | 'fees' | 'subtotal' | 'taxes' | 'total' | 'deposit' | 'depositNote', string>
> = {
  en: {
    rent: 'Rent',
    discount: 'Length-of-stay discount',
    fees: 'Fees',
    subtotal: 'Subtotal',
    taxes: 'Taxes',
    total: 'Total',
    deposit: 'Security deposit',
    depositNote: 'Refundable, not included in the total',
  },
  es: {
    rent: 'Alquiler',
    discount: 'Descuento por estadía larga',
    fees: 'Cargos',
    subtotal: 'Subtotal',
    taxes: 'Impuestos',
    total: 'Total',
    deposit: 'Depósito de garantía',
    depositNote: 'Reembolsable, no incluido en el total',
  },
};

type Bilingual = Record<Language, string>;

/**
 * Why a rate plan is refused, in both languages. Each message names its field the way the API's
 * error body does (`seasons[1].from`), so a joined message still says where each problem is.
 */
export const ratePlanMessages = {
  notObject: (field: string): Bilingual => ({
    en: `${field} must be an object`,
    es: `${field} debe ser un objeto`,
  }),
  notList: (field: string): Bilingual => ({
    en: `${field} must be a list`,
    es: `${field} debe ser una lista`,
  }),
  tooMany: (field: string, max: number): Bilingual => ({
    en: `${field} must hold at most ${max} items`,
    es: `${field} admite como máximo ${max} elementos`,
  }),
  notNumber: (field: string): Bilingual => ({
    en: `${field} must be a number`,
    es: `${field} debe ser un número`,
  }),
  notWhole: (field: string): Bilingual => ({
    en: `${field} must be a whole number`,
    es: `${field} debe ser un número entero`,
  }),
  negative: (field: string): Bilingual => ({
    en: `${field} must not be negative`,
    es: `${field} no puede ser negativo`,
  }),
  belowOne: (field: string): Bilingual => ({
    en: `${field} must be at least 1`,
    es: `${field} debe ser al menos 1`,
  }),
  tooLarge: (field: string, max: number): Bilingual => ({
    en: `${field} must be at most ${max}`,
    es: `${field} debe ser como máximo ${max}`,
  }),
  tooPrecise: (field: string, decimals: number): Bilingual => ({
    en: `${field} must have at most ${decimals} decimals`,
    es: `${field} admite como máximo ${decimals} decimales`,
  }),
  percentRange: (field: string): Bilingual => ({
    en: `${field} must be a percentage from 0 to 100`,
    es: `${field} debe ser un porcentaje entre 0 y 100`,
  }),
  notText: (field: string): Bilingual => ({
    en: `${field} must be text`,
    es: `${field} debe ser texto`,
  }),
  required: (field: string): Bilingual => ({
    en: `${field} is required`,
    es: `${field} es obligatorio`,
  }),
  textTooLong: (field: string, max: number): Bilingual => ({
    en: `${field} must be at most ${max} characters`,
    es: `${field} admite como máximo ${max} caracteres`,
  }),
  controlCharacters: (field: string): Bilingual => ({
    en: `${field} must not contain control characters`,
    es: `${field} no puede contener caracteres de control`,
  }),
  monthDay: (field: string): Bilingual => ({
    en: `${field} must be a day of the year written MM-DD, such as 12-15`,
    es: `${field} debe ser un día del año escrito MM-DD, como 12-15`,
  }),
  wholeYear: (field: string): Bilingual => ({
    en: `${field} covers the whole year; set the base price instead of a season`,
    es: `${field} cubre el año entero; cambie el precio base en lugar de crear una temporada`,
  }),
  seasonsOverlap: (field: string, other: string, day: string): Bilingual => ({
    en: `${field} overlaps ${other} (both include ${day})`,
    es: `${field} se superpone con ${other} (ambas incluyen el ${day})`,
  }),
  duplicateCode: (field: string, code: string): Bilingual => ({
    en: `${field}: the code ${code} appears more than once`,
    es: `${field}: el código ${code} aparece más de una vez`,
  }),
  duplicateDiscount: (field: string, minUnits: number): Bilingual => ({
    en: `${field}: two discounts start at ${minUnits} units`,
    es: `${field}: dos descuentos empiezan en ${minUnits} unidades`,
  }),
  unknownCode: (field: string, known: readonly string[]): Bilingual => ({
    en: `${field} must be one of ${known.join(', ')}`,
    es: `${field} debe ser uno de ${known.join(', ')}`,
  }),
  per: (field: string): Bilingual => ({
    en: `${field} must be stay or unit`,
    es: `${field} debe ser stay (por estadía) o unit (por unidad)`,
  }),
} as const;
