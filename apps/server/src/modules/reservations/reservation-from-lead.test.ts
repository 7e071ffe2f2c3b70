import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, insertClient, insertFleet } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { clients } from '../../db/schema/clients.ts';
import { bookingLeads } from '../../db/schema/engagement.ts';
import { reservationPayments as payments, reservations } from '../../db/schema/reservations.ts';

// "Create a reservation" from a booking lead (issue 16 item 4): POST /api/reservations with leadId links
// the lead to the reservation and marks it read, in the reservation's own transaction.
describe('a reservation made from a booking lead', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let yacht: number;
  let car: number;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    ({ yacht, car } = await insertFleet(ctx.app.db));
    clientId = await insertClient(ctx.app.db, { email: 'lead.guest@example.com' });
  });
  afterAll(() => ctx.close());

  /** A visitor's Book Now request for the yacht, through the public route. */
  const askForCharter = async (day: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings?lang=en',
      payload: {
        name: 'Lucía',
        lastName: 'Gómez',
        email: 'lucia@example.com',
        phone: '+1 305 555 0188',
        serviceName: 'Azimut 62 ft',
        serviceType: 'yachts',
        serviceId: yacht,
        startAt: `${day}T10:00:00-04:00`,
        hours: 4,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  const leadRow = async (id: number) => {
    const [row] = await ctx.app.db.select().from(bookingLeads).where(eq(bookingLeads.id, id));
    return row;
  };

  const charterFromLead = (leadId: unknown, day: string, more: object = {}, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/reservations?lang=${lang}`,
      headers,
      payload: {
        serviceType: 'yachts',
        serviceId: yacht,
        clientName: 'Lucía',
        clientLastname: 'Gómez',
        clientEmail: 'lucia@example.com',
        startAt: `${day}T10:00:00-04:00`,
        endAt: `${day}T14:00:00-04:00`,
        pricePerUnit: 950,
        cleaningFee: 0,
        leadId,
        ...more,
      },
    });

  it('links the lead to its reservation and marks it read; the inbox shows the link', async () => {
    const leadId = await askForCharter('2027-08-07');
    expect(await leadRow(leadId)).toMatchObject({ readAt: null, reservationId: null });

    const res = await charterFromLead(leadId, '2027-08-07');
    expect(res.statusCode, res.body).toBe(201);
    const reservation = res.json();
    expect(reservation).toMatchObject({ unit: 'hour', units: 4, serviceType: 'yachts' });

    const lead = await leadRow(leadId);
    expect(lead?.reservationId).toBe(reservation.id);
    expect(lead?.readAt).toBeInstanceOf(Date);

    const inbox = await ctx.app.inject({ url: '/api/bookings', headers });
    expect(inbox.json().find((entry: { id: number }) => entry.id === leadId)).toMatchObject({
      reservationId: reservation.id,
      read: true,
      phone: '+13055550188',
    });
  });

  it('keeps an earlier read time (a lead read before stays read since then)', async () => {
    const leadId = await askForCharter('2027-08-14');
    const read = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${leadId}`,
      headers,
      payload: { read: true },
    });
    const readAt = read.json().readAt;
    const res = await charterFromLead(leadId, '2027-08-14');
    expect(res.statusCode, res.body).toBe(201);
    expect((await leadRow(leadId))?.readAt?.toISOString()).toBe(readAt);
  });

  it('answers 404 for a lead that does not exist, in the request language, and saves nothing', async () => {
    const before = {
      reservations: await countRows(ctx.app.db, reservations),
      clients: await countRows(ctx.app.db, clients),
      payments: await countRows(ctx.app.db, payments),
    };
    const res = await charterFromLead(999_999, '2027-09-04', {
      clientEmail: 'someone.new@example.com',
      initialPayment: { amount: 500 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'BOOKING_REQUEST_NOT_FOUND',
      message: 'leadId: there is no booking request with this id',
      details: { fields: [{ field: 'leadId' }] },
    });
    const spanish = await charterFromLead(999_999, '2027-09-04', {}, 'es');
    expect(spanish.json().message).toBe('leadId: no hay ninguna solicitud de reserva con este id');
    expect({
      reservations: await countRows(ctx.app.db, reservations),
      clients: await countRows(ctx.app.db, clients),
      payments: await countRows(ctx.app.db, payments),
    }).toEqual(before);
  });

  it('answers 409 for a lead that already has its reservation; the link and the other booking stay as they were', async () => {
    const leadId = await askForCharter('2027-09-11');
    const first = await charterFromLead(leadId, '2027-09-11');
    expect(first.statusCode, first.body).toBe(201);
    const before = await countRows(ctx.app.db, reservations);

    // Another time, so that only the lead can refuse it.
    const again = await charterFromLead(leadId, '2027-09-18', { initialPayment: { amount: 100 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BOOKING_REQUEST_LINKED',
      message: 'This booking request already has its reservation',
      details: { reservationId: first.json().id },
    });
    expect(await countRows(ctx.app.db, reservations)).toBe(before);
    expect((await leadRow(leadId))?.reservationId).toBe(first.json().id);
  });

  it('leaves the lead open when the reservation itself is refused (its times overlap another booking)', async () => {
    const taken = await charterFromLead(undefined, '2027-10-02', { clientId });
    expect(taken.statusCode, taken.body).toBe(201);
    const leadId = await askForCharter('2027-10-09');
    const clash = await charterFromLead(leadId, '2027-10-02', { clientId });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('STAY_OVERLAP');
    expect(await leadRow(leadId)).toMatchObject({ reservationId: null, readAt: null });
  });

  it('links a car lead too, and refuses a leadId that is not an id (400 naming the field)', async () => {
    const lead = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        name: 'Max',
        lastName: 'Rossi',
        email: 'max@example.com',
        serviceName: 'Urus',
        serviceType: 'cars',
        serviceId: car,
        startAt: '2027-11-05T09:00:00-04:00',
        endAt: '2027-11-07T09:00:00-05:00',
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const car1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers,
      payload: {
        serviceType: 'cars',
        serviceId: car,
        clientId,
        startAt: '2027-11-05T09:00:00-04:00',
        endAt: '2027-11-07T09:00:00-05:00',
        pricePerUnit: 1200,
        cleaningFee: 0,
        lead_id: String(lead.json().id),
      },
    });
    expect(car1.statusCode, car1.body).toBe(201);
    expect((await leadRow(lead.json().id))?.reservationId).toBe(car1.json().id);

    const bad = await charterFromLead('abc', '2027-12-04');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('leadId');
  });

  it('is refused to a role that may not create reservations, and the lead stays open', async () => {
    const leadId = await askForCharter('2027-12-11');
    const accountant = (await loginAs(ctx, 'accountant@example.com', 'accountant')).headers;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: accountant,
      payload: { leadId, serviceType: 'yachts', serviceId: yacht },
    });
    expect(res.statusCode).toBe(403);
    expect(await leadRow(leadId)).toMatchObject({ reservationId: null, readAt: null });
  });

  it('names the broken rule of a charter in the 400, so a client can word it (a duration not offered)', async () => {
    const res = await charterFromLead(undefined, '2028-01-08', {
      clientId,
      endAt: '2028-01-08T13:00:00-05:00',
      startAt: '2028-01-08T10:00:00-05:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      {
        field: 'endAt',
        rule: 'durationNotOffered',
        message: 'This yacht is chartered for 4, 6, 8 hours, not 3',
        hours: 3,
        durations: [4, 6, 8],
      },
    ]);
  });
});
