import { z } from 'zod';
import { type BookingUnit, localDateOf } from './booking-units.ts';
import {
  addDays,
  daysBetween,
  isInDateWindow,
  parseInstant,
  toCalendarDate,
  zonedTimeToInstant,
} from './dates.ts';
import { serviceTypeSchema } from './service-types.ts';
import { singleLineText } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// Calendar sync (ARCHITECTURE.md "Calendar sync (iCal, RFC 5545)"): manual blocks, imported feeds, the
// export URL and the conflicts between imported events and our reservations.
// ---------------------------------------------------------------------------------------------------

/** The longest block, manual or imported, in days: longer is a typing mistake (or clipped on import). */
export const MAX_BLOCK_DAYS = 366;

const bound = (field: string) =>
  z
    .string({ error: `${field}: must be a date (YYYY-MM-DD) or an ISO 8601 date-time` })
    .trim()
    .min(1, `${field}: must be a date (YYYY-MM-DD) or an ISO 8601 date-time`)
    .max(40, `${field}: must be a date (YYYY-MM-DD) or an ISO 8601 date-time`);

/** POST /api/{serviceType}/{id}/blocks: dates for a night unit, instants for a day or hour unit. */
export const blockInput = z.object({
  start: bound('start'),
  end: bound('end'),
  reason: singleLineText(200).optional().default(''),
});
export type BlockInput = z.input<typeof blockInput>;

/** The period of a block as stored: dates [startDate, endDate) of a night unit, and the busy instants. */
export interface BlockPeriod {
  startDate: string | null;
  endDate: string | null;
  startsAt: Date;
  endsAt: Date;
}

export type BlockPeriodResult =
  | { ok: true; period: BlockPeriod }
  | { ok: false; field: string; message: string };

const fail = (field: string, message: string): BlockPeriodResult => ({ ok: false, field, message });

/**
 * Reads a block's start and end for a service booked by `unit`: calendar dates for nights (the end
 * exclusive: the morning the unit is free again), instants for days and hours (a date alone is midnight
 * in Miami). The end after the start, years 2000-2099, at most MAX_BLOCK_DAYS long.
 */
export function blockPeriodOf(unit: BookingUnit, start: string, end: string): BlockPeriodResult {
  if (unit === 'night') {
    // A date alone: a time of day would be silently dropped.
    const dateOnly = (text: string) => (/[T:\s]/.test(text.trim()) ? null : toCalendarDate(text));
    const from = dateOnly(start);
    const to = dateOnly(end);
    if (!from) return fail('start', 'start: must be a date (YYYY-MM-DD) for a unit booked by the night');
    if (!to) return fail('end', 'end: must be a date (YYYY-MM-DD) for a unit booked by the night');
    if (!isInDateWindow(from)) return fail('start', 'start: must be a date from 2000 to 2099');
    if (!isInDateWindow(to)) return fail('end', 'end: must be a date from 2000 to 2099');
    if (to <= from) return fail('end', 'end: must be after start (the end date is the first free day)');
    if (daysBetween(from, to) > MAX_BLOCK_DAYS) {
      return fail('end', `end: a block lasts at most ${MAX_BLOCK_DAYS} days`);
    }
    return {
      ok: true,
      period: {
        startDate: from,
        endDate: to,
        startsAt: zonedTimeToInstant(from, '00:00'),
        endsAt: zonedTimeToInstant(to, '00:00'),
      },
    };
  }
  const from = parseInstant(start, undefined, '00:00');
  const to = parseInstant(end, undefined, '00:00');
  if (!from) return fail('start', 'start: must be a date or an ISO 8601 date-time');
  if (!to) return fail('end', 'end: must be a date or an ISO 8601 date-time');
  if (!isInDateWindow(localDateOf(from))) return fail('start', 'start: must be a date from 2000 to 2099');
  if (!isInDateWindow(localDateOf(to))) return fail('end', 'end: must be a date from 2000 to 2099');
  if (to <= from) return fail('end', 'end: must be after start');
  if (to.getTime() - from.getTime() > MAX_BLOCK_DAYS * 86_400_000) {
    return fail('end', `end: a block lasts at most ${MAX_BLOCK_DAYS} days`);
  }
  return { ok: true, period: { startDate: null, endDate: null, startsAt: from, endsAt: to } };
}

/** The dates [start, end) a timed range covers in Miami: for an imported timed event on a night unit. */
export function coveredDates(startsAt: Date, endsAt: Date): { startDate: string; endDate: string } {
  const startDate = localDateOf(startsAt);
  const endDate = addDays(localDateOf(new Date(endsAt.getTime() - 1)), 1);
  return { startDate, endDate: endDate > startDate ? endDate : addDays(startDate, 1) };
}

