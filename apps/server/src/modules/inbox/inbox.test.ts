import { addDays, todayIn } from '@app/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { services } from '../../db/schema/catalog.ts';
import { bookingLeads, contactMessages } from '../../db/schema/engagement.ts';

/** The calendar date `days` after today in Miami. */
const inDays = (days: number) => addDays(todayIn(), days);

describe('inbox', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let address = 1;
  const nextAddress = () => `10.1.0.${address++}`;
  const post = (url: string, payload: unknown, extra: { remoteAddress?: string; cookie?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: extra.remoteAddress ?? nextAddress(),
      headers: extra.cookie ? { cookie: extra.cookie } : {},
    });
  const contact = {
    name: 'Ana',
    lastName: 'Gómez',
    email: 'ana@example.com',
    phone: '305 555 0101',
    areaCode: '+1',
    message: 'Hola, quisiera información sobre el yate para 10 personas.',
  };
  const booking = () => ({
    name: 'James',
    lastName: 'Whitaker',
    email: 'james@example.com',
    startDate: inDays(10),
    endDate: inDays(14),
    serviceName: 'Brickell Skyline Suite',
    serviceType: 'apartments',
    serviceId: null as number | null,
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
  });
  afterAll(() => ctx.close());

  describe('contact', () => {
    it('stores a message as plain text and answers 201 with its id', async () => {
      const res = await post('/api/contact', {
        ...contact,
        message: '<script>alert(1)</script>\r\nSecond line',
        language: 'en',
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      expect(res.json()).toEqual({ id: expect.any(Number) });

      const list = await ctx.app.inject({ url: '/api/contact', headers });
      expect(list.json()[0]).toEqual({
        id,
        name: 'Ana',
        lastName: 'Gómez',
        email: 'ana@example.com',
        areaCode: '+1',
        phone: '305 555 0101',
        message: '<script>alert(1)</script>\nSecond line',
        language: 'en',
        read: false,
        readAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('takes the language from the lang cookie when the form does not send one', async () => {
      const { id } = (await post('/api/contact', contact, { cookie: 'theme=dark; lang=en' })).json();
      const { id: spanish } = (await post('/api/contact', contact)).json();
      const list = (await ctx.app.inject({ url: '/api/contact', headers })).json();
      expect(list.find((m: { id: number }) => m.id === id).language).toBe('en');
      expect(list.find((m: { id: number }) => m.id === spanish).language).toBe('es');
    });

    it('answers 400 naming the field for a bad e-mail, area code or a missing message', async () => {
      const res = await post('/api/contact', { ...contact, email: 'ana@', areaCode: '1-305', message: ' ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual([
        'email',
        'areaCode',
        'message',
      ]);
      expect(res.json().message).toContain('Please enter a valid e-mail address.');
    });

    it('limits messages per address: 5 per 10 minutes', async () => {
      const remoteAddress = nextAddress();
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await post('/api/contact', contact, { remoteAddress })).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await post('/api/contact', contact, { remoteAddress })).json()).toMatchObject({
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: expect.stringContaining('Too many messages'),
      });
    });
  });

  describe('bookings', () => {
    it('stores a booking lead linked to its service and answers 201 with its id', async () => {
      const [service] = await ctx.app.db
        .insert(services)
        .values({ type: 'apartments', name: 'Brickell Skyline Suite' })
        .returning();
      const res = await post(
        '/api/bookings',
        { ...booking(), serviceId: service?.id },
        { cookie: 'lang=en' },
      );
      expect(res.statusCode).toBe(201);
      const list = await ctx.app.inject({ url: '/api/bookings', headers });
      expect(list.json()[0]).toEqual({
        id: res.json().id,
        name: 'James',
        lastName: 'Whitaker',
        email: 'james@example.com',
        startDate: inDays(10),
        endDate: inDays(14),
        serviceName: 'Brickell Skyline Suite',
        serviceType: 'apartments',
        serviceId: service?.id,
        startAt: null,
        endAt: null,
        phone: null,
        reservationId: null,
        language: 'en',
        read: false,
        readAt: null,
        createdAt: expect.any(String),
      });
    });

    it('keeps a lead whose service no longer exists, without the stale link', async () => {
      const res = await post('/api/bookings', { ...booking(), serviceId: 999_999 });
      expect(res.statusCode).toBe(201);
      const list = (await ctx.app.inject({ url: '/api/bookings', headers })).json();
      expect(list.find((l: { id: number }) => l.id === res.json().id)).toMatchObject({
        serviceId: null,
        serviceType: 'apartments',
      });
    });

    it('keeps the optional phone in E.164 and refuses one that is not a phone number', async () => {
      const res = await post('/api/bookings', { ...booking(), phone: '+1 (305) 555-0123' });
      expect(res.statusCode).toBe(201);
      const list = (await ctx.app.inject({ url: '/api/bookings', headers })).json();
      expect(list.find((l: { id: number }) => l.id === res.json().id)).toMatchObject({
        phone: '+13055550123',
      });

      const empty = await post('/api/bookings', { ...booking(), phone: '' });
      expect(empty.statusCode).toBe(201);
      const again = (await ctx.app.inject({ url: '/api/bookings', headers })).json();
      expect(again.find((l: { id: number }) => l.id === empty.json().id)).toMatchObject({ phone: null });

      const bad = await post('/api/bookings', { ...booking(), phone: 'llámame' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.fields).toEqual([
        {
          field: 'phone',
          message: 'The phone number is not valid: include the country code, e.g. +54 9 11 5555 0123',
        },
      ]);
    });

    it('accepts a stay starting today in Miami', async () => {
      expect(
        (await post('/api/bookings', { ...booking(), startDate: inDays(0), endDate: inDays(1) })).statusCode,
      ).toBe(201);
    });

    it("answers 400 with SPEC.md's words for missing fields and dates", async () => {
      const missing = await post('/api/bookings', { ...booking(), name: '', startDate: undefined });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details.fields).toEqual([
        { field: 'name', message: 'Please complete all fields.' },
        { field: 'startDate', message: 'Please select reservation dates.' },
      ]);
    });

    it('answers 400 for a start in the past, an end not after the start, or a malformed date', async () => {
      const past = await post('/api/bookings', { ...booking(), startDate: inDays(-1) });
      expect(past.json()).toMatchObject({
        message: 'The start date cannot be in the past.',
        details: { fields: [{ field: 'startDate' }] },
      });
      const backwards = await post('/api/bookings', { ...booking(), endDate: inDays(10) });
      expect(backwards.json()).toMatchObject({
        message: 'The end date must be after the start date.',
        details: { fields: [{ field: 'endDate' }] },
      });
      const malformed = await post('/api/bookings', { ...booking(), endDate: '12-31-2030' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details.fields[0].field).toBe('endDate');
    });

    it('limits booking requests per address: 10 per 10 minutes', async () => {
      const remoteAddress = nextAddress();
      const statuses = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await post('/api/bookings', booking(), { remoteAddress })).statusCode);
      expect(statuses).toEqual([...Array(10).fill(201), 429]);
    });
  });

  describe.each([
    {
      path: '/api/contact',
      table: contactMessages,
      notFound: 'Contact message not found',
      code: 'CONTACT_MESSAGE_NOT_FOUND',
    },
    {
      path: '/api/bookings',
      table: bookingLeads,
      notFound: 'Booking request not found',
      code: 'BOOKING_REQUEST_NOT_FOUND',
    },
  ])('admin inbox $path', ({ path, table, notFound, code }) => {
    let ids: number[];

    beforeAll(async () => {
      await ctx.app.db.delete(table);
      ids = [];
      for (let i = 0; i < 3; i++) {
        const res = await post(path, path === '/api/contact' ? contact : booking());
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id);
      }
    });

    it('answers 401 without a token', async () => {
      expect((await ctx.app.inject({ url: path })).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'PATCH', url: `${path}/${ids[0]}`, payload: { read: true } }))
          .statusCode,
      ).toBe(401);
      expect((await ctx.app.inject({ method: 'DELETE', url: `${path}/${ids[0]}` })).statusCode).toBe(401);
    });

    it('lists newest first with limit, offset and X-Total-Count', async () => {
      const all = await ctx.app.inject({ url: path, headers });
      expect(all.json().map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
      expect(all.headers['x-total-count']).toBe('3');
      const page = await ctx.app.inject({ url: `${path}?limit=1&offset=1`, headers });
      expect(page.json().map((m: { id: number }) => m.id)).toEqual([ids[1]]);
      expect(page.headers['x-total-count']).toBe('3');
      expect((await ctx.app.inject({ url: `${path}?limit=500`, headers })).statusCode).toBe(400);
    });

    it('marks entries read and unread, and filters by unread', async () => {
      const patch = (id: number | undefined, payload: object) =>
        ctx.app.inject({ method: 'PATCH', url: `${path}/${id}`, payload, headers });
      const read = await patch(ids[0], { read: true });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: ids[0], read: true, readAt: expect.any(String) });
      // Reading it again keeps the first time it was read.
      expect((await patch(ids[0], { read: true })).json().readAt).toBe(read.json().readAt);

      const unread = await ctx.app.inject({ url: `${path}?unread=true`, headers });
      expect(unread.json().map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
      expect(unread.headers['x-total-count']).toBe('2');
      const onlyRead = await ctx.app.inject({ url: `${path}?unread=false`, headers });
      expect(onlyRead.json().map((m: { id: number }) => m.id)).toEqual([ids[0]]);

      expect((await patch(ids[0], { read: false })).json()).toMatchObject({ read: false, readAt: null });
      expect((await patch(ids[0], { read: 'yes' })).statusCode).toBe(400);
      expect((await patch(999_999, { read: true })).json()).toEqual({
        message: notFound,
        error: 'Not Found',
        code,
      });
    });

    it('deletes an entry: 204, then 404', async () => {
      const remove = () => ctx.app.inject({ method: 'DELETE', url: `${path}/${ids[2]}`, headers });
      expect((await remove()).statusCode).toBe(204);
      expect((await remove()).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: path, headers })).headers['x-total-count']).toBe('2');
    });
  });
});
