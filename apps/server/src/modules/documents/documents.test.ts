import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation, pdfText } from '../../../test/support/documents.fixtures.ts';
import {
  eventually,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../test/support/smtp-test-server.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { clients } from '../../db/schema/clients.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

describe('reservation PDF', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: TestSmtpServer;
  let headers: Record<string, string>;
  let reservation: Awaited<ReturnType<typeof createReservation>>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestApp({
      mail: { smtpUrl: smtp.url, worker: { intervalMs: 100, kickDelayMs: 20 } },
    });
    headers = (await loginAs(ctx)).headers;
    reservation = await createReservation(ctx, headers);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const post = (id: number, payload?: unknown, extraHeaders: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/pdf`,
      headers: { ...headers, ...extraHeaders },
      ...(payload !== undefined ? { payload: payload as string } : {}),
    });

  it('answers the PDF to an empty body, in the guest language, with accents, every amount and the code', async () => {
    const res = await post(reservation.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="reservation-${reservation.id}-nunez-pena-jose.pdf"; filename*=UTF-8''reservation-${reservation.id}-nunez-pena-jose.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'MIAMI ELITE RENTALS',
      '1200 Brickell Avenue, Suite 1950',
      'concierge@miamielite.example',
      reservation.code,
      'José Núñez Peña',
      'jose.nunez@example.com',
      'Córdoba, Argentina',
      'Brickell Heights 1201',
      '03-08-2030',
      '03-13-2030',
      '5 noches × $245.00',
      '$1,225.00',
      '$120.00',
      '$35.50',
      '$160.14',
      '$1,540.64',
      '$500.00',
      '$1,040.64',
      'SALDO PENDIENTE',
      'Pago parcial',
      'Confirmada',
      '02-10-2030 10:30',
      'Zelle',
      'HUÉSPED',
      'ESTADÍA',
      'Cargo por cancelación',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('accepts an empty JSON body as "answer the PDF", and writes it in English when asked', async () => {
    const res = await post(reservation.id, '', { 'content-type': 'application/json' });
    expect(res.statusCode, res.body).toBe(200);
    const english = await post(reservation.id, { lang: 'en' });
    const text = await pdfText(english.rawPayload);
    expect(text).toContain('BALANCE DUE');
    expect(text).toContain('5 nights × $245.00');
    expect(text).toContain('Partially paid');
  });

  it('e-mails the PDF as an attachment when given an address, and records the notification', async () => {
    const res = await post(reservation.id, { email: 'jose.personal@example.com' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'The PDF will be sent by e-mail',
      delivery: 'queued',
    });
    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.rcptTo.map((r) => r.address)).toEqual(['jose.personal@example.com']);
    expect(received?.mail.subject).toBe(`Tu reserva ${reservation.code} en PDF`);
    expect(received?.mail.text).toContain(reservation.code);
    expect(received?.mail.html).toContain(reservation.code);
    const [attachment] = received?.mail.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`reservation-${reservation.id}-nunez-pena-jose.pdf`);
    expect(await pdfText(attachment?.content ?? Buffer.alloc(0))).toContain('José Núñez Peña');

    await eventually(async () => {
      const details = await ctx.app.inject({ url: `/api/reservations/${reservation.id}`, headers });
      const [notification] = details.json().notifications;
      expect(notification).toMatchObject({ type: 'reservation_pdf', confirmation: received?.mail.messageId });
    });
  });

  it("refuses a bad address with SPEC.md's text and queues nothing", async () => {
    const before = await ctx.app.db.select().from(mailOutbox);
    const res = await post(reservation.id, { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid email format',
      error: 'Bad Request',
      // The address sent is refused by the body's schema, like any other field.
      code: 'VALIDATION',
    });
    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('runs the completeness check first: missing fields -> 400 naming them', async () => {
    const incomplete = await createReservation(ctx, headers, {
      clientName: 'Ana',
      clientLastname: 'Sin Teléfono',
      clientEmail: 'ana@example.com',
      clientPhone: '',
      checkInDate: '2030-04-01',
      checkOutDate: '2030-04-03',
    });
    const res = await post(incomplete.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Missing required fields: clientPhone',
      error: 'Bad Request',
      code: 'PDF_DATA_MISSING',
      details: { missingFields: ['clientPhone'] },
    });
    expect((await post(999_999)).statusCode).toBe(404);
  });

  it("lets the guest download the PDF with the reservation's access token, and no one else", async () => {
    const other = await createReservation(ctx, headers, {
      clientName: 'María',
      clientLastname: 'Gómez',
      clientEmail: 'maria@example.com',
      checkInDate: '2030-05-01',
      checkOutDate: '2030-05-04',
    });
    const mine = await ctx.guestToken(reservation.id);
    const theirs = await ctx.guestToken(other.id);
    const url = `/api/reservations/${reservation.id}/pdf/download`;
    const query = 'format=pdf&include_details=true&client_name=Jos%C3%A9&check_in_date=2030-03-08';

    const guest = await ctx.app.inject({ url: `${url}?${query}&access=${mine}` });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.headers['content-disposition']).toContain(
      `reservation-${reservation.id}-nunez-pena-jose.pdf`,
    );
    expect(await pdfText(guest.rawPayload)).toContain(reservation.code);

    for (const request of [
      { url: `${url}?${query}` },
      { url: `${url}?${query}&access=${theirs}` },
      { url: `${url}?access=forged.token.value` },
      { url, headers: { authorization: 'Bearer forged.token.value' } },
    ]) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, JSON.stringify(request)).toBe(401);
      expect(res.json()).toEqual({
        message: 'Unauthorized: Please log in again.',
        error: 'Unauthorized',
        // Neither an admin's token nor this reservation's guest token: the guest guard refuses.
        code: 'GUEST_ACCESS_DENIED',
      });
    }

    const admin = await ctx.app.inject({ url: `${url}?include_details=false`, headers });
    expect(admin.statusCode).toBe(200);
    const summary = await pdfText(admin.rawPayload);
    expect(summary).toContain('$1,540.64');
    expect(summary).not.toContain('Pagos recibidos');
  });

  it('shows a guest name with markup as text', async () => {
    const [row] = await ctx.app.db
      .update(clients)
      .set({ name: '<b>Zoë</b>' })
      .where(eq(clients.id, reservation.clientId))
      .returning();
    expect(row?.name).toBe('<b>Zoë</b>');
    const text = await pdfText((await post(reservation.id)).rawPayload);
    expect(text).toContain('<b>Zoë</b> Núñez Peña');
  });
});
