import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, pdfText } from '../../../test/support/documents.fixtures.ts';
import { bookTimed, insertClient, insertFleet } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { loadBusiness } from '../documents/business.ts';
import { renderMonthlySummaryMail } from '../mail/templates/business-mails.ts';
import { buildMonthlySummary } from './monthly-summary.ts';

// Issue 16: the monthly summary counts every type of the fleet. May 2027, on daylight time in Miami:
// a stay of 3 nights, a car for 3 days and two yacht charters (one on the 1st, one crossing into June),
// plus a car picked up in April that only touches May (it belongs to April: check-in month).
describe('monthly summary of a month with a car and yachts', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    const fleet = await insertFleet(ctx.app.db);
    const clientId = await insertClient(ctx.app.db, { email: 'ana.perez@example.com' });
    await createReservation(ctx, headers, {
      apartmentId: fleet.apartment,
      checkInDate: '2027-05-10',
      checkOutDate: '2027-05-13',
      pricePerNight: 200,
      cleaningFee: 50,
      parkingFee: 0,
      taxes: 0,
      initialPayment: undefined,
    });
    const timed = [
      ['cars', fleet.car, '2027-04-29T10:00:00-04:00', '2027-05-02T10:00:00-04:00', 900],
      ['cars', fleet.car, '2027-05-05T10:00:00-04:00', '2027-05-08T09:00:00-04:00', 950],
      ['yachts', fleet.yacht, '2027-05-01T10:00:00-04:00', '2027-05-01T14:00:00-04:00', 1200],
      ['yachts', fleet.yacht, '2027-05-31T20:00:00-04:00', '2027-06-01T02:00:00-04:00', 1000],
    ] as const;
    for (const [serviceType, serviceId, startAt, endAt, pricePerUnit] of timed) {
      const res = await bookTimed(
        ctx.app,
        headers,
        { serviceType, serviceId, clientId, startAt, endAt },
        { pricePerUnit, status: 'confirmed' },
      );
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => ctx.close());

  it('counts every type in its unit, and leaves cars and yachts out of the nights and occupancy', async () => {
    const res = await ctx.app.inject({ url: '/api/summaries/2027/5', headers });
    expect(res.statusCode, res.body).toBe(200);
    const { summary, reservations } = res.json();
    expect(summary.totalReservations).toBe(4);
    // 3 x 200 + 50; 3 x 950; 4 x 1200; 6 x 1000.
    expect(summary.totalRevenue).toBe(650 + 2850 + 4800 + 6000);
    expect(summary.byType).toEqual([
      { serviceType: 'apartments', unit: 'night', reservations: 1, units: 3, revenue: 650 },
      { serviceType: 'cars', unit: 'day', reservations: 1, units: 3, revenue: 2850 },
      { serviceType: 'yachts', unit: 'hour', reservations: 2, units: 10, revenue: 10800 },
    ]);
    expect(summary.nightsBooked).toBe(3);
    expect(summary.occupancy.map((o: { apartmentName: string }) => o.apartmentName)).toEqual([
      'Brickell 1201',
    ]);
    const charter = reservations.find((r: { serviceType: string }) => r.serviceType === 'yachts');
    expect(charter).toMatchObject({
      apartmentName: 'Azimut 62 ft',
      checkInDate: '2027-05-01',
      checkOutDate: '2027-05-01',
      startAt: '2027-05-01T14:00:00.000Z',
      endAt: '2027-05-01T18:00:00.000Z',
      unit: 'hour',
      units: 4,
      nights: null,
    });
    expect(reservations.map((r: { units: number; unit: string }) => `${r.units} ${r.unit}`)).toEqual([
      '4 hour',
      '3 day',
      '3 night',
      '6 hour',
    ]);
  });

  it('shows the types, the hours and the days in the PDF and the e-mail, es and en', async () => {
    for (const [lang, lines] of [
      [
        'es',
        [
          'RESERVAS POR TIPO',
          'Apartamentos 1 3 noches',
          'Autos 1 3 días',
          'Yates 2 10 horas',
          '05-01-2027 10:00',
          '05-01-2027 14:00',
          '4 horas',
        ],
      ],
      [
        'en',
        [
          'RESERVATIONS BY TYPE',
          'Apartments 1 3 nights',
          'Cars 1 3 days',
          'Yachts 2 10 hours',
          '05-31-2027 20:00',
          '06-01-2027 02:00',
          '6 hours',
        ],
      ],
    ] as const) {
      const res = await ctx.app.inject({ url: `/api/summaries/2027/5/pdf?lang=${lang}`, headers });
      expect(res.statusCode).toBe(200);
      const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
      for (const line of lines) expect(text, line).toContain(line);
    }
    const data = await buildMonthlySummary(ctx.app.db, 2027, 5);
    const business = await loadBusiness(ctx.app.db);
    expect(renderMonthlySummaryMail(data.figures, business, 'en').text).toMatch(
      /Yachts: +2 · 10 hours · \$10,800\.00/,
    );
    expect(renderMonthlySummaryMail(data.figures, business, 'es').text).toMatch(
      /Autos: +1 · 3 días · \$2,850\.00/,
    );
  });
});