export const blockSources = ['manual', 'import'] as const;

/** A block as the admin sees it; start and end as the availability answers them (dates or instants). */
export const blockSchema = z.object({
  id: z.number().int(),
  serviceType: serviceTypeSchema,
  serviceId: z.number().int(),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  source: z.enum(blockSources),
  importId: z.number().int().nullable(),
  importName: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarBlock = z.infer<typeof blockSchema>;

const feedUrl = z
  .string({ error: 'url: must be an http(s) URL' })
  .trim()
  .max(2000, 'url: must be at most 2000 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'url: must be an http(s) URL');

/** POST /api/{serviceType}/{id}/calendar/imports. */
export const calendarImportInput = z.object({
  name: singleLineText(80, { required: 'name: the feed needs a name (e.g. Airbnb)' }),
  url: feedUrl,
});
export type CalendarImportInput = z.input<typeof calendarImportInput>;

export const syncStatuses = ['ok', 'error', 'busy'] as const;

export const calendarImportSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  name: z.string(),
  url: z.string(),
  lastSyncAt: z.string().nullable(),
  lastStatus: z.enum(['ok', 'error']).nullable(),
  lastError: z.string().nullable(),
  /** The imported events kept as blocks. */
  events: z.number().int(),
});
export type CalendarImport = z.infer<typeof calendarImportSchema>;

/** GET /api/{serviceType}/{id}/calendar. */
export const calendarSchema = z.object({
  exportUrl: z.string(),
  imports: z.array(calendarImportSchema),
  blocks: z.array(blockSchema),
});
export type ServiceCalendar = z.infer<typeof calendarSchema>;

/** POST /api/calendar-imports/{id}/sync. */
export const syncResultSchema = z.object({
  status: z.enum(syncStatuses),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  /** Imported events of this sync that overlap one of our reservations (kept, listed, e-mailed). */
  conflicts: z.number().int(),
  /** Events left out: without an end, or entirely outside the dates a booking can take. */
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && toCalendarDate(value) === value;
const periodDate = (field: string) =>
  z
    .string({ error: `${field}: must be a date (YYYY-MM-DD)` })
    .refine(isDate, { message: `${field}: must be a date (YYYY-MM-DD)` });

/** The longest period GET /api/calendar-blocks lists at once, in days (a timeline shows a month). */
export const MAX_BLOCKS_PERIOD_DAYS = 93;

/** GET /api/calendar-blocks?from&to: the blocks of every service that meet the Miami days [from, to). */
export const blocksPeriodQuery = z
  .object({ from: periodDate('from'), to: periodDate('to') })
  // Zod runs these even when a date failed above: each reads only real dates.
  .refine((q) => !isDate(q.from) || !isDate(q.to) || q.to > q.from, {
    path: ['to'],
    message: 'to: must be after from',
  })
  .refine((q) => !isDate(q.from) || !isDate(q.to) || daysBetween(q.from, q.to) <= MAX_BLOCKS_PERIOD_DAYS, {
    path: ['to'],
    message: `to: at most ${MAX_BLOCKS_PERIOD_DAYS} days after from`,
  });
export type BlocksPeriodQuery = z.infer<typeof blocksPeriodQuery>;

/** GET /api/calendar-conflicts: an imported block that overlaps a blocking reservation. */
export const calendarConflictSchema = z.object({
  blockId: z.number().int(),
  importId: z.number().int(),
  importName: z.string(),
  serviceType: serviceTypeSchema,
  serviceId: z.number().int(),
  serviceName: z.string(),
  start: z.string(),
  end: z.string(),
  reservationId: z.number().int(),
  reservationCode: z.string(),
});
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

/** Texts the API words in the request's language. */
export const calendarMessages = {
  /** A new reservation (or a visitor's request) meets a block; staff are told which one. */
  blocked: (block: { id: number; reason: string; importName: string | null; start: string; end: string }) => {
    const what = block.importName ?? block.reason;
    const named = what ? ` "${what}"` : '';
    return {
      en: `This time is blocked on the calendar: it overlaps block #${block.id}${named} (${block.start} to ${block.end})`,
      es: `Este período está bloqueado en el calendario: coincide con el bloqueo n.º ${block.id}${named} (${block.start} a ${block.end})`,
    };
  },
  /** A manual block over one of our reservations. */
  reserved: (code: string) => ({
    en: `This time is already booked: it overlaps reservation ${code}`,
    es: `Este período ya está reservado: coincide con la reserva ${code}`,
  }),
  importExists: {
    en: 'url: this feed is already imported for this service',
    es: 'url: este calendario ya está importado para este servicio',
  },
} as const;
