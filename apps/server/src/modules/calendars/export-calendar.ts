import ical from 'ical-generator';
import type { DbOrTx } from '../../db/client.ts';
import { blockingBookingsOf } from '../reservations/reservation-search.ts';
import { calendarsRepository } from './calendars.repository.ts';

/** How far back the export reaches: channels only need what is still to come (and a little past). */
const PAST_DAYS = 30;

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The .ics of a service for other channels (ARCHITECTURE.md "Calendar sync"): one VEVENT per blocking
 * reservation and per manual block, never the imported ones (a channel would get its own events back).
 * UIDs are stable (`reservation-12@host`), DTSTAMP is the row's last change, and the SUMMARY says only
 * that the time is taken: no guest, no reason. Night units as all-day DATE values with an exclusive
 * DTEND; day and hour units as UTC date-times, the turnaround buffer included. ical-generator writes
 * CRLF lines folded at 75 octets.
 */
export async function exportCalendar(
  db: DbOrTx,
  service: { id: number; name: string },
  options: { host: string; businessName: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000);
  const calendar = ical({
    name: service.name,
    prodId: { company: options.businessName, product: 'Calendar export', language: 'EN' },
  });
  for (const booking of await blockingBookingsOf(db, service.id, since)) {
    const id = `reservation-${booking.id}@${options.host}`;
    const common = { id, stamp: booking.updatedAt, summary: 'Reserved' };
    if (booking.unit === 'night') {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: utcMidnight(booking.checkInDate),
        end: utcMidnight(booking.checkOutDate),
      });
    } else if (booking.busyFrom && booking.busyUntil) {
      calendar.createEvent({ ...common, start: booking.busyFrom, end: booking.busyUntil });
    }
  }
  for (const block of await calendarsRepository.manualBlocksOf(db, service.id)) {
    if (block.endsAt <= since) continue;
    const common = {
      id: `block-${block.id}@${options.host}`,
      stamp: block.updatedAt,
      summary: 'Not available',
    };
    if (block.startDate && block.endDate) {
      calendar.createEvent({
        ...common,
        allDay: true,
        start: utcMidnight(block.startDate),
        end: utcMidnight(block.endDate),
      });
    } else {
      calendar.createEvent({ ...common, start: block.startsAt, end: block.endsAt });
    }
  }
  // RFC 5545 3.1 ends every content line with CRLF, the last one too; ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
