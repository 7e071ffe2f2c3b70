import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookTimed, insertClient, insertFleet } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

// How each service is booked: its unit, its buffer and a yacht's durations (issue 16 item 1).
describe('booking settings of a service', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let yacht: number;
  let car: number;
  let apartment: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    ({ yacht, car, apartment } = await insertFleet(ctx.app.db));
  });
  afterAll(() => ctx.close());

  const get = async (path: string) => (await ctx.app.inject({ url: `/api/${path}` })).json();
  const put = (path: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/${path}`, headers, payload });

  it("shows each service's unit and the defaults of its type: yachts by the hour for 4, 6 or 8 with 60 minutes between", async () => {
    expect(await get(`yachts/${yacht}`)).toMatchObject({
      bookingUnit: 'hour',
      bufferMinutes: 60,
      durations: [4, 6, 8],
    });
    expect(await get(`cars/${car}`)).toMatchObject({ bookingUnit: 'day', bufferMinutes: 120 });
    const stay = await get(`apartments/${apartment}`);
    expect(stay).toMatchObject({ bookingUnit: 'night', bufferMinutes: 0 });
    expect(stay).not.toHaveProperty('durations');
    // Lists stay as they were: the booking settings are a service's own answer.
    expect((await get('yachts'))[0]).not.toHaveProperty('bookingUnit');
  });

  it('lets the owner set the buffer and the durations, which then bind reservations', async () => {
    const res = await put(`yachts/${yacht}`, { bufferMinutes: '30', durations: [8, 3] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await get(`yachts/${yacht}`)).toMatchObject({ bufferMinutes: 30, durations: [3, 8] });
    const clientId = await insertClient(ctx.app.db, { email: 'guest@example.com' });
    const book = (startAt: string, endAt: string) =>
      bookTimed(ctx.app, headers, { serviceType: 'yachts', serviceId: yacht, clientId, startAt, endAt });
    expect((await book('2027-06-05T10:00:00-04:00', '2027-06-05T13:00:00-04:00')).statusCode).toBe(201);
    expect((await book('2027-06-06T10:00:00-04:00', '2027-06-06T14:00:00-04:00')).statusCode).toBe(400);
    // The new 30-minute buffer: 13:30 is free again.
    expect((await book('2027-06-05T13:30:00-04:00', '2027-06-05T16:30:00-04:00')).statusCode).toBe(201);
  });

  it('refuses a negative or huge buffer and durations that are not whole hours from 1 to 24', async () => {
    for (const payload of [
      { bufferMinutes: -5 },
      { bufferMinutes: 1e9 },
      { bufferMinutes: 'soon' },
      { durations: [0] },
      { durations: [4, 4] },
      { durations: [2.5] },
      { durations: 'four' },
      { durations: [] },
    ]) {
      const res = await put(`yachts/${yacht}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
