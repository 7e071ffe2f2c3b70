import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createReservation } from '../../../test/support/documents.fixtures.ts';
import {
  eventually,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../../../test/support/smtp-test-server.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { clients } from '../../db/schema/clients.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { reservationPayments } from '../../db/schema/reservations.ts';
import { updateMailSettings } from './mail-settings.ts';
import { onPaymentRegistered, onReservationConfirmed } from './reservation-mail.ts';

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe('e-mail without SMTP_URL', () => {
  let ctx: Context;
  let headers: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
  });
  afterAll(() => ctx.close());

  it('starts, says e-mail is not configured, and keeps what it queues', async () => {
    const status = await ctx.app.inject({ url: '/api/mail/status', headers });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      configured: false,
      from: '"Miami Elite Rentals" <concierge@miamielite.example>',
      businessEmail: 'concierge@miamielite.example',
      businessEmailConfigured: false,
      workerRunning: false,
      maxAttempts: 8,
      counts: { queued: 0, sending: 0, sent: 0, failed: 0 },
    });

    const reservation = await createReservation(ctx, headers);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${reservation.id}/send-notification`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Notification queued for delivery',
      delivery: 'queued',
      notification: { type: 'confirmation', confirmation: `outbox:${body.mailId}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await ctx.app.inject({ url: '/api/mail/status', headers });
    expect(after.json().counts).toEqual({ queued: 1, sending: 0, sent: 0, failed: 0 });

    const details = await ctx.app.inject({ url: `/api/reservations/${reservation.id}`, headers });
    expect(details.json().notifications).toEqual([body.notification]);
  });

  it('answers the notification errors of SPEC.md section 8 and queues nothing for them', async () => {
    const reservation = await createReservation(ctx, headers, {
      checkInDate: '2030-06-01',
      checkOutDate: '2030-06-03',
      clientEmail: 'ana.sin.correo@example.com',
    });
    const send = (id: number, payload?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/reservations/${id}/send-notification`,
        headers,
        ...(payload ? { payload } : {}),
      });
    const before = (await ctx.app.db.select().from(mailOutbox)).length;

    for (const type of ['sms', 'CONFIRMATION', 7]) {
      const res = await send(reservation.id, { type });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Invalid notification type',
        error: 'Bad Request',
        code: 'VALIDATION',
      });
    }
    expect((await send(999_999)).json()).toMatchObject({ message: 'Reservation not found' });

    await ctx.app.db
      .update(clients)
      .set({ email: 'not-an-email' })
      .where(eq(clients.id, reservation.clientId));
    const invalid = await send(reservation.id, { type: 'payment' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Invalid email format',
      error: 'Bad Request',
      code: 'INVALID_EMAIL',
    });

    await ctx.app.db.update(clients).set({ email: null }).where(eq(clients.id, reservation.clientId));
    const none = await send(reservation.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      message: 'The reservation does not have an associated email address',
      error: 'Not Found',
      code: 'NO_EMAIL_ADDRESS',
    });

    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(before);
    const details = await ctx.app.inject({ url: `/api/reservations/${reservation.id}`, headers });
    expect(details.json().notifications).toEqual([]);
  });
});

describe('e-mail over SMTP', () => {
  let ctx: Context;
  let smtp: TestSmtpServer;
  let headers: Record<string, string>;
  let reservation: Awaited<ReturnType<typeof createReservation>>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestApp({
      mail: {
        smtpUrl: smtp.url,
        from: 'Miami Elite Rentals <reservas@miamielite.example>',
        businessEmail: 'owner@miamielite.example',
        worker: { intervalMs: 100, kickDelayMs: 20, backoff: { baseMs: 20, maxMs: 100 } },
      },
    });
    headers = (await loginAs(ctx)).headers;
    reservation = await createReservation(ctx, headers);
  });
  afterEach(() => {
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const notify = (id: number, type?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${id}/send-notification`,
      headers,
      ...(type ? { payload: { type } } : {}),
    });

  it('delivers each notification type to the guest, in Spanish, with the code in the subject', async () => {
    const expected = {
      confirmation: `Confirmación de reserva ${reservation.code} · Miami Elite Rentals`,
      status_update: `Actualización de tu reserva ${reservation.code}: Confirmada`,
      payment: `Recibo de pago · reserva ${reservation.code}`,
    };
    for (const [type, subject] of Object.entries(expected)) {
      smtp.received.length = 0;
      const res = await notify(reservation.id, type);
      expect(res.statusCode, res.body).toBe(202);
      const [received] = await smtp.waitFor(1);
      const sender = received?.envelope.mailFrom;
      expect(sender ? sender.address : null).toBe('reservas@miamielite.example');
      expect(received?.envelope.rcptTo.map((r) => r.address)).toEqual(['jose.nunez@example.com']);
      expect(received?.mail.subject).toBe(subject);
      expect(received?.mail.html).toContain('Hola José,');
      expect(received?.mail.html).toContain(reservation.code);
      expect(received?.mail.text).toContain('Hola José,');
      expect(received?.mail.text).toContain(`Código de reserva: ${reservation.code}`);
      expect(received?.mail.attachments).toEqual([]);
    }
    const [payment] = smtp.received;
    expect(payment?.mail.text).toContain('$1,040.64');
    expect(payment?.mail.text).toContain('Zelle');
  });

  it("records each notification, its confirmation becoming the delivered message's Message-ID", async () => {
    const res = await notify(reservation.id);
    const [received] = await smtp.waitFor(1);
    await eventually(async () => {
      const details = await ctx.app.inject({ url: `/api/reservations/${reservation.id}`, headers });
      const last = details.json().notifications.at(-1);
      expect(last).toMatchObject({ type: 'confirmation', confirmation: received?.mail.messageId });
    });
    expect(res.json().notification.confirmation).toBe(`outbox:${res.json().mailId}`);
  });

  it('writes to an English-speaking guest in English', async () => {
    const english = await createReservation(ctx, headers, {
      clientName: 'Grace',
      clientLastname: 'Hopper',
      clientEmail: 'grace@example.com',
      language: 'en',
      checkInDate: '2030-07-01',
      checkOutDate: '2030-07-04',
    });
    await notify(english.id, 'status_update');
    const [received] = await smtp.waitFor(1);
    expect(received?.mail.subject).toBe(`Update on your reservation ${english.code}: Confirmed`);
    expect(received?.mail.text).toContain('Hello Grace,');
  });

  it('escapes what a guest typed: a name with markup arrives as text', async () => {
    const tricky = await createReservation(ctx, headers, {
      clientName: '<img src=x onerror=alert(1)>',
      clientLastname: 'O\'Brien & "Sons"',
      clientEmail: 'obrien@example.com',
      checkInDate: '2030-08-01',
      checkOutDate: '2030-08-04',
    });
    await notify(tricky.id);
    const [received] = await smtp.waitFor(1);
    const html = received?.mail.html || '';
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(received?.mail.text).toContain('Hola <img src=x onerror=alert(1)>,');
  });

  it('lists, previews and retries outbox messages', async () => {
    await ctx.app.db.delete(mailOutbox);
    await notify(reservation.id, 'payment');
    await smtp.waitFor(1);
    const [failed] = await ctx.app.db
      .insert(mailOutbox)
      .values({
        kind: 'confirmation',
        toAddress: 'bounced@example.com',
        subject: 'Reserva MIA-FAILED',
        html: '<p>x</p>',
        text: 'x',
        deliveryKey: 'failed-key',
        status: 'failed',
        attempts: 8,
        lastError: 'EENVELOPE: 550 Mailbox unavailable',
      })
      .returning();

    const all = await ctx.app.inject({ url: '/api/mail/outbox?limit=1', headers });
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json()).toHaveLength(1);
    const onlyFailed = await ctx.app.inject({ url: '/api/mail/outbox?status=failed', headers });
    expect(onlyFailed.json()).toEqual([
      expect.objectContaining({
        id: failed?.id,
        status: 'failed',
        attempts: 8,
        maxAttempts: 8,
        to: 'bounced@example.com',
      }),
    ]);
    const [item] = await eventually(async () => {
      const sent = await ctx.app.inject({ url: '/api/mail/outbox?status=sent', headers });
      expect(sent.json()).toHaveLength(1);
      return sent.json();
    });
    expect(item).toMatchObject({
      kind: 'payment',
      status: 'sent',
      reservationId: reservation.id,
      attachments: [],
    });

    const preview = await ctx.app.inject({ url: `/api/mail/outbox/${item.id}`, headers });
    expect(preview.json().html).toContain('<!DOCTYPE html>');
    expect(preview.json().text).toContain(reservation.code);
    const missing = await ctx.app.inject({ url: '/api/mail/outbox/999999', headers });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'MAIL_NOT_FOUND']);

    const notAgain = await ctx.app.inject({
      method: 'POST',
      url: `/api/mail/outbox/${item.id}/retry`,
      headers,
    });
    expect(notAgain.statusCode).toBe(409);
    expect(notAgain.json()).toMatchObject({
      message: 'Only a failed message can be queued again',
      code: 'MAIL_NOT_FAILED',
    });

    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/mail/outbox/${failed?.id}/retry`,
      headers,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'queued', attempts: 0 });
    const [redelivered] = await smtp.waitFor(2);
    expect(redelivered).toBeDefined();
    expect(smtp.received.map((r) => r.mail.subject)).toContain('Reserva MIA-FAILED');
  });

  it('e-mails a contact message to the business, Reply-To the visitor, in the transaction that stores it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Lucía',
        lastName: 'Fernández',
        email: 'lucia@example.com',
        areaCode: '+54',
        phone: '11 5555 0000',
        message: 'Hola, ¿tienen un yate para 12 personas?\nGracias <3',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [received] = await smtp.waitFor(1);
    expect(received?.envelope.rcptTo.map((r) => r.address)).toEqual(['owner@miamielite.example']);
    expect(received?.mail.subject).toBe('Nuevo mensaje de contacto de Lucía Fernández');
    expect(received?.mail.replyTo?.value[0]?.address).toBe('lucia@example.com');
    expect(received?.mail.html).toContain('Hola, ¿tienen un yate para 12 personas?<br>Gracias &lt;3');
    expect(received?.mail.text).toContain('Gracias <3');
  });

  it('queues the automatic e-mails only when the owner switched them on', async () => {
    const run = <T>(work: Parameters<typeof ctx.app.db.transaction<T>>[0]) => ctx.app.db.transaction(work);
    expect(await run((tx) => onReservationConfirmed(tx, reservation.id))).toBeNull();
    const [payment] = await ctx.app.db
      .select({ id: reservationPayments.id, reservationId: reservationPayments.reservationId })
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, reservation.id));
    expect(
      await run((tx) => onPaymentRegistered(tx, { id: payment?.id ?? 0, reservationId: reservation.id })),
    ).toBeNull();

    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/mail/settings',
      headers,
      payload: { confirmationOnConfirm: true, receiptOnPayment: true },
    });
    expect(settings.json()).toEqual({ confirmationOnConfirm: true, receiptOnPayment: true });
    expect((await ctx.app.inject({ url: '/api/mail/settings', headers })).json()).toEqual(settings.json());

    expect(await run((tx) => onReservationConfirmed(tx, reservation.id))).toEqual(expect.any(Number));
    expect(
      await run((tx) => onPaymentRegistered(tx, { id: payment?.id ?? 0, reservationId: reservation.id })),
    ).toEqual(expect.any(Number));
    const received = await smtp.waitFor(2);
    expect(received.map((r) => r.mail.subject).sort()).toEqual([
      `Confirmación de reserva ${reservation.code} · Miami Elite Rentals`,
      `Recibo de pago · reserva ${reservation.code}`,
    ]);
    const receipt = received.find((r) => r.mail.subject?.startsWith('Recibo'));
    expect(receipt?.mail.text).toContain('Pago recibido');
    expect(receipt?.mail.text).toContain('$500.00 · Zelle · 02-10-2030 10:30');

    // A rolled-back change queues nothing.
    await expect(
      run(async (tx) => {
        await onReservationConfirmed(tx, reservation.id);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(2);
    await updateMailSettings(ctx.app.db, { confirmationOnConfirm: false, receiptOnPayment: false });
  });

  it('sends them from the real changes: confirming a reservation and registering a payment', async () => {
    await updateMailSettings(ctx.app.db, { confirmationOnConfirm: true, receiptOnPayment: true });
    try {
      const before = smtp.received.length;
      const setStatus = (status: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/reservations/${reservation.id}`,
          headers,
          payload: { status },
        });
      expect((await setStatus('pending')).statusCode).toBe(200);
      expect((await setStatus('confirmed')).statusCode).toBe(200);
      const paid = await ctx.app.inject({
        method: 'POST',
        url: `/api/reservations/${reservation.id}/payments`,
        headers,
        payload: { amount: 10, paymentMethod: 'cash' },
      });
      expect(paid.statusCode).toBe(201);
      const received = (await smtp.waitFor(before + 2)).slice(before);
      expect(received.map((r) => r.mail.subject?.split(' ')[0]).sort()).toEqual(['Confirmación', 'Recibo']);
    } finally {
      await updateMailSettings(ctx.app.db, { confirmationOnConfirm: false, receiptOnPayment: false });
    }
  });
});
