import { z } from 'zod';
import { fromCents, toCents } from '../money.ts';
import { MAX_PRICE } from '../service-inputs.ts';
import type { Language } from '../site.ts';
import { type FeeCode, feeCodes, feeLabels, type TaxCode, taxCodes, taxLabels } from './pricing-codes.ts';
import { ratePlanMessages } from './pricing-messages.ts';
import { coversWholeYear, dayOfYear, monthDayAt, seasonDays } from './seasons.ts';

/**
 * A service's rate plan (ARCHITECTURE.md "Prices"). The API reads and writes it in dollars; once parsed,
 * every amount is in integer cents, which is what the pricing function and the database work with.
 */
export interface RatePlan {
  basePrice: number;
  /** Null: weekends cost the base price. */
  weekendPrice: number | null;
  minUnits: number;
  seasons: Season[];
  discounts: Discount[];
  fees: Fee[];
  deposit: number;
  taxes: Tax[];
}
export interface Season {
  name: string;
  /** MM-DD, included. */
  from: string;
  /** MM-DD, included; before `from` when the season wraps the year end. */
  to: string;
  price: number;
  weekendPrice: number | null;
  /** Null: the plan's minimum. */
  minUnits: number | null;
}
export interface Discount {
  minUnits: number;
  /** 0 to 100, at most 2 decimals. */
  percent: number;
}
export interface Fee {
  code: FeeCode;
  label: Record<Language, string>;
  amount: number;
  per: 'stay' | 'unit';
}
export interface Tax {
  code: TaxCode;
  label: Record<Language, string>;
  /** A percentage, 0 to 100, at most 3 decimals (6.875). */
  rate: number;
}

/** Bounds that keep every sum far inside the safe integers and every list short enough to show. */
export const ratePlanLimits = {
  maxMinUnits: 1000,
  maxSeasons: 24,
  maxDiscounts: 10,
  maxFees: 20,
  maxTaxes: 10,
  maxLabel: 100,
  percentDecimals: 2,
  rateDecimals: 3,
} as const;

// --- Messages by path --------------------------------------------------------------------------------

type Message = keyof typeof ratePlanMessages;
type Path = readonly PropertyKey[];

/** `seasons[1].from`, as a person reads a path. */
export const fieldName = (path: Path): string =>
  path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, '') || 'ratePlan';

/** Zod error callbacks in `lang`: `say('negative')` words the refusal for the field the issue is on. */
const sayIn =
  (lang: Language) =>
  <K extends Message>(message: K, ...rest: DropFirst<Parameters<(typeof ratePlanMessages)[K]>>) =>
  (issue: { path?: Path }) =>
    (ratePlanMessages[message] as (field: string, ...args: unknown[]) => Record<Language, string>)(
      fieldName(issue.path ?? []),
      ...rest,
    )[lang];
type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

// --- Fields ------------------------------------------------------------------------------------------

const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const MONTH_DAY = /^\d{2}-\d{2}$/;
const hasDecimals = (value: number, decimals: number) => Number(value.toFixed(decimals)) === value;

