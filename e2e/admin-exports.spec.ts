import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, loginByApi, test } from './fixtures.ts';

/** How many rows an admin list matches in all (X-Total-Count), as the export must send them. */
async function totalOf(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${await adminToken()}` } });
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

/** Opens an admin list, clicks its export button, and answers the downloaded file's name and lines. */
async function exportFrom(page: Page, url: string, button: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle'); // the list has loaded and the button answers clicks
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const text = await readFile((await file.path()) ?? '', 'utf8');
  return {
    name: file.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

for (const [language, button, paymentTitle] of [
  ['es', 'Exportar CSV', 'ID,Fecha,Importe,Método,Código de reserva'],
  ['en', 'Export CSV', 'ID,Date,Amount,Method,Reservation code'],
] as const) {
  test.describe(`accountant's exports (${language})`, () => {
    test.use({ language });

    test('the payments of the filtered days download whole, with titles in the admin language', async ({
      page,
      request,
    }) => {
      const [from, to] = ['2020-01-01', '2030-12-31'];
      const total = await totalOf(request, `/api/reservation-payments?from=${from}&to=${to}&limit=1`);
      expect(total).toBeGreaterThan(0);
      await loginByApi(page);
      const { name, lines } = await exportFrom(page, `/admin/payments?from=${from}&to=${to}`, button);
      expect(name).toBe(`payments_${from}_${to}.csv`);
      expect(lines[0]?.startsWith(paymentTitle)).toBe(true);
      expect(lines).toHaveLength(total + 1);
    });

    test('the clients list exports every client its search finds', async ({ page, request }) => {
      const clients = await totalOf(request, '/api/users?q=a&limit=1');
      await loginByApi(page);
      const { name, lines } = await exportFrom(page, '/admin/users?q=a', button);
      expect(name).toBe('clients.csv');
      expect(lines).toHaveLength(clients + 1);
    });

    test('the reservations list exports every stay its search finds', async ({ page, request }) => {
      const reservations = await totalOf(request, '/api/reservations/search?q=a&limit=1');
      await loginByApi(page);
      const { name, lines } = await exportFrom(page, '/admin/reservations?q=a', button);
      expect(name).toBe('reservations.csv');
      expect(lines).toHaveLength(reservations + 1);
    });
  });
}
