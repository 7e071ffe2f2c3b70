import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTimed, insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { calendarBlocks, calendarImports } from '../../db/schema/calendars.ts';

const day = (days: number) => addDays(todayIn(), days);
const at = (days: number, time: string) => zonedTimeToInstant(day(days), time);
const compact = (date: string) => date.replaceAll('-', '');

/** The VEVENTs of an .ics as ical.js reads them. */
function eventsOf(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  return { root, events: root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

// GET /api/calendars/{token}.ics (issue 18 item 1), read back with a real parser (ical.js).
describe('calendar export', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let apartment: number;
  let car: number;
  let stay: { id: number; code: string };
  let manualBlock: number;
  const longName = `Brickell Penthouse ${'with a view of the bay '.repeat(4)}1201`;

  beforeAll(async () => {
    ctx = await createTestApp({ publicUrl: 'https://rentals.example.com' });
    headers = (await loginAs(ctx)).headers;
    apartment = await insertService(ctx.app.db, { name: longName });
    car = await insertService(ctx.app.db, { type: 'cars', name: 'Urus' });
    const clientId = await insertClient(ctx.app.db, {
      name: 'Ana',
      lastname: 'Secreta',
      email: 'ana.secreta@example.com',
    });
    const book = (checkInDate: string, checkOutDate: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers,
        payload: {
          apartmentId: apartment,
          clientId,
          checkInDate,
          checkOutDate,
          pricePerNight: 300,
          cleaningFee: 0,
          notes: 'VIP Ana',
        },
      });
    stay = (await book(day(10), day(13))).json();
    const cancelled = (await book(day(20), day(22))).json();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/reservations/${cancelled.id}`,
      headers,
      payload: { status: 'cancelled' },
    });
    const blockRes = await ctx.app.inject({
      method: 'POST',
      url: `/api/apartments/${apartment}/blocks`,
      headers,
      payload: { start: day(30), end: day(32), reason: "Owner's brother visiting" },
    });
    manualBlock = blockRes.json().id;
    // An imported event: never exported back (a channel would get its own block again).
    const [feed] = await ctx.app.db
      .insert(calendarImports)
      .values({ serviceId: apartment, name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' })
      .returning();
    await ctx.app.db.insert(calendarBlocks).values({
      serviceId: apartment,
      importId: feed?.id ?? 0,
      externalUid: 'airbnb-1',
      startDate: day(40),
      endDate: day(44),
      startsAt: at(40, '00:00'),
      endsAt: at(44, '00:00'),
      reason: 'Reserved',
    });
    const rental = await bookTimed(ctx.app, headers, {
      serviceType: 'cars',
      serviceId: car,
      clientId,
      startAt: at(5, '09:00').toISOString(),
      endAt: at(6, '09:00').toISOString(),
    });
    expect(rental.statusCode, rental.body).toBe(201);
  });
  afterAll(() => ctx.close());

  const exportUrlOf = async (type: string, id: number) => {
    const res = await ctx.app.inject({ url: `/api/${type}/${id}/calendar`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().exportUrl as string;
  };
  const fetchIcs = (url: string) => ctx.app.inject({ url: new URL(url).pathname });

  it('gives each service a secret URL on the public site, the same on every call', async () => {
    const url = await exportUrlOf('apartments', apartment);
    expect(url).toMatch(/^https:\/\/rentals\.example\.com\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await exportUrlOf('apartments', apartment)).toBe(url);
    expect(await exportUrlOf('cars', car)).not.toBe(url);
  });

  it('exports blocking stays and manual blocks as all-day events with an exclusive end, and nothing personal', async () => {
    const res = await fetchIcs(await exportUrlOf('apartments', apartment));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { root, events } = eventsOf(res.body);
    expect(root.getFirstPropertyValue('prodid')).toMatch(/Calendar export/);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect([...byUid.keys()].sort()).toEqual(
      [`block-${manualBlock}@rentals.example.com`, `reservation-${stay.id}@rentals.example.com`].sort(),
    );
    const booked = byUid.get(`reservation-${stay.id}@rentals.example.com`);
    expect(booked?.startDate.isDate).toBe(true);
    expect(booked?.startDate.toString()).toBe(day(10));
    // DTEND is exclusive: the check-out morning.
    expect(booked?.endDate.toString()).toBe(day(13));
    expect(booked?.summary).toBe('Reserved');
    const blocked = byUid.get(`block-${manualBlock}@rentals.example.com`);
    expect([blocked?.startDate.toString(), blocked?.endDate.toString(), blocked?.summary]).toEqual([
      day(30),
      day(32),
      'Not available',
    ]);
    for (const event of events) expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${compact(day(10))}\r\n`);
    expect(res.body).toContain(`DTEND;VALUE=DATE:${compact(day(13))}\r\n`);
    for (const secret of ['Ana', 'Secreta', 'ana.secreta', 'VIP', 'brother', stay.code]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('writes CRLF lines folded at 75 octets, which a parser unfolds back', async () => {
    const { body } = await fetchIcs(await exportUrlOf('apartments', apartment));
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(eventsOf(body).root.getFirstPropertyValue('x-wr-calname')).toBe(longName);
  });

  it('keeps UIDs and stamps stable from one fetch to the next', async () => {
    const url = await exportUrlOf('apartments', apartment);
    const first = (await fetchIcs(url)).body;
    const second = (await fetchIcs(url)).body;
    expect(second).toBe(first);
  });

  it('exports a car booking as UTC date-times, its turnaround buffer included', async () => {
    const { body } = await fetchIcs(await exportUrlOf('cars', car));
    const { events } = eventsOf(body);
    expect(events).toHaveLength(1);
    const [rental] = events;
    expect(rental?.startDate.isDate).toBe(false);
    expect(rental?.startDate.zone?.tzid).toBe('UTC');
    expect(rental?.startDate.toJSDate().toISOString()).toBe(at(5, '09:00').toISOString());
    // Cars keep 2 hours free after a rental.
    expect(rental?.endDate.toJSDate().toISOString()).toBe(at(6, '11:00').toISOString());
    expect(body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  });

  it('renews the URL: the old one answers 404, the new one the calendar', async () => {
    const old = await exportUrlOf('apartments', apartment);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/apartments/${apartment}/calendar/token`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.json().exportUrl;
    expect(renewed).not.toBe(old);
    expect(await exportUrlOf('apartments', apartment)).toBe(renewed);
    expect((await fetchIcs(old)).statusCode).toBe(404);
    expect((await fetchIcs(old)).json().code).toBe('CALENDAR_NOT_FOUND');
    expect((await fetchIcs(renewed)).statusCode).toBe(200);
  });

  it('answers 404 to tokens that are not one, and to services that do not exist', async () => {
    for (const path of [
      '/api/calendars/nope.ics',
      `/api/calendars/${'a'.repeat(43)}.ics`,
      '/api/calendars/x',
    ]) {
      expect((await ctx.app.inject({ url: path })).statusCode, path).toBe(404);
    }
    expect((await ctx.app.inject({ url: '/api/villas/999999/calendar', headers })).statusCode).toBe(404);
  });
});