function fieldsIn(lang: Language) {
  const say = sayIn(lang);
  const number = () => z.number({ error: say('notNumber') });
  const money = number()
    .min(0, { error: say('negative') })
    .max(MAX_PRICE, { error: say('tooLarge', MAX_PRICE) })
    // Dollars with at most 2 decimals, rounded the way the cents stored for them are.
    .transform((units) => toCents(units));
  const count = number()
    .int({ error: say('notWhole') })
    .min(1, { error: say('belowOne') })
    .max(ratePlanLimits.maxMinUnits, { error: say('tooLarge', ratePlanLimits.maxMinUnits) });
  const percent = (decimals: number) =>
    number()
      .min(0, { error: say('percentRange') })
      .max(100, { error: say('percentRange') })
      .refine((value) => hasDecimals(value, decimals), { error: say('tooPrecise', decimals) });
  const text = (max: number) =>
    z
      .string({ error: say('notText') })
      .refine((value) => !CONTROL.test(value), { error: say('controlCharacters') })
      .transform((value) => value.normalize('NFC').trim())
      .pipe(
        z
          .string()
          .min(1, { error: say('required') })
          .max(max, { error: say('textTooLong', max) }),
      );
  const label = z
    .object(
      { es: text(ratePlanLimits.maxLabel).optional(), en: text(ratePlanLimits.maxLabel).optional() },
      { error: say('notObject') },
    )
    .optional();
  const monthDay = z
    .string({ error: say('monthDay') })
    .refine((value) => MONTH_DAY.test(value) && dayOfYear(value) !== null, { error: say('monthDay') });
  const list = <T extends z.ZodType>(item: T, max: number) =>
    z.array(item, { error: say('notList') }).max(max, { error: say('tooMany', max) });
  const code = <C extends string>(codes: readonly [C, ...C[]]) =>
    z.enum(codes, { error: say('unknownCode', codes) });
  return { say, money, count, percent, text, label, monthDay, list, code };
}

const withLabel = <C extends string>(
  labels: Record<C, Record<Language, string>>,
  code: C,
  given: Partial<Record<Language, string>> | undefined,
) => ({ es: given?.es ?? labels[code].es, en: given?.en ?? labels[code].en });

// --- The input schema ---------------------------------------------------------------------------------

function buildRatePlanInput(lang: Language) {
  const f = fieldsIn(lang);
  const season = z.object(
    {
      name: f.text(ratePlanLimits.maxLabel),
      from: f.monthDay,
      to: f.monthDay,
      price: f.money,
      weekendPrice: f.money.nullish().transform((value) => value ?? null),
      minUnits: f.count.nullish().transform((value) => value ?? null),
    },
    { error: f.say('notObject') },
  );
  const discount = z.object(
    { minUnits: f.count, percent: f.percent(ratePlanLimits.percentDecimals) },
    {
      error: f.say('notObject'),
    },
  );
  const fee = z
    .object(
      {
        code: f.code(feeCodes),
        label: f.label,
        amount: f.money,
        per: z.enum(['stay', 'unit'], { error: f.say('per') }),
      },
      { error: f.say('notObject') },
    )
    .transform((given): Fee => ({ ...given, label: withLabel(feeLabels, given.code, given.label) }));
  const tax = z
    .object(
      { code: f.code(taxCodes), label: f.label, rate: f.percent(ratePlanLimits.rateDecimals) },
      { error: f.say('notObject') },
    )
    .transform((given): Tax => ({ ...given, label: withLabel(taxLabels, given.code, given.label) }));

  return z
    .object(
      {
        basePrice: f.money,
        weekendPrice: f.money.nullish().transform((value) => value ?? null),
        minUnits: f.count.optional().default(1),
        seasons: f.list(season, ratePlanLimits.maxSeasons).optional().default([]),
        discounts: f.list(discount, ratePlanLimits.maxDiscounts).optional().default([]),
        fees: f.list(fee, ratePlanLimits.maxFees).optional().default([]),
        deposit: f.money.optional().default(0),
        taxes: f.list(tax, ratePlanLimits.maxTaxes).optional().default([]),
      },
      { error: f.say('notObject') },
    )
    .superRefine((plan, ctx) => {
      const problem = (path: Path, message: Record<Language, string>) =>
        ctx.addIssue({ code: 'custom', path: [...path], message: message[lang] });
      checkSeasons(plan.seasons, problem);
      checkUnique(
        plan.fees,
        'fees',
        (item) => item.code,
        (path, code) => problem(path, ratePlanMessages.duplicateCode(fieldName(path), code)),
      );
      checkUnique(
        plan.taxes,
        'taxes',
        (item) => item.code,
        (path, code) => problem(path, ratePlanMessages.duplicateCode(fieldName(path), code)),
      );
      checkUnique(
        plan.discounts,
        'discounts',
        (item) => item.minUnits,
        (path, units) => problem(path, ratePlanMessages.duplicateDiscount(fieldName(path), units)),
      );
    }) satisfies z.ZodType<RatePlan>;
}

