import { adminToken, expect, loginByApi, test } from './fixtures.ts';

interface ReservationRow {
  id: number;
  code: string;
  clientEmail: string | null;
  status: string;
}

test.describe('admin e-mails', () => {
  test('an e-mail sent from a reservation waits in the outbox (no SMTP here) and can be previewed', async ({
    page,
    request,
  }) => {
    const token = await adminToken();
    const response = await request.get('/api/reservations?limit=50', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const reservation = ((await response.json()) as ReservationRow[]).find(
      (row) => row.clientEmail && row.status !== 'cancelled',
    );
    if (!reservation) throw new Error('the demo data has reservations with a guest e-mail');

    await loginByApi(page);
    await page.goto(`/admin/reservations/${reservation.id}`);
    await page.getByRole('button', { name: 'Send e-mail' }).click();
    await page.getByRole('menuitem', { name: /Status update/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Status update e-mail queued for delivery.' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'E-mails' }).first().click();
    await expect(page).toHaveURL(/\/admin\/emails$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
    await expect(page.getByText('E-mail is not configured')).toBeVisible();

    const row = page.getByRole('article').filter({ hasText: reservation.code }).first();
    await expect(row).toBeVisible();
    await expect(row.getByText('Queued')).toBeVisible();
    await expect(row.getByText(`To ${reservation.clientEmail}`)).toBeVisible();

    await row.getByRole('button', { name: /^Preview/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toContainText(reservation.code);
    const frame = dialog.frameLocator('iframe');
    await expect(frame.locator('body')).toContainText(reservation.code);
    await dialog.getByRole('tab', { name: 'Plain text' }).click();
    await expect(dialog.locator('pre')).toContainText(reservation.code);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // Only failed messages can be sent again.
    await page.getByRole('tab', { name: /^Failed/ }).click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByText('No failed e-mails')).toBeVisible();
  });

  test.describe('in Spanish', () => {
    test.use({ language: 'es' });

    test('switches an automatic e-mail on and off', async ({ page }) => {
      await loginByApi(page);
      await page.goto('/admin/emails');
      await expect(page.getByRole('heading', { level: 1, name: 'Correos' })).toBeVisible();
      await expect(page.getByText('El correo no está configurado')).toBeVisible();

      const toggle = page.getByRole('switch', { name: 'Recibo de cada pago' });
      await expect(toggle).toBeEnabled();
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(page.getByText('Activado: Recibo de cada pago')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Recibo de cada pago' })).toBeChecked();
      await page.getByRole('switch', { name: 'Recibo de cada pago' }).click();
      await expect(page.getByText('Desactivado: Recibo de cada pago')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Recibo de cada pago' })).not.toBeChecked();
    });
  });
});
