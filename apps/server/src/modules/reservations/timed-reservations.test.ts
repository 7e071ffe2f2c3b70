import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/support/documents.fixtures.ts';
import { insertClient, insertFleet } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservations } from '../../db/schema/reservations.ts';

// Cars by the day and yachts by the hour through POST/PUT /api/reservations (issue 16 item 3).
describe('reservations of cars and yachts', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let yacht: number;
  let car: number;
  let apartment: number;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    ({ yacht, car, apartment } = await insertFleet(ctx.app.db));
    clientId = await insertClient(ctx.app.db, { email: 'guest@example.com' });
  });
  afterAll(() => ctx.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, lang = 'en') =>
    ctx.app.inject({ method, url: `${url}?lang=${lang}`, headers, payload });
  const charter = (start: string, end: string, more: object = {}) =>
    send('POST', '/api/reservations', {
      serviceType: 'yachts',
      serviceId: yacht,
      clientId,
      startAt: start,
      endAt: end,
      pricePerUnit: 950,
      cleaningFee: 100,
      ...more,
    });

  it('books a 4-hour charter: unit, units, instants, Miami dates and the total of units x price + fees', async () => {
    const res = await charter('2027-06-05T10:00:00-04:00', '2027-06-05T14:00:00-04:00', { taxes: 50 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      serviceType: 'yachts',
      serviceId: yacht,
      apartmentId: null,
      apartmentName: 'Azimut 62 ft',
      unit: 'hour',
      units: 4,
      nights: null,
      startAt: '2027-06-05T14:00:00.000Z',
      endAt: '2027-06-05T18:00:00.000Z',
      checkInDate: '2027-06-05',
      checkOutDate: '2027-06-05',
      pricePerUnit: 950,
      pricePerNight: 950,
      totalAmount: 4 * 950 + 100 + 50,
      amountDue: 3950,
    });
    // The completeness check of the PDF takes units in place of nights.
    const diagnosis = await ctx.app.inject({
      url: `/api/reservations/${res.json().id}/pdf/diagnose`,
      headers,
    });
    expect(diagnosis.json()).toMatchObject({ message: 'All necessary data is present' });
  });

  it('binds the yacht durations, the order of the times and the 2-year horizon: 400 in the request language', async () => {
    const three = await charter('2027-06-12T10:00:00-04:00', '2027-06-12T13:00:00-04:00');
    expect(three.statusCode).toBe(400);
    expect(three.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'This yacht is chartered for 4, 6, 8 hours, not 3',
      details: { fields: [{ field: 'endAt' }] },
    });
    const backwards = await send(
      'POST',
      '/api/reservations',
      {
        serviceType: 'yachts',
        serviceId: yacht,
        clientId,
        startAt: '2027-06-12T14:00:00-04:00',
        endAt: '2027-06-12T10:00:00-04:00',
        pricePerUnit: 950,
        cleaningFee: 0,
      },
      'es',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('endAt: el fin debe ser posterior al inicio');
    const far = await charter('2031-06-12T10:00:00-04:00', '2031-06-12T14:00:00-04:00');
    expect(far.json().message).toBe('startAt: bookings open at most 2 years ahead');
    const missing = await charter('2027-06-12T10:00:00-04:00', '');
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a charter inside the previous one and its 60-minute buffer (409 naming it), takes one right after', async () => {
    const first = (await charter('2027-07-03T09:00:00-04:00', '2027-07-03T13:00:00-04:00')).json();
    const clash = await charter('2027-07-03T13:30:00-04:00', '2027-07-03T17:30:00-04:00', {});
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'STAY_OVERLAP', details: { conflictingCode: first.code } });
    expect(clash.json().message).toContain(first.code);
    const spanish = await send(
      'POST',
      '/api/reservations',
      {
        serviceType: 'yachts',
        serviceId: yacht,
        clientId,
        pricePerUnit: 1,
        cleaningFee: 0,
        startAt: '2027-07-03T13:30:00-04:00',
        endAt: '2027-07-03T17:30:00-04:00',
      },
      'es',
    );
    expect(spanish.json().message).toBe(
      `Este horario no está disponible: con el margen entre reservas coincide con la reserva ${first.code}`,
    );
    expect((await charter('2027-07-03T14:00:00-04:00', '2027-07-03T18:00:00-04:00')).statusCode).toBe(201);
  });

  it('books a car by the day with its 2-hour buffer; nothing is half saved when a booking is refused', async () => {
    const res = await send('POST', '/api/reservations', {
      serviceType: 'cars',
      serviceId: car,
      clientId,
      startAt: '2027-08-01T10:00:00-04:00',
      endAt: '2027-08-03T12:00:00-04:00',
      price: 1200,
      cleaningFee: 0,
    });
    expect(res.json()).toMatchObject({
      unit: 'day',
      units: 3,
      totalAmount: 3600,
      checkOutDate: '2027-08-03',
    });
    const refused = await send('POST', '/api/reservations', {
      serviceType: 'cars',
      serviceId: car,
      clientName: 'Nuevo',
      clientEmail: 'nuevo@example.com',
      startAt: '2027-08-03T13:00:00-04:00',
      endAt: '2027-08-04T13:00:00-04:00',
      pricePerUnit: 1200,
      cleaningFee: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(await ctx.app.db.select().from(clients).where(eq(clients.email, 'nuevo@example.com'))).toEqual([]);
    const after = await send('POST', '/api/reservations', {
      serviceType: 'cars',
      serviceId: car,
      clientId,
      startAt: '2027-08-03T14:00:00-04:00',
      endAt: '2027-08-04T13:00:00-04:00',
      pricePerUnit: 1200,
      cleaningFee: 0,
    });
    expect(after.statusCode, after.body).toBe(201);
  });

  it('refuses a service of another type than the one named, and a car booked with dates only', async () => {
    const wrongType = await charter('2027-09-04T10:00:00-04:00', '2027-09-04T14:00:00-04:00', {
      serviceId: car,
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('APARTMENT_UNKNOWN');
    const datesOnly = await send('POST', '/api/reservations', {
      apartmentId: car,
      clientId,
      checkInDate: '2027-09-01',
      checkOutDate: '2027-09-02',
      pricePerNight: 1,
      cleaningFee: 0,
    });
    expect(datesOnly.statusCode).toBe(400);
  });

  it('moves a charter with PUT, checked like a new one, and re-derives units and total', async () => {
    const booked = (await charter('2027-10-02T10:00:00-04:00', '2027-10-02T14:00:00-04:00')).json();
    const longer = await send('PUT', `/api/reservations/${booked.id}`, {
      endAt: '2027-10-02T16:00:00-04:00',
    });
    expect(longer.json()).toMatchObject({ units: 6, totalAmount: 6 * 950 + 100 });
    const odd = await send('PUT', `/api/reservations/${booked.id}`, { endAt: '2027-10-02T15:00:00-04:00' });
    expect(odd.statusCode).toBe(400);
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, booked.id));
    expect(row?.units).toBe(6);
  });

  it('takes payments, derives the status, prints its PDF and counts in the month of its charter', async () => {
    const booked = (await charter('2027-12-04T10:00:00-05:00', '2027-12-04T18:00:00-05:00')).json();
    expect(booked.totalAmount).toBe(8 * 950 + 100);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${booked.id}/payments`,
      headers,
      payload: { amount: 7700, paymentMethod: 'card' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const details = (await ctx.app.inject({ url: `/api/reservations/${booked.id}`, headers })).json();
    expect(details).toMatchObject({ amountPaid: 7700, amountDue: 0, paymentStatus: 'paid' });
    const pdf = await ctx.app.inject({ method: 'POST', url: `/api/reservations/${booked.id}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    // The charge line multiplies the hours by the price per unit: 8 x $950.00 = $7,600.00.
    expect(await pdfText(pdf.rawPayload)).toContain('7,600.00');
    const summary = await ctx.app.inject({
      method: 'POST',
      url: '/api/summaries/generate',
      headers,
      payload: { month: 12, year: 2027 },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    // Booked in the month of its charter; the payment counts in the month it was made (decision 0006).
    expect(summary.json()).toMatchObject({ totalReservations: 1, totalRevenue: 7700 });
  });

  it('lists the charters of one day by service type or service, the day they end included', async () => {
    const day = (await charter('2028-01-08T10:00:00-05:00', '2028-01-08T14:00:00-05:00')).json();
    const list = async (query: string) =>
      (await ctx.app.inject({ url: `/api/reservations?${query}`, headers }))
        .json()
        .map((r: { code: string }) => r.code);
    expect(await list('serviceType=yachts&from=2028-01-08&to=2028-01-09')).toEqual([day.code]);
    expect(await list(`serviceId=${yacht}&from=2028-01-08&to=2028-01-09`)).toEqual([day.code]);
    expect(await list('serviceType=cars&from=2028-01-08&to=2028-01-09')).toEqual([]);
    expect(await list('serviceType=yachts&from=2028-01-09&to=2028-01-10')).toEqual([]);
  });

  it('still books an apartment with serviceType and serviceId, as a stay of nights', async () => {
    const res = await send('POST', '/api/reservations', {
      serviceType: 'apartments',
      serviceId: apartment,
      clientId,
      checkInDate: '2027-11-01',
      checkOutDate: '2027-11-04',
      pricePerUnit: 300,
      cleaningFee: 90,
    });
    expect(res.json()).toMatchObject({
      apartmentId: apartment,
      serviceId: apartment,
      unit: 'night',
      units: 3,
      nights: 3,
      startAt: null,
      totalAmount: 990,
    });
  });
});
