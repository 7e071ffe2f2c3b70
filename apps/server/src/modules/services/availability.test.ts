import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

describe('GET /api/{type}/{id}/availability', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let apartment: number;
  let car: number;
  let yacht: number;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await loginAs(ctx);
    apartment = await insertService(ctx.app.db, { name: 'Brickell 1201' });
    car = await insertService(ctx.app.db, { type: 'cars', name: 'Urus' });
    yacht = await insertService(ctx.app.db, { type: 'yachts', name: 'Azimut 62 ft' });
    clientId = await insertClient(ctx.app.db, { email: 'guest@example.com' });
    const book = (checkInDate: string, checkOutDate: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: owner.headers,
        payload: {
          apartmentId: apartment,
          clientId,
          checkInDate,
          checkOutDate,
          pricePerNight: 300,
          cleaningFee: 90,
        },
      });
    expect((await book('2031-05-01', '2031-05-04')).statusCode).toBe(201);
    const cancelled = (await book('2031-05-10', '2031-05-12')).json();
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/reservations/${cancelled.id}`,
          headers: owner.headers,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await book('2031-06-01', '2031-06-03')).statusCode).toBe(201);
    expect((await book('2024-02-01', '2024-02-05')).statusCode).toBe(201);
  });
  afterAll(() => ctx.close());

  it('lists the booked nights to visitors as half-open ranges, without cancelled stays or personal data', async () => {
    const res = await ctx.app.inject({ url: `/api/apartments/${apartment}/availability` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { start: '2031-05-01', end: '2031-05-04' },
      { start: '2031-06-01', end: '2031-06-03' },
    ]);
  });

  it('leaves out stays that ended before today unless asked for an earlier window', async () => {
    const res = await ctx.app.inject({
      url: `/api/apartments/${apartment}/availability?from=2024-01-01&to=2024-12-31`,
    });
    expect(res.json()).toEqual([{ start: '2024-02-01', end: '2024-02-05' }]);
  });

  it('narrows to a window of dates', async () => {
    const res = await ctx.app.inject({
      url: `/api/apartments/${apartment}/availability?from=2031-05-20&to=2031-07-01`,
    });
    expect(res.json()).toEqual([{ start: '2031-06-01', end: '2031-06-03' }]);
  });

  it('lists the busy time of a car as ISO instants with its 2-hour buffer; a yacht with none booked is free', async () => {
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: owner.headers,
      payload: {
        serviceType: 'cars',
        serviceId: car,
        clientId,
        startAt: '2027-04-10T09:00:00-04:00',
        endAt: '2027-04-11T09:00:00-04:00',
        pricePerUnit: 1500,
        cleaningFee: 0,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const window = '?from=2027-04-01&to=2027-05-01';
    expect((await ctx.app.inject({ url: `/api/cars/${car}/availability${window}` })).json()).toEqual([
      { start: '2027-04-10T13:00:00.000Z', end: '2027-04-11T15:00:00.000Z' },
    ]);
    // The window is of dates: a booking busy until 11:00 on the 11th is in the 11th, not after it.
    expect((await ctx.app.inject({ url: `/api/cars/${car}/availability?from=2027-04-12` })).json()).toEqual(
      [],
    );
    expect(
      (await ctx.app.inject({ url: `/api/cars/${car}/availability?from=2027-04-11` })).json(),
    ).toHaveLength(1);
    expect((await ctx.app.inject({ url: `/api/yachts/${yacht}/availability` })).json()).toEqual([]);
  });

  it('answers 404 for an unknown id or a service of another type, 400 for a bad date', async () => {
    expect((await ctx.app.inject({ url: `/api/yachts/${car}/availability` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/apartments/999999/availability' })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: `/api/apartments/${apartment}/availability?from=tomorrow` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('from');
  });
});