type Problem = (path: Path, message: Record<Language, string>) => void;

/** No season may cover the whole year (to = from - 1 says nothing a base price does not), nor share a day. */
function checkSeasons(seasons: readonly Season[], problem: Problem) {
  const owner = new Map<number, number>();
  seasons.forEach((season, index) => {
    const path = ['seasons', index];
    const days = seasonDays(season.from, season.to);
    if (coversWholeYear(days)) {
      problem(path, ratePlanMessages.wholeYear(fieldName(path)));
      return;
    }
    for (const day of days) {
      const first = owner.get(day);
      if (first === undefined) {
        owner.set(day, index);
        continue;
      }
      problem(
        path,
        ratePlanMessages.seasonsOverlap(fieldName(path), fieldName(['seasons', first]), monthDayAt(day)),
      );
      return;
    }
  });
}

function checkUnique<T, K>(
  items: readonly T[],
  field: string,
  key: (item: T) => K,
  duplicate: (path: Path, value: K) => void,
) {
  const seen = new Set<K>();
  items.forEach((item, index) => {
    const value = key(item);
    if (seen.has(value)) duplicate([field, index], value);
    seen.add(value);
  });
}

const inputs = new Map<Language, ReturnType<typeof buildRatePlanInput>>();

/**
 * What PUT /api/{serviceType}/{id}/rates accepts, with its refusals worded in `lang`: amounts in dollars
 * (parsed to cents), seasons that neither overlap nor cover the whole year, known and unique codes.
 */
export function ratePlanInput(lang: Language = 'en') {
  let schema = inputs.get(lang);
  if (!schema) {
    schema = buildRatePlanInput(lang);
    inputs.set(lang, schema);
  }
  return schema;
}
export type RatePlanInput = z.input<ReturnType<typeof ratePlanInput>>;

// --- The response -------------------------------------------------------------------------------------

const amount = z.number();
const labels = z.object({ es: z.string(), en: z.string() });

/** What GET /api/{serviceType}/{id}/rates answers: the plan in dollars, every label filled in. */
export const ratePlanSchema = z.object({
  basePrice: amount,
  weekendPrice: amount.nullable(),
  minUnits: z.number().int(),
  seasons: z.array(
    z.object({
      name: z.string(),
      from: z.string(),
      to: z.string(),
      price: amount,
      weekendPrice: amount.nullable(),
      minUnits: z.number().int().nullable(),
    }),
  ),
  discounts: z.array(z.object({ minUnits: z.number().int(), percent: z.number() })),
  fees: z.array(z.object({ code: z.enum(feeCodes), label: labels, amount, per: z.enum(['stay', 'unit']) })),
  deposit: amount,
  taxes: z.array(z.object({ code: z.enum(taxCodes), label: labels, rate: z.number() })),
});
export type RatePlanBody = z.infer<typeof ratePlanSchema>;

const dollars = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** A plan in cents as the API shows it, in dollars. */
export function toRatePlanBody(plan: RatePlan): RatePlanBody {
  return {
    basePrice: fromCents(plan.basePrice),
    weekendPrice: dollars(plan.weekendPrice),
    minUnits: plan.minUnits,
    seasons: plan.seasons.map((season) => ({
      ...season,
      price: fromCents(season.price),
      weekendPrice: dollars(season.weekendPrice),
    })),
    discounts: plan.discounts.map((discount) => ({ ...discount })),
    fees: plan.fees.map((fee) => ({ ...fee, label: { ...fee.label }, amount: fromCents(fee.amount) })),
    deposit: fromCents(plan.deposit),
    taxes: plan.taxes.map((tax) => ({ ...tax, label: { ...tax.label } })),
  };
}
