import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTimed, insertClient, insertFleet } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

/** A date `days` after today in Miami. */
const day = (days: number) => addDays(todayIn(), days);
/** The instant of a Miami wall clock `days` after today. */
const at = (days: number, time: string) => zonedTimeToInstant(day(days), time).toISOString();

// Manual blocks (issue 18 item 4): in availability, in the overlap rule for new bookings and in leads.
describe('manual calendar blocks', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let fleet: Awaited<ReturnType<typeof insertFleet>>;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    fleet = await insertFleet(ctx.app.db);
    clientId = await insertClient(ctx.app.db, { email: 'guest@example.com' });
  });
  afterAll(() => ctx.close());

  const block = (type: string, id: number, payload: object, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/${type}/${id}/blocks?lang=${lang}`,
      headers,
      payload,
    });
  const stay = (checkInDate: string, checkOutDate: string, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/reservations?lang=${lang}`,
      headers,
      payload: {
        apartmentId: fleet.apartment,
        clientId,
        checkInDate,
        checkOutDate,
        pricePerNight: 300,
        cleaningFee: 0,
      },
    });
  const availability = async (type: string, id: number) =>
    (await ctx.app.inject({ url: `/api/${type}/${id}/availability` })).json();

  it('blocks nights of an apartment: shown to visitors as busy dates, beside the reservations, no reason', async () => {
    expect((await stay(day(20), day(23))).statusCode).toBe(201);
    const res = await block('apartments', fleet.apartment, {
      start: day(10),
      end: day(14),
      reason: 'Owner stay',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      serviceType: 'apartments',
      serviceId: fleet.apartment,
      start: day(10),
      end: day(14),
      reason: 'Owner stay',
      source: 'manual',
      importId: null,
    });
    expect(await availability('apartments', fleet.apartment)).toEqual([
      { start: day(10), end: day(14) },
      { start: day(20), end: day(23) },
    ]);
  });

  it('refuses a new stay over a block with a 409 naming the block; the morning it ends is free', async () => {
    const blocked = (
      await block('apartments', fleet.apartment, { start: day(40), end: day(43), reason: 'Painting' })
    ).json();
    const res = await stay(day(42), day(45));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TIME_BLOCKED', details: { blockId: blocked.id } });
    expect(res.json().message).toBe(
      `This time is blocked on the calendar: it overlaps block #${blocked.id} "Painting" (${day(40)} to ${day(43)})`,
    );
    const es = await stay(day(39), day(41), 'es');
    expect(es.json().message).toMatch(
      /^Este período está bloqueado en el calendario: coincide con el bloqueo/,
    );
    expect((await stay(day(43), day(45))).statusCode).toBe(201);
    expect((await stay(day(38), day(40))).statusCode).toBe(201);
  });

  it('refuses a block over one of our reservations (409 naming it) and never moves the reservation', async () => {
    const booked = (await stay(day(60), day(63))).json();
    const res = await block('apartments', fleet.apartment, {
      start: day(62),
      end: day(65),
      reason: 'Repairs',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STAY_OVERLAP', details: { conflictingCode: booked.code } });
    expect(res.json().message).toBe(`This time is already booked: it overlaps reservation ${booked.code}`);
    const kept = (await ctx.app.inject({ url: `/api/reservations/${booked.id}`, headers })).json();
    expect(kept).toMatchObject({ checkInDate: day(60), checkOutDate: day(63) });
  });

  it('blocks a car by instants: in its availability, refusing an overlapping booking and a visitor request', async () => {
    const res = await block('cars', fleet.car, {
      start: at(5, '09:00'),
      end: at(6, '09:00'),
      reason: 'Service',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ start: at(5, '09:00'), end: at(6, '09:00') });
    expect(await availability('cars', fleet.car)).toEqual([{ start: at(5, '09:00'), end: at(6, '09:00') }]);
    const booking = { serviceType: 'cars' as const, serviceId: fleet.car, clientId };
    const refused = await bookTimed(ctx.app, headers, {
      ...booking,
      startAt: at(6, '08:00'),
      endAt: at(7, '08:00'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TIME_BLOCKED');
    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings?lang=en',
      remoteAddress: '10.9.0.1',
      payload: {
        name: 'James',
        lastName: 'Whitaker',
        email: 'james@example.com',
        serviceName: 'Urus',
        serviceType: 'cars',
        serviceId: fleet.car,
        startAt: at(5, '12:00'),
        endAt: at(5, '18:00'),
      },
    });
    expect(lead.statusCode).toBe(409);
    // A visitor is not told what the block is.
    expect(lead.json()).toMatchObject({
      code: 'TIME_BLOCKED',
      message: 'This time is not available: please choose another start',
    });
    // After the block (the car's 2-hour turnaround follows a booking, not a block): free.
    const after = await bookTimed(ctx.app, headers, {
      ...booking,
      startAt: at(6, '09:00'),
      endAt: at(7, '09:00'),
    });
    expect(after.statusCode, after.body).toBe(201);
  });

  it('removes a manual block: the time is free again, and a second delete is a 404', async () => {
    const created = (
      await block('yachts', fleet.yacht, { start: at(8, '10:00'), end: at(8, '18:00') })
    ).json();
    expect(await availability('yachts', fleet.yacht)).toHaveLength(1);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/blocks/${created.id}`, headers });
    expect(del.statusCode).toBe(204);
    expect(await availability('yachts', fleet.yacht)).toEqual([]);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/blocks/${created.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('BLOCK_NOT_FOUND');
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const cases: Array<[object, string]> = [
      [{ start: day(1), end: day(3), reason: 'Owner\u0000stay' }, 'reason'],
      [{ start: '3000-01-01', end: '3000-01-05' }, 'start'],
      [{ start: day(1), end: day(1 + 400) }, 'end'],
      [{ start: day(5), end: day(2) }, 'end'],
      [{ start: day(5), end: day(5) }, 'end'],
      [{ start: 'soon', end: day(2) }, 'start'],
      [{ start: at(1, '10:00'), end: at(3, '10:00') }, 'start'],
      [{ end: day(2) }, 'start'],
      [{ start: day(1), end: day(3), reason: 'x'.repeat(201) }, 'reason'],
    ];
    for (const [payload, field] of cases) {
      const res = await block('apartments', fleet.apartment, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(field);
    }
    const timed = await block('cars', fleet.car, { start: at(3, '10:00'), end: at(2, '10:00') });
    expect(timed.statusCode).toBe(400);
  });

  it('answers 404 for an unknown service, a service of another type or an id that is not one', async () => {
    for (const url of [
      `/api/apartments/999999/blocks`,
      `/api/cars/${fleet.apartment}/blocks`,
      '/api/villas/abc/blocks',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { start: day(1), end: day(2) },
      });
      expect(res.statusCode, url).toBe(404);
    }
    const unknownType = await ctx.app.inject({
      method: 'POST',
      url: '/api/boats/1/blocks',
      headers,
      payload: { start: day(1), end: day(2) },
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('lists the blocks of every service that meet a period, for the timeline; a bad period is a 400', async () => {
    const list = (query: string, as = headers) =>
      ctx.app.inject({ url: `/api/calendar-blocks?${query}`, headers: as });
    const res = await list(`from=${day(0)}&to=${day(30)}`);
    expect(res.statusCode, res.body).toBe(200);
    const blocks = res.json() as Array<{ serviceId: number; start: string; end: string }>;
    expect(blocks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          serviceType: 'apartments',
          serviceId: fleet.apartment,
          start: day(10),
          end: day(14),
          reason: 'Owner stay',
          source: 'manual',
          importName: null,
        }),
        expect.objectContaining({ serviceType: 'cars', serviceId: fleet.car, source: 'manual' }),
      ]),
    );
    // The painting of days 40-43 is after the period; the day the stay block ends is outside one ending then.
    expect(blocks.some((b) => b.start === day(40))).toBe(false);
    const ending = (await list(`from=${day(14)}&to=${day(20)}`)).json() as Array<{ start: string }>;
    expect(ending.some((b) => b.start === day(10))).toBe(false);

    for (const query of [
      `from=${day(5)}&to=${day(5)}`,
      `from=${day(0)}&to=${day(200)}`,
      'from=soon&to=later',
      '',
    ]) {
      const bad = await list(query);
      expect(bad.statusCode, query).toBe(400);
    }
    expect(
      (await ctx.app.inject({ url: `/api/calendar-blocks?from=${day(0)}&to=${day(30)}` })).statusCode,
    ).toBe(401);
  });
});
