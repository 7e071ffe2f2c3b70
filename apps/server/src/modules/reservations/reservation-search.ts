import { zonedTimeToInstant } from '@app/shared/dates';
import { type BookingUnit, blockingStatuses, type ReservationFilters } from '@app/shared/reservations';
import { and, asc, eq, gt, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { phoneLike } from '../clients/client-search.ts';

/** The filters of the list and search, on reservation columns only (indexed: status, client, apartment, dates). */
export function reservationConditions(filters: Omit<ReservationFilters, 'limit' | 'offset' | 'sort'>): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(inArray(reservations.status, filters.status));
  if (filters.paymentStatus) conditions.push(inArray(reservations.paymentStatus, filters.paymentStatus));
  if (filters.apartmentId) conditions.push(eq(reservations.apartmentId, filters.apartmentId));
  if (filters.serviceType) conditions.push(eq(reservations.serviceType, filters.serviceType));
  if (filters.serviceId) conditions.push(eq(reservations.serviceId, filters.serviceId));
  if (filters.clientId) conditions.push(eq(reservations.clientId, filters.clientId));
  // Half-open stays [checkIn, checkOut) overlapping [from, to); a car or a yacht also holds the day it
  // ends on (a charter starts and ends on one day). The `>=` alone narrows by the check-out index.
  if (filters.to) conditions.push(lt(reservations.checkInDate, filters.to));
  if (filters.from) {
    conditions.push(
      gte(reservations.checkOutDate, filters.from),
      or(gt(reservations.checkOutDate, filters.from), ne(reservations.unit, 'night')) as SQL,
    );
  }
  return conditions;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A Postgres array literal of ids, bound as one parameter (a list of thousands stays one parameter). */
const idArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * The search `q` as a condition on reservations, found in two indexed steps: the clients whose name,
 * last name, full name, e-mail or phone contain `q` (clients is the small table), then the reservations
 * of those clients (client index) or with the code `q` (unique index).
 */
export async function searchMatch(db: DbOrTx, q: string): Promise<SQL> {
  const pattern = `%${escapeLike(q)}%`;
  const digits = q.replace(/\D/g, '');
  const digitsPattern = `%${digits}%`;
  // The search text (trigram-indexed) holds every field below, so it never drops a match. Without a
  // space in `q` it is also exact (a match cannot cross the spaces that join the fields); with one,
  // it only narrows and the per-field conditions decide ('ana garcía' across name and last name).
  const phoneDigits = clients.phoneDigits;
  // Only a search typed as a phone number looks at the phone's digits: the digits of a code or an
  // e-mail ('MIA-4F2K9Q' has 4, 2, 9) are not a phone number.
  const byDigits = phoneLike(q) ? sql`or ${phoneDigits} like ${digitsPattern}` : sql``;
  const inText = sql`(${clients.searchText} ilike ${pattern} ${byDigits})`;
  const matches = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      q.includes(' ')
        ? sql`${inText} and (${clients.name} ilike ${pattern} or ${clients.lastname} ilike ${pattern}
              or (${clients.name} || ' ' || ${clients.lastname}) ilike ${pattern}
              or ${clients.email} ilike ${pattern} or ${clients.phone} ilike ${pattern} ${byDigits})`
        : inText,
    );
  const codes = [q.toUpperCase().replace(/\s/g, '')];
  if (!codes[0]?.startsWith('MIA-')) codes.push(`MIA-${codes[0]}`);
  const byCode = sql`${reservations.code} in (${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )})`;
  const byClient = matches.length
    ? sql`${reservations.clientId} = any(${idArray(matches.map((m) => m.id))}::int[])`
    : undefined;
  return byClient ? sql`(${byCode} or ${byClient})` : byCode;
}

/**
 * The busy ranges of a service: the half-open [start, end) bookings that block its calendar (pending,
 * confirmed, checked in), without any personal data; for the availability endpoint and the pickers.
 * Night stays as dates; cars and yachts as ISO instants, the buffer after each included (what another
 * booking cannot take). Optionally only those overlapping the dates [from, to) (Miami midnights).
 */
export async function busyRanges(
  db: DbOrTx,
  service: { id: number; unit: BookingUnit },
  window: { from?: string; to?: string } = {},
): Promise<Array<{ start: string; end: string }>> {
  const blocking = [
    eq(reservations.serviceId, service.id),
    inArray(reservations.status, [...blockingStatuses]),
  ];
  if (service.unit === 'night') {
    return db
      .select({ start: reservations.checkInDate, end: reservations.checkOutDate })
      .from(reservations)
      .where(and(...blocking, ...reservationConditions({ from: window.from, to: window.to })))
      .orderBy(asc(reservations.checkInDate));
  }
  const midnight = (date: string) => zonedTimeToInstant(date, '00:00');
  const rows = await db
    .select({ start: reservations.busyFrom, end: reservations.busyUntil })
    .from(reservations)
    .where(
      and(
        ...blocking,
        window.from ? gt(reservations.busyUntil, midnight(window.from)) : undefined,
        window.to ? lt(reservations.busyFrom, midnight(window.to)) : undefined,
      ),
    )
    .orderBy(asc(reservations.busyFrom));
  return rows.map((row) => ({ start: row.start?.toISOString() ?? '', end: row.end?.toISOString() ?? '' }));
}

/**
 * The blocking bookings of a service that end after `since`, with what a calendar export needs: a
 * stable id, the dates (night units) or the busy instants (buffer included), and when it last changed.
 * No personal data.
 */
export async function blockingBookingsOf(db: DbOrTx, serviceId: number, since: Date) {
  return db
    .select({
      id: reservations.id,
      unit: reservations.unit,
      checkInDate: reservations.checkInDate,
      checkOutDate: reservations.checkOutDate,
      busyFrom: reservations.busyFrom,
      busyUntil: reservations.busyUntil,
      updatedAt: reservations.updatedAt,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.serviceId, serviceId),
        inArray(reservations.status, [...blockingStatuses]),
        gt(reservations.busyUntil, since),
      ),
    )
    .orderBy(asc(reservations.busyFrom));
}
