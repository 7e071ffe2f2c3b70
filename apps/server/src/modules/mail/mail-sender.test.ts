import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservation } from '../../../test/support/documents.fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-test-server.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { readSiteContent, saveSiteContent } from '../site/site-store.ts';

// Issue 19: the sender follows the business name and e-mail saved in /admin, without a restart.
describe('the sender of e-mails without MAIL_FROM', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: TestSmtpServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestApp({
      mail: {
        smtpUrl: smtp.url,
        worker: { intervalMs: 100, kickDelayMs: 20, backoff: { baseMs: 20, maxMs: 100 } },
      },
    });
    headers = (await loginAs(ctx)).headers;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('is the business name and e-mail as they stand at each send, and the status says so', async () => {
    const before = await ctx.app.inject({ url: '/api/mail/status', headers });
    expect(before.json()).toMatchObject({
      from: '"Miami Elite Rentals" <concierge@miamielite.example>',
      businessEmail: 'concierge@miamielite.example',
    });

    const content = await readSiteContent(ctx.app.db);
    await saveSiteContent(ctx.app.db, {
      ...content,
      businessName: 'Casa Nueva',
      email: 'hola@casanueva.example',
    });

    const status = await ctx.app.inject({ url: '/api/mail/status', headers });
    expect(status.json()).toMatchObject({
      from: '"Casa Nueva" <hola@casanueva.example>',
      businessEmail: 'hola@casanueva.example',
    });
    const reservation = await createReservation(ctx, headers);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/reservations/${reservation.id}/send-notification`,
      headers,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [received] = await smtp.waitFor(1);
    const sender = received?.envelope.mailFrom;
    expect(sender ? sender.address : null).toBe('hola@casanueva.example');
    expect(received?.mail.from?.text).toBe('"Casa Nueva" <hola@casanueva.example>');
  });
});
