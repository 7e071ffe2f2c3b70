import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, expect, loginByApi, test } from './fixtures.ts';

interface Month {
  year: number;
  month: number;
}

const key = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;
const shift = ({ year, month }: Month, delta: number): Month => {
  const index = year * 12 + month - 1 + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const label = ({ year, month }: Month, locale: string) => {
  const text = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 15),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The current month in Miami, as the screen opens by default. */
function thisMonth(): Month {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
    .format(new Date())
    .split('-')
    .map(Number);
  return { year: year ?? 2026, month: month ?? 1 };
}

/** A recent month with demo reservations in it (the seed spreads stays over the last two months). */
async function busyMonth(request: APIRequestContext): Promise<Month> {
  const headers = { Authorization: `Bearer ${await adminToken()}` };
  for (let back = 0; back < 4; back += 1) {
    const month = shift(thisMonth(), -back);
    const response = await request.get(`/api/summaries/${month.year}/${month.month}`, { headers });
    expect(response.status()).toBe(200);
    const { summary } = (await response.json()) as { summary: { totalReservations: number } };
    if (summary.totalReservations > 0) return month;
  }
  throw new Error('the demo seed has no reservations in the last four months');
}

test.describe('admin monthly summaries', () => {
  test("shows a month's figures, moves between months, downloads the PDF and sends it", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await loginByApi(page);
    const month = await busyMonth(request);

    // Without ?month= the screen opens on the current month.
    await page.goto('/admin/summaries');
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly summaries' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: label(thisMonth(), 'en-US') })).toBeVisible();

    await page.goto(`/admin/summaries?month=${key(month)}`);
    const figures = page.getByLabel(`Figures of ${label(month, 'en-US')}`);
    await expect(figures).toBeVisible();
    await expect(figures.getByText('Booked revenue')).toBeVisible();
    await expect(figures.getByText(/^\$[\d,]+\.\d{2}$/).first()).toBeVisible();
    const reservations = page.getByRole('table', {
      name: `Reservations with check-in in ${label(month, 'en-US')}`,
    });
    await expect(reservations.getByRole('link').first()).toHaveAttribute(
      'href',
      /\/admin\/reservations\/\d+$/,
    );
    await expect(page.getByText(/a reservation belongs to the month of its check-in/)).toBeVisible();

    // The previous month: a new request, and the URL says which month is shown.
    const previous = shift(month, -1);
    const asked = page.waitForResponse(
      (r) => r.url().endsWith(`/api/summaries/${previous.year}/${previous.month}`) && r.ok(),
    );
    await page.getByRole('button', { name: 'Previous month' }).click();
    await asked;
    await expect(page).toHaveURL(new RegExp(`month=${key(previous)}$`));
    await expect(page.getByRole('heading', { level: 2, name: label(previous, 'en-US') })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`month=${key(month)}$`));
    await expect(figures).toBeVisible();

    // The PDF, named as SPEC.md section 7 says.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`monthly-summary-${month.year}-${month.month}.pdf`);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

    // E-mail: asked first; then queued, or the missing business address named (the e2e server may
    // run without BUSINESS_EMAIL).
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: `E-mail the summary of ${label(month, 'en-US')}?` });
    await expect(dialog).toContainText('business address');
    const sent = page.waitForResponse((r) =>
      r.url().includes(`/api/summaries/${month.year}/${month.month}/send`),
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    const response = await sent;
    if (response.status() === 202) {
      await expect(page.getByText('The monthly summary will be sent by e-mail')).toBeVisible();
      await expect(dialog).toBeHidden();
    } else {
      expect(response.status()).toBe(400);
      await expect(dialog.getByRole('alert')).toContainText('No business address is configured');
      await expect(dialog.getByRole('alert')).toContainText('BUSINESS_EMAIL');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('admin monthly summaries in Spanish', () => {
  test.use({ language: 'es' });

  test('shows the labels in Spanish, with no serious axe violation', async ({ page, request }) => {
    await loginByApi(page);
    const month = await busyMonth(request);
    await page.goto(`/admin/summaries?month=${key(month)}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Resúmenes mensuales' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: label(month, 'es-US') })).toBeVisible();
    const figures = page.getByLabel(`Cifras de ${label(month, 'es-US')}`);
    await expect(figures.getByText('Ingresos reservados')).toBeVisible();
    await expect(figures.getByText('Pagos recibidos')).toBeVisible();
    await expect(
      page.getByRole('table', { name: `Reservas con entrada en ${label(month, 'es-US')}` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Enviar por e-mail' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Mes anterior' })).toBeVisible();
    await expect(page.getByText(/una reserva pertenece al mes de su entrada/)).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
});
