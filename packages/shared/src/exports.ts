import { z } from 'zod';
import { calendarDateInput, fromNotAfterTo, omitEmpty, paymentFilters, toBeforeFrom } from './payments.ts';
import { fromBeforeTo, reservationFilters } from './reservations.ts';

/*
 * The accountant's exports (GET /api/exports/{payments,reservations,clients}.csv): the filters of the
 * matching admin screen, without paging (every matching row), and the language of the column titles.
 */

export const exportKinds = ['payments', 'reservations', 'clients'] as const;
export type ExportKind = (typeof exportKinds)[number];

const lang = omitEmpty(z.enum(['es', 'en'], { error: 'lang: must be es or en' })).default('es');
const q = omitEmpty(z.string().trim().max(100, 'q: must be at most 100 characters'));

/** Payments by payment date (business time zone, both days included), as the payments screen filters. */
export const paymentExportQuery = z.object({ ...paymentFilters, lang }).refine(fromNotAfterTo, toBeforeFrom);

/** Reservations whose stay overlaps [from, to), with the list's filters and its search. */
export const reservationExportQuery = z
  .object({ ...reservationFilters, q, lang })
  .refine(fromBeforeTo, { message: 'to: must be after from', path: ['to'] });

/** Clients matching the list's search, optionally those registered between two days (both included). */
export const clientExportQuery = z
  .object({ q, from: omitEmpty(calendarDateInput('from')), to: omitEmpty(calendarDateInput('to')), lang })
  .refine(fromNotAfterTo, toBeforeFrom);

export type PaymentExportQuery = z.input<typeof paymentExportQuery>;
export type ReservationExportQuery = z.input<typeof reservationExportQuery>;
export type ClientExportQuery = z.input<typeof clientExportQuery>;
export type PaymentExportFilters = z.output<typeof paymentExportQuery>;
export type ReservationExportFilters = z.output<typeof reservationExportQuery>;
export type ClientExportFilters = z.output<typeof clientExportQuery>;
