import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAdminToken } from '../../lib/admin-token';
import { fakeApi, type RecordedRequest } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { reservation } from '../../test/reservation-fixtures';
import { DocumentsCard } from './documents-card';

const guest = reservation({ id: 1, clientEmail: 'ana@example.com' });
const ready = { status: 200, data: { success: true, missingFields: [] } };

function openEmailDialog(lang: 'en' | 'es' = 'en') {
  setAdminToken('token');
  const view = renderWithProviders(<DocumentsCard reservation={guest} pdfCheck={null} />, { lang });
  return view;
}

describe('the PDF by e-mail dialog', () => {
  it("offers the guest's address, checks it under the field, then queues the PDF and closes", async () => {
    let sent: RecordedRequest | undefined;
    const { requests } = fakeApi({
      'GET /reservations/1/pdf/diagnose': ready,
      'POST /reservations/1/pdf': (request) => {
        sent = request;
        return { status: 202, data: {} };
      },
    });
    const { user } = openEmailDialog();
    await user.click(screen.getByRole('button', { name: 'E-mail PDF' }));
    const dialog = screen.getByRole('dialog', { name: 'E-mail the PDF' });
    const address = within(dialog).getByRole('textbox', { name: 'Send to' });
    expect(address).toHaveValue('ana@example.com');

    await user.clear(address);
    await user.type(address, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Invalid email format')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.clear(address);
    await user.type(address, ' other@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent?.body).toEqual({ email: 'other@example.com' });
  });

  it("shows the server's refusal under the form, in Spanish, and stays open with the address kept", async () => {
    let answer: (reply: { status: number; data: unknown }) => void = () => {};
    fakeApi({
      'GET /reservations/1/pdf/diagnose': ready,
      'POST /reservations/1/pdf': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = openEmailDialog('es');
    await user.click(screen.getByRole('button', { name: 'Enviar PDF' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar el PDF por correo' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    // While it sends, the button says so and waits.
    const sending = await within(dialog).findByRole('button', { name: 'Enviando…' });
    expect(sending).toBeDisabled();
    answer({ status: 500, data: { message: 'Error sending PDF by email' } });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al enviar el PDF por correo');
    expect(within(dialog).getByRole('textbox', { name: 'Enviar a' })).toHaveValue('ana@example.com');
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});

describe('e-mail not set up on the server', () => {
  const mailOff = {
    status: 200,
    data: {
      configured: false,
      from: null,
      businessEmail: null,
      businessEmailConfigured: false,
      workerRunning: true,
      maxAttempts: 8,
      counts: { queued: 2, sending: 0, sent: 0, failed: 0 },
    },
  };

  it.each([
    ['en', 'E-mail PDF', 'E-mail is not set up on the server (SMTP_URL)'],
    ['es', 'Enviar PDF', 'El correo no está configurado en el servidor (SMTP_URL)'],
  ] as const)(
    'says so beside the send buttons and in the PDF dialog, before sending (%s)',
    async (lang, button, text) => {
      const { requests } = fakeApi({ 'GET /mail/status': mailOff });
      const { user } = openEmailDialog(lang);
      expect(await screen.findByText(new RegExp(`^${text.replace(/[()]/g, '\\$&')}`))).toBeVisible();
      await user.click(screen.getByRole('button', { name: button }));
      expect(
        within(screen.getByRole('dialog')).getByText(new RegExp(text.replace(/[()]/g, '\\$&'))),
      ).toBeVisible();
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    },
  );

  it('says nothing while e-mail works', async () => {
    fakeApi({ 'GET /mail/status': { ...mailOff, data: { ...mailOff.data, configured: true } } });
    openEmailDialog();
    await waitFor(() => expect(screen.getByRole('button', { name: 'E-mail PDF' })).toBeVisible());
    expect(screen.queryByText(/not set up on the server/)).toBeNull();
  });
});
