import type { MailStatusResponse, OutboxItem, OutboxMessage } from '@app/shared/mail';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { EmailsPage } from './emails-page';

const status = (changes: Partial<MailStatusResponse> = {}): MailStatusResponse => ({
  configured: false,
  from: 'Miami Rentals <no-reply@localhost>',
  businessEmail: 'owner@example.com',
  businessEmailConfigured: true,
  workerRunning: true,
  maxAttempts: 5,
  counts: { queued: 1, sending: 0, sent: 3, failed: 1 },
  ...changes,
});

const failed: OutboxItem = {
  id: 7,
  kind: 'confirmation',
  to: 'ana@example.com',
  subject: 'Confirmación de reserva MR-7K2Q',
  language: 'es',
  status: 'failed',
  attempts: 5,
  maxAttempts: 5,
  nextAttemptAt: '2026-11-21T12:00:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  messageId: null,
  smtpResponse: null,
  reservationId: 12,
  reference: 'MR-7K2Q',
  attachments: [],
  createdAt: '2026-11-21T11:00:00.000Z',
  sentAt: null,
};

const sent: OutboxItem = {
  ...failed,
  id: 8,
  kind: 'monthly_summary',
  to: null,
  subject: 'Monthly summary October 2026',
  language: 'en',
  status: 'sent',
  attempts: 1,
  lastError: null,
  messageId: '<abc@localhost>',
  reservationId: null,
  reference: null,
  attachments: [{ filename: 'monthly-summary-2026-10.pdf', contentType: 'application/pdf', size: 40_000 }],
  sentAt: '2026-11-21T11:05:00.000Z',
};

const message: OutboxMessage = {
  ...failed,
  replyTo: 'owner@example.com',
  html: '<p>Hola <strong>Ana</strong></p>',
  text: 'Hola Ana',
};

function renderEmails(route = '/admin/emails', lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    route,
    lang,
    routes: [
      {
        path: '/admin/emails',
        element: (
          <>
            <EmailsPage />
            <NotificationsHost />
          </>
        ),
      },
    ],
  });
}

describe('e-mails screen', () => {
  it('says e-mail is not configured, lists the outbox, and previews a message in a sandboxed frame', async () => {
    const { calls } = fakeAdminApi(
      {
        'GET /mail/status': { status: 200, data: status() },
        'GET /mail/settings': { status: 200, data: { confirmationOnConfirm: false, receiptOnPayment: true } },
        'GET /mail/outbox': { status: 200, data: [failed, sent] },
        'GET /mail/outbox/7': { status: 200, data: message },
      },
      { 'GET /mail/outbox': { 'x-total-count': '2' } },
    );
    const { user } = renderEmails();

    expect(await screen.findByText('E-mail is not configured')).toBeVisible();
    expect(screen.getByText(/go to owner@example.com/)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Failed · 1' })).toBeVisible();

    const row = await screen.findByRole('article', { name: 'Confirmación de reserva MR-7K2Q' });
    expect(within(row).getByText('Failed')).toBeVisible();
    expect(within(row).getByText(/5 of 5 attempts · connect ECONNREFUSED/)).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Reservation MR-7K2Q' })).toHaveAttribute(
      'href',
      '/admin/reservations/12',
    );
    const summary = screen.getByRole('article', { name: 'Monthly summary October 2026' });
    expect(within(summary).getByText(/To the business address/)).toBeVisible();
    expect(within(summary).getByText('monthly-summary-2026-10.pdf')).toBeVisible();
    expect(within(summary).queryByRole('button', { name: /Send .* again/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Preview “Confirmación de reserva MR-7K2Q”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación de reserva MR-7K2Q' });
    const frame = await within(dialog).findByTitle('Preview of “Confirmación de reserva MR-7K2Q”');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', message.html);
    expect(within(dialog).getByText('owner@example.com')).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByText('Hola Ana')).toBeVisible();

    expect(calls.find((call) => call.url === '/mail/outbox')?.params).toEqual({ limit: 25, offset: 0 });
  });

  it('queues a failed message again and filters by state through the URL', async () => {
    // The server's outbox: once queued again, the message is no longer a failed one.
    let outbox = [failed];
    const queued = { ...failed, status: 'queued' as const, attempts: 0, lastError: null };
    const { calls } = fakeAdminApi({
      'GET /mail/status': { status: 200, data: status({ configured: true }) },
      'GET /mail/settings': { status: 200, data: { confirmationOnConfirm: false, receiptOnPayment: false } },
      'GET /mail/outbox': ({ params }) => ({
        status: 200,
        data: outbox.filter((item) => {
          const wanted = (params as { status?: string }).status;
          return !wanted || item.status === wanted;
        }),
      }),
      'POST /mail/outbox/7/retry': () => {
        outbox = [queued];
        return { status: 200, data: queued };
      },
    });
    const { user, router } = renderEmails('/admin/emails?status=failed');

    expect(await screen.findByText('E-mail is working')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Failed · 1', selected: true })).toBeVisible();
    const row = await screen.findByRole('article', { name: 'Confirmación de reserva MR-7K2Q' });
    await user.click(
      within(row).getByRole('button', { name: 'Send “Confirmación de reserva MR-7K2Q” again' }),
    );

    expect(await screen.findByText('The e-mail is queued again')).toBeVisible();
    // Under the failed filter the message leaves the list.
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('No failed e-mails')).toBeVisible();
    expect(calls.filter((call) => call.url === '/mail/outbox')[0]?.params).toMatchObject({
      status: 'failed',
    });

    await user.click(screen.getByRole('tab', { name: 'Sent · 3' }));
    expect(router.state.location.search).toBe('?status=sent');
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/mail/outbox').at(-1)?.params).toMatchObject({
        status: 'sent',
      }),
    );
  });

  it('switches an automatic e-mail on and tells the admin', async () => {
    const { calls } = fakeAdminApi({
      'GET /mail/status': { status: 200, data: status() },
      'GET /mail/settings': { status: 200, data: { confirmationOnConfirm: false, receiptOnPayment: false } },
      'GET /mail/outbox': { status: 200, data: [] },
      'PUT /mail/settings': { status: 200, data: { confirmationOnConfirm: true, receiptOnPayment: false } },
    });
    const { user } = renderEmails();

    const toggle = await screen.findByRole('switch', {
      name: 'Confirmation when a reservation is confirmed',
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(
      await screen.findByText('Switched on: Confirmation when a reservation is confirmed'),
    ).toBeVisible();
    expect(toggle).toBeChecked();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ confirmationOnConfirm: true });
    expect(screen.getByText('No e-mails yet')).toBeVisible();
  });

  it('shows the failure with a way to try again, in Spanish', async () => {
    fakeAdminApi({
      'GET /mail/status': {
        status: 200,
        data: status({ businessEmail: null, businessEmailConfigured: false }),
      },
      'GET /mail/settings': { status: 200, data: { confirmationOnConfirm: false, receiptOnPayment: false } },
      'GET /mail/outbox': { status: 500, data: { message: 'boom' } },
    });
    renderEmails('/admin/emails', 'es');

    expect(await screen.findByRole('heading', { name: 'Correos', level: 1 })).toBeVisible();
    expect(await screen.findByText('El correo no está configurado')).toBeVisible();
    expect(screen.getByText(/Los resúmenes mensuales solo se pueden enviar/)).toBeVisible();
    expect((await screen.findAllByText('Error al cargar los correos')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Reintentar|Intentar de nuevo/ })).toBeVisible();
  });
});
