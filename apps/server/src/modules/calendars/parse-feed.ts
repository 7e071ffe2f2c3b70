import { BUSINESS_TIME_ZONE, zonedTimeToInstant } from '@app/shared/dates';
import ICAL from 'ical.js';
import { FeedError } from './fetch-feed.ts';

/** One event of a feed: all-day dates [startDate, endDate) or instants [startsAt, endsAt). */
export type FeedEvent = {
  /** The event's key in the feed: its UID, with the start when a UID repeats (recurrence instances). */
  key: string;
  summary: string;
} & ({ allDay: true; startDate: string; endDate: string } | { allDay: false; startsAt: Date; endsAt: Date });

export interface ParsedFeed {
  events: FeedEvent[];
  /** Events left out: cancelled, without a UID, or without an end (a date-time with no DTEND). */
  skipped: number;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const dateOf = (time: ICAL.Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

const isIanaZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * The instant of a date-time: UTC and zones the feed defines (VTIMEZONE) as ical.js reads them; a
 * floating time, or a TZID the feed names without defining it, on that IANA zone's wall clock (else
 * Miami's, the business's).
 */
function instantOf(time: ICAL.Time, tzid: string | null): Date {
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  if (zone && zone !== ICAL.Timezone.localTimezone && zone.component) return time.toJSDate();
  const timeZone = tzid && isIanaZone(tzid) ? tzid : BUSINESS_TIME_ZONE;
  return zonedTimeToInstant(
    dateOf(time),
    `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`,
    timeZone,
  );
}

/**
 * Reads an iCal feed with ical.js. Not iCal at all (an HTML page, an empty answer, a broken file) is a
 * FeedError, so the sync keeps the last good events. DTEND is exclusive (RFC 5545 3.6.1); an all-day
 * event without DTEND or DURATION lasts one day, a timed one without them has no length and is skipped.
 */
export function parseFeed(text: string): ParsedFeed {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(body)) {
    throw new FeedError(
      /^<(!doctype|html)/i.test(body)
        ? 'The feed answered a web page (HTML), not an iCal calendar'
        : 'The feed is not an iCal calendar (no BEGIN:VCALENDAR)',
    );
  }
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body));
  } catch (error) {
    throw new FeedError(`The feed is not valid iCal: ${(error as Error).message}`);
  }
  const events: FeedEvent[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const component of root.getAllSubcomponents('vevent')) {
    try {
      // Without `exceptions` ical.js scans every sibling for recurrence exceptions: quadratic in the
      // feed's size (4 s for 5,000 events). Channels' feeds carry no recurrences.
      const event = new ICAL.Event(component, { exceptions: [] });
      const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
      const start = event.startDate;
      if (!event.uid || !start || status === 'CANCELLED') {
        skipped++;
        continue;
      }
      const end = event.endDate;
      const summary = String(event.summary ?? '').slice(0, 200);
      let parsed: FeedEvent;
      if (start.isDate) {
        const startDate = dateOf(start);
        const endDate = dateOf(end);
        if (endDate <= startDate) {
          skipped++;
          continue;
        }
        parsed = { key: event.uid, summary, allDay: true, startDate, endDate };
      } else {
        const tzid = (prop: string) => {
          const value = component.getFirstProperty(prop)?.getParameter('tzid');
          return typeof value === 'string' ? value : null;
        };
        const startsAt = instantOf(start, tzid('dtstart'));
        const endsAt = instantOf(end, tzid('dtend') ?? tzid('dtstart'));
        if (!(endsAt > startsAt)) {
          skipped++;
          continue;
        }
        parsed = { key: event.uid, summary, allDay: false, startsAt, endsAt };
      }
      // A UID met again (instances of a recurring event): told apart by their start.
      if (seen.has(parsed.key)) {
        parsed.key = `${parsed.key}#${parsed.allDay ? parsed.startDate : parsed.startsAt.toISOString()}`;
      }
      if (seen.has(parsed.key)) {
        skipped++;
        continue;
      }
      seen.add(parsed.key);
      events.push(parsed);
    } catch {
      // One broken event (a bad date) does not spoil the others.
      skipped++;
    }
  }
  return { events, skipped };
}
