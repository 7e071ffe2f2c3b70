import { addDays, todayIn } from '@app/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTimed, insertClient, insertFleet } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

/** Wall-clock time in Miami `days` after today: 'YYYY-MM-DD HH:mm' (the API reads it in Miami). */
const at = (days: number, time: string) => `${addDays(todayIn(), days)} ${time}`;

// POST /api/bookings for a yacht (startAt and hours) or a car (startAt and endAt): issue 16 item 5.
describe('booking leads with times', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let yacht: number;
  let car: number;
  let address = 1;
  const lead = (payload: object, lang = 'es') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: `10.2.0.${address++}`,
      headers: { cookie: `lang=${lang}` },
      payload: { name: 'James', lastName: 'Whitaker', email: 'james@example.com', ...payload },
    });
  const charter = (startAt: string, hours: number | string, lang = 'es') =>
    lead({ serviceName: 'Azimut 62 ft', serviceType: 'yachts', serviceId: yacht, startAt, hours }, lang);

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    ({ yacht, car } = await insertFleet(ctx.app.db));
  });
  afterAll(() => ctx.close());

  const stored = async (id: number) =>
    (await ctx.app.inject({ url: '/api/bookings', headers })).json().find((l: { id: number }) => l.id === id);

  it('keeps a charter of a day, a start time and a duration: the instants and the Miami dates', async () => {
    const res = await charter(at(10, '10:00'), 4);
    expect(res.statusCode, res.body).toBe(201);
    const saved = await stored(res.json().id);
    expect(saved).toMatchObject({
      serviceType: 'yachts',
      serviceId: yacht,
      startDate: addDays(todayIn(), 10),
      endDate: addDays(todayIn(), 10),
    });
    expect(Date.parse(saved.endAt) - Date.parse(saved.startAt)).toBe(4 * 3_600_000);
  });

  it('keeps a car from pickup to return', async () => {
    const res = await lead({
      serviceName: 'Urus',
      serviceType: 'cars',
      serviceId: car,
      startAt: at(12, '09:00'),
      endAt: at(14, '18:00'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({
      startDate: addDays(todayIn(), 12),
      endDate: addDays(todayIn(), 14),
    });
  });

  it('refuses a duration the yacht does not offer, a past start, and times without an end, in the visitor language', async () => {
    const three = await charter(at(10, '10:00'), 3, 'en');
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe('This yacht is chartered for 4, 6, 8 hours, not 3');
    expect((await charter(at(-1, '10:00'), 4)).json().message).toBe('The start date cannot be in the past.');
    // Today, but at an hour already gone.
    const past = await charter(at(0, '00:00'), 4);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('startAt: el inicio no puede estar en el pasado');
    const noEnd = await lead({
      serviceName: 'Urus',
      serviceType: 'cars',
      serviceId: car,
      startAt: at(12, '09:00'),
    });
    expect(noEnd.statusCode).toBe(400);
    for (const bad of ['1e308', 'abc', -4])
      expect((await charter(at(10, '10:00'), bad)).statusCode).toBe(400);
  });

  it('refuses hours already taken, with the buffer after a charter, without naming the booking', async () => {
    const clientId = await insertClient(ctx.app.db, { email: 'owner-guest@example.com' });
    const booked = await bookTimed(ctx.app, headers, {
      serviceType: 'yachts',
      serviceId: yacht,
      clientId,
      startAt: at(20, '10:00'),
      endAt: at(20, '14:00'),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const taken = await charter(at(20, '14:30'), 4);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Este horario no está disponible: elige otro inicio',
      error: 'Conflict',
      code: 'STAY_OVERLAP',
    });
    expect((await charter(at(20, '15:00'), 4)).statusCode).toBe(201);
  });
});
