import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feed, startFeedServer } from '../../../test/support/calendar-feed-server.ts';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

const day = (days: number) => addDays(todayIn(), days);
const at = (days: number, time: string) => zonedTimeToInstant(day(days), time).toISOString();

// Imported feeds (issue 18 items 2 and 3) against a local fake of Airbnb, VRBO and Booking.com.
describe('calendar import', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let channel: Awaited<ReturnType<typeof startFeedServer>>;
  let headers: Record<string, string>;
  let apartment: number;
  let villa: number;
  let car: number;
  let clientId: number;

  beforeAll(async () => {
    channel = await startFeedServer();
    ctx = await createTestApp({ calendars: { allowPrivate: true, timeoutMs: 1_000, maxRedirects: 3 } });
    headers = (await loginAs(ctx)).headers;
    apartment = await insertService(ctx.app.db, { name: 'Brickell 1201' });
    villa = await insertService(ctx.app.db, { type: 'villas', name: 'Villa Coral' });
    car = await insertService(ctx.app.db, { type: 'cars', name: 'Urus' });
    clientId = await insertClient(ctx.app.db, { email: 'guest@example.com' });
  });
  afterAll(async () => {
    await ctx.close();
    await channel.close();
  });

  const addFeed = (type: string, id: number, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/${type}/${id}/calendar/imports`, headers, payload });
  const sync = async (importId: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/calendar-imports/${importId}/sync`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const calendar = async (type: string, id: number) =>
    (await ctx.app.inject({ url: `/api/${type}/${id}/calendar`, headers })).json();
  const availability = async (type: string, id: number) =>
    (await ctx.app.inject({ url: `/api/${type}/${id}/availability` })).json();

  it('adds a feed (201), refuses the same feed twice (409) and bad URLs or names (400)', async () => {
    const res = await addFeed('villas', villa, { name: 'Airbnb', url: channel.url('/villa/airbnb.ics') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Airbnb',
      lastSyncAt: null,
      lastStatus: null,
      lastError: null,
      events: 0,
    });
    const again = await addFeed('villas', villa, {
      name: 'Airbnb again',
      url: channel.url('/villa/airbnb.ics'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CALENDAR_IMPORT_EXISTS');
    for (const payload of [
      { name: 'VRBO', url: 'not a url' },
      { name: 'VRBO', url: 'ftp://example.com/cal.ics' },
      { name: 'VRBO', url: 'javascript:alert(1)' },
      { name: 'VRBO', url: `https://example.com/${'a'.repeat(2100)}` },
      { name: '', url: 'https://example.com/cal.ics' },
      { name: 'VR\u0007BO', url: 'https://example.com/cal.ics' },
      { url: 'https://example.com/cal.ics' },
    ]) {
      const bad = await addFeed('villas', villa, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await addFeed('villas', 999_999, { name: 'X', url: 'https://example.com/a.ics' })).statusCode,
    ).toBe(404);
  });

  it('imports an Airbnb feed as blocks that count in availability and in the overlap rule', async () => {
    channel.set(
      '/apartment/airbnb.ics',
      feed('airbnb', [
        { uid: 'a1@airbnb.com', start: day(10), end: day(14) },
        { uid: 'a2@airbnb.com', start: day(20), end: day(22), summary: 'Airbnb (Not available)' },
      ]),
    );
    const created = await addFeed('apartments', apartment, {
      name: 'Airbnb',
      url: channel.url('/apartment/airbnb.ics'),
    });
    const id = created.json().id;
    expect(await sync(id)).toEqual({
      status: 'ok',
      added: 2,
      updated: 0,
      removed: 0,
      conflicts: 0,
      skipped: 0,
      error: null,
    });
    expect(await availability('apartments', apartment)).toEqual([
      { start: day(10), end: day(14) },
      { start: day(20), end: day(22) },
    ]);
    const view = await calendar('apartments', apartment);
    expect(view.imports).toEqual([
      expect.objectContaining({ id, name: 'Airbnb', lastStatus: 'ok', lastError: null, events: 2 }),
    ]);
    expect(Date.parse(view.imports[0].lastSyncAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(view.blocks.map((b: { source: string; importName: string }) => [b.source, b.importName])).toEqual([
      ['import', 'Airbnb'],
      ['import', 'Airbnb'],
    ]);
    const booking = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations?lang=en',
      headers,
      payload: {
        apartmentId: apartment,
        clientId,
        checkInDate: day(13),
        checkOutDate: day(15),
        pricePerNight: 300,
        cleaningFee: 0,
      },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().code).toBe('TIME_BLOCKED');
    expect(booking.json().message).toContain('"Airbnb"');
    // DTEND is exclusive: the morning the block ends is free.
    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers,
      payload: {
        apartmentId: apartment,
        clientId,
        checkInDate: day(14),
        checkOutDate: day(16),
        pricePerNight: 300,
        cleaningFee: 0,
      },
    });
    expect(next.statusCode, next.body).toBe(201);

    // Airbnb edits a1: same dates under a new UID (matched by range, kept); a2 moves (matched by UID).
    channel.set(
      '/apartment/airbnb.ics',
      feed('airbnb', [
        { uid: 'a1-edited@airbnb.com', start: day(10), end: day(14) },
        { uid: 'a2@airbnb.com', start: day(21), end: day(24), summary: 'Airbnb (Not available)' },
      ]),
    );
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 0, updated: 2, removed: 0 });
    const ids = (await calendar('apartments', apartment)).blocks.map((b: { id: number }) => b.id);
    expect(ids).toEqual(view.blocks.map((b: { id: number }) => b.id));
    expect(await availability('apartments', apartment)).toEqual([
      { start: day(10), end: day(14) },
      { start: day(14), end: day(16) },
      { start: day(21), end: day(24) },
    ]);
    // The same snapshot again changes nothing; a snapshot without a2 removes it.
    expect(await sync(id)).toMatchObject({ added: 0, updated: 0, removed: 0 });
    channel.set(
      '/apartment/airbnb.ics',
      feed('airbnb', [{ uid: 'a1-edited@airbnb.com', start: day(10), end: day(14) }]),
    );
    expect(await sync(id)).toMatchObject({ added: 0, updated: 0, removed: 1 });
  });

  it('keeps the last good events when the feed breaks, records the error, and recovers', async () => {
    const path = '/villa/vrbo.ics';
    channel.set(path, feed('vrbo', [{ uid: 'v1', start: day(5), end: day(8) }]));
    const id = (await addFeed('villas', villa, { name: 'VRBO', url: channel.url(path) })).json().id;
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 1 });
    const good = [{ start: day(5), end: day(8) }];
    const breaks: Array<[Parameters<typeof channel.set>[1], RegExp]> = [
      [{ body: '<!DOCTYPE html><html><body>Log in</body></html>', type: 'text/html' }, /web page \(HTML\)/],
      [{ body: '', status: 200 }, /not an iCal calendar/],
      [{ body: 'Not found', status: 404, type: 'text/plain' }, /HTTP 404/],
      [{ body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nthis is broken\r\n' }, /not valid iCal/],
      [{ hang: true }, /did not answer within 1 s/],
      [{ huge: 6 * 1024 * 1024 }, /larger than 5 MB/],
      [{ redirect: path }, /redirected more than 3 times/],
    ];
    for (const [answer, message] of breaks) {
      channel.set(path, answer);
      const result = await sync(id);
      expect(result, message.source).toMatchObject({ status: 'error', added: 0, removed: 0 });
      expect(result.error).toMatch(message);
      expect(await availability('villas', villa), message.source).toEqual(good);
      const [shown] = (await calendar('villas', villa)).imports.filter((f: { id: number }) => f.id === id);
      expect(shown).toMatchObject({ lastStatus: 'error', events: 1 });
      expect(shown.lastError).toMatch(message);
    }
    channel.set(
      path,
      feed('vrbo', [
        { uid: 'v1', start: day(5), end: day(8) },
        { uid: 'v2', start: day(30), end: day(31) },
      ]),
    );
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 1, removed: 0, error: null });
    const [recovered] = (await calendar('villas', villa)).imports.filter((f: { id: number }) => f.id === id);
    expect(recovered).toMatchObject({ lastStatus: 'ok', lastError: null, events: 2 });
  });

  it('runs one sync of a feed at a time: a second one meanwhile answers busy and changes nothing', async () => {
    const path = '/apartment/booking.ics';
    channel.set(path, feed('booking', [{ uid: 'b1', start: day(40), end: day(42) }]));
    const id = (
      await addFeed('apartments', apartment, { name: 'Booking.com', url: channel.url(path) })
    ).json().id;
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 1 });

    channel.set(path, { hang: true });
    const first = sync(id);
    // The first sync is waiting on the channel: the second one must not fetch, nor touch the blocks.
    await vi.waitFor(() => expect(channel.hits(path)).toBe(2), { timeout: 10_000 });
    expect(await sync(id)).toMatchObject({ status: 'busy', added: 0, updated: 0, removed: 0 });
    expect(channel.hits(path)).toBe(2);
    expect(await first).toMatchObject({ status: 'error' });

    channel.set(path, feed('booking', [{ uid: 'b1', start: day(40), end: day(42) }]));
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 0, removed: 0 });
    const [shown] = (await calendar('apartments', apartment)).imports.filter(
      (f: { id: number }) => f.id === id,
    );
    expect(shown).toMatchObject({ lastStatus: 'ok', events: 1 });
  });

  it('refuses a feed of too many events whole, keeping the last good ones', async () => {
    const path = '/villa/huge-count.ics';
    channel.set(path, feed('booking', [{ uid: 'b1', start: day(50), end: day(52) }]));
    const id = (await addFeed('villas', villa, { name: 'Booking.com', url: channel.url(path) })).json().id;
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 1 });
    const many = Array.from({ length: 5001 }, (_, i) => ({
      uid: `n${i}`,
      start: day(60 + (i % 300)),
      end: day(61 + (i % 300)),
    }));
    channel.set(path, feed('booking', many));
    const result = await sync(id);
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/5001 events .* at most 5000/);
    const [shown] = (await calendar('villas', villa)).imports.filter((f: { id: number }) => f.id === id);
    expect(shown.events).toBe(1);
  });

  it('keeps an event that overlaps a reservation, lists it as a conflict and e-mails the owner once', async () => {
    const booked = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers,
        payload: {
          apartmentId: apartment,
          clientId,
          checkInDate: day(70),
          checkOutDate: day(73),
          pricePerNight: 300,
          cleaningFee: 0,
        },
      })
    ).json();
    const path = '/apartment/vrbo.ics';
    channel.set(path, feed('vrbo', [{ uid: 'clash', start: day(72), end: day(75) }]));
    const id = (await addFeed('apartments', apartment, { name: 'VRBO', url: channel.url(path) })).json().id;
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 1, conflicts: 1 });
    const conflicts = (await ctx.app.inject({ url: '/api/calendar-conflicts', headers })).json();
    expect(conflicts).toEqual([
      expect.objectContaining({
        importId: id,
        importName: 'VRBO',
        serviceType: 'apartments',
        serviceId: apartment,
        serviceName: 'Brickell 1201',
        start: day(72),
        end: day(75),
        reservationId: booked.id,
        reservationCode: booked.code,
      }),
    ]);
    const mails = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'calendar_conflict'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: null, reference: `calendar-import:${id}` });
    expect(mails[0]?.text).toContain(booked.code);
    expect(mails[0]?.subject).toBe('Conflicto de calendario: VRBO · Brickell 1201');
    // Our reservation is never moved; the same snapshot again sends no second e-mail.
    const kept = (await ctx.app.inject({ url: `/api/reservations/${booked.id}`, headers })).json();
    expect(kept).toMatchObject({ checkInDate: day(70), checkOutDate: day(73), status: booked.status });
    expect(await sync(id)).toMatchObject({ added: 0, conflicts: 0 });
    expect(
      await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'calendar_conflict')),
    ).toHaveLength(1);
  });

  it('imports all-day events onto a car from midnight to midnight in Miami; a timed event without an end is skipped', async () => {
    const path = '/car/booking.ics';
    const body = feed('booking', [{ uid: 'c1', start: day(3) }]).replace(
      'END:VCALENDAR',
      'BEGIN:VEVENT\r\nUID:no-end\r\nDTSTART:20270101T100000Z\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR',
    );
    channel.set(path, { body });
    const id = (await addFeed('cars', car, { name: 'Booking.com', url: channel.url(path) })).json().id;
    expect(await sync(id)).toMatchObject({ status: 'ok', added: 1, skipped: 1 });
    // No DTEND on an all-day event: one day (RFC 5545 3.6.1).
    expect(await availability('cars', car)).toEqual([{ start: at(3, '00:00'), end: at(4, '00:00') }]);
  });

  it('deletes a feed with its blocks; a second delete and a sync of it are 404s', async () => {
    const path = '/villa/delete-me.ics';
    channel.set(path, feed('airbnb', [{ uid: 'd1', start: day(90), end: day(92) }]));
    const id = (await addFeed('villas', villa, { name: 'Old feed', url: channel.url(path) })).json().id;
    await sync(id);
    expect(await availability('villas', villa)).toContainEqual({ start: day(90), end: day(92) });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/calendar-imports/${id}`, headers })).statusCode,
    ).toBe(204);
    expect(await availability('villas', villa)).not.toContainEqual({ start: day(90), end: day(92) });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/calendar-imports/${id}`, headers })).statusCode,
    ).toBe(404);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/calendar-imports/${id}/sync`, headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CALENDAR_IMPORT_NOT_FOUND');
    // An imported block cannot be deleted alone (the next sync would bring it back).
    const imported = (await calendar('villas', villa)).blocks.find(
      (b: { source: string }) => b.source === 'import',
    );
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/blocks/${imported.id}`, headers });
    expect(refused.statusCode).toBe(400);
  });
});
