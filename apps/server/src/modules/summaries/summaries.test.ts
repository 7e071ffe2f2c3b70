import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, pdfText } from '../../../test/support/documents.fixtures.ts';
import { insertService } from '../../../test/support/reservations.fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe('monthly summaries', () => {
  let ctx: Context;
  let smtp: TestSmtpServer;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestApp({
      mail: {
        smtpUrl: smtp.url,
        businessEmail: 'owner@miamielite.example',
        worker: { intervalMs: 100, kickDelayMs: 20 },
      },
    });
    headers = (await loginAs(ctx)).headers;
    const a = await insertService(ctx.app.db, { name: 'Brickell 1201' });
    const b = await insertService(ctx.app.db, { type: 'villas', name: 'Villa Coral' });
    const stay = (apartmentId: number, checkInDate: string, checkOutDate: string, more: object) =>
      createReservation(ctx, headers, {
        apartmentId,
        checkInDate,
        checkOutDate,
        parkingFee: 0,
        taxes: 0,
        initialPayment: undefined,
        ...more,
      });
    ids.r1 = (
      await stay(a, '2030-03-10', '2030-03-13', {
        pricePerNight: 200,
        cleaningFee: 50,
        // 23:30 on February 28th in Miami: a February payment.
        initialPayment: { amount: 100, paymentMethod: 'cash', paymentDate: '2030-03-01T04:30:00Z' },
      })
    ).id;
    ids.r2 = (
      await stay(b, '2030-03-30', '2030-04-04', {
        pricePerNight: 300,
        cleaningFee: 80,
        status: 'pending',
        clientName: 'María',
        clientLastname: 'Gómez',
        clientEmail: 'maria@example.com',
      })
    ).id;
    ids.r3 = (
      await stay(a, '2030-03-20', '2030-03-22', {
        pricePerNight: 999,
        cleaningFee: 0,
        status: 'cancelled',
        clientEmail: 'cancelled@example.com',
        clientName: 'Cancel',
      })
    ).id;
    ids.r4 = (
      await stay(b, '2030-02-26', '2030-03-02', {
        pricePerNight: 100,
        cleaningFee: 0,
        clientEmail: 'feb@example.com',
        clientName: 'Febrero',
      })
    ).id;
    const pay = async (
      id: number | undefined,
      amount: number,
      paymentMethod: string,
      paymentDate: string,
    ) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/reservations/${id}/payments`,
        headers,
        payload: { amount, paymentMethod, paymentDate },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await pay(ids.r1, 250.25, 'zelle', '2030-03-15');
    await pay(ids.r4, 400, 'cash', '2030-03-01T05:30:00Z'); // 00:30 on March 1st in Miami
    await pay(ids.r2, 500, 'card', '2030-04-01T03:59:00Z'); // 23:59 on March 31st (EDT)
    await pay(ids.r2, -100, 'card', '2030-03-31T16:00:00Z'); // a refund
    await pay(ids.r2, 50, 'card', '2030-04-01T04:00:00Z'); // 00:00 on April 1st: April
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('generates the figures of a month on the documented accounting basis', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/summaries/generate',
      headers,
      payload: { month: 3, year: 2030 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({
      year: 2030,
      month: 3,
      daysInMonth: 31,
      totalReservations: 2,
      totalRevenue: 2230,
      totalPayments: 1050.25,
      totalDue: 1429.75, // what they owe today, the April payment included
      nightsBooked: 6,
      paymentsCount: 4,
      occupancyRate: 0.0968,
    });
    expect(summary.occupancy).toEqual([
      {
        apartmentId: expect.any(Number),
        apartmentName: 'Brickell 1201',
        nightsBooked: 3,
        occupancyRate: 0.0968,
      },
      {
        apartmentId: expect.any(Number),
        apartmentName: 'Villa Coral',
        nightsBooked: 3,
        occupancyRate: 0.0968,
      },
    ]);
    expect(summary.paymentsByMethod).toEqual([
      { paymentMethod: 'cash', count: 1, total: 400 },
      { paymentMethod: 'card', count: 2, total: 400 },
      { paymentMethod: 'zelle', count: 1, total: 250.25 },
    ]);
    expect(summary.reservationsByStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'confirmed', count: 1 },
    ]);
  });

  it('answers the reservations, payments and summary of a month', async () => {
    const res = await ctx.app.inject({ url: '/api/summaries/2030/3', headers });
    expect(res.statusCode).toBe(200);
    const { reservations, payments, summary } = res.json();
    expect(reservations.map((r: { id: number }) => r.id)).toEqual([ids.r1, ids.r2]);
    expect(reservations[0]).toMatchObject({
      nights: 3,
      totalAmount: 650,
      amountPaid: 350.25,
      amountDue: 299.75,
    });
    expect(payments.map((p: { amount: number }) => p.amount)).toEqual([400, 250.25, -100, 500]);
    expect(summary.totalPayments).toBe(1050.25);

    const empty = await ctx.app.inject({ url: '/api/summaries/2031/1', headers });
    expect(empty.json()).toMatchObject({
      reservations: [],
      payments: [],
      summary: { totalReservations: 0, totalPayments: 0, totalRevenue: 0 },
    });
    const bad = await ctx.app.inject({ url: '/api/summaries/2030/13', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('month: must be a whole number from 1 to 12');
  });

  it('renders the month as a PDF named monthly-summary-{year}-{month}.pdf', async () => {
    const res = await ctx.app.inject({ url: '/api/summaries/2030/3/pdf', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="monthly-summary-2030-3.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'RESUMEN MENSUAL',
      'Marzo de 2030',
      '$2,230.00',
      '$1,050.25',
      '$1,429.75',
      'María Gómez',
      'Villa Coral',
      '9.7',
      '-$100.00',
      'Base contable',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Cancel ');
    const english = await pdfText(
      (await ctx.app.inject({ url: '/api/summaries/2030/3/pdf?lang=en', headers })).rawPayload,
    );
    expect(english).toContain('March 2030');
    expect(english).toContain('MONEY RECEIVED');
  });

  it('e-mails the summary with its PDF to BUSINESS_EMAIL', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/summaries/2030/3/send', headers });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The monthly summary will be sent by e-mail',
    });
    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.rcptTo.map((r) => r.address)).toEqual(['owner@miamielite.example']);
    expect(received?.mail.subject).toBe('Resumen mensual marzo de 2030 · Miami Elite Rentals');
    expect(received?.mail.text).toContain('$1,050.25');
    const [attachment] = received?.mail.attachments ?? [];
    expect(attachment?.filename).toBe('monthly-summary-2030-3.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toContain('$2,230.00');
  });

  it('says clearly that BUSINESS_EMAIL is missing', async () => {
    const bare = await createTestApp();
    try {
      const admin = await loginAs(bare);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/summaries/2030/3/send',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BUSINESS_EMAIL_MISSING');
      expect(res.json().message).toBe(
        'BUSINESS_EMAIL is not configured: set it to the address that receives the monthly summaries, then restart the server',
      );
    } finally {
      await bare.close();
    }
    // A database of its own and a login (scrypt): room for a busy machine, no timed assertion.
  }, 120_000);
});
