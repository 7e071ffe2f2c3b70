import { extractText, getDocumentProxy } from 'unpdf';
import { adminToken, expect, loginByApi, openPage, test } from './fixtures.ts';

// Issue 16: a visitor asks for a 4-hour charter on the public site; in /admin the request opens the
// reservation form on that yacht at those hours, the reservation is saved, the request links to it, the
// list shows its hours, it is paid in full, and its PDF names the day and the hours.

const suffix = Date.now().toString(36);

/** A Miami day 40 to 340 days ahead, different on each run (charters are booked at most 2 years ahead). */
function charterDay(): string {
  const day = new Date(Date.now() + (40 + (Math.floor(Date.now() / 1000) % 300)) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test.describe('a yacht charter from a booking request', () => {
  const created: { yacht?: number; lead?: number; reservation?: number; client?: number } = {};

  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await adminToken()}` };
    if (created.reservation) {
      // A reservation with payments cannot be deleted: its payments go first.
      const payments = await request.get(`/api/reservations/${created.reservation}/payments`, { headers });
      for (const payment of payments.ok() ? ((await payments.json()) as { id: number }[]) : []) {
        await request.delete(`/api/reservation-payments/${payment.id}`, { headers });
      }
      await request.delete(`/api/reservations/${created.reservation}`, { headers });
    }
    if (created.client) await request.delete(`/api/users/${created.client}`, { headers });
    if (created.lead) await request.delete(`/api/bookings/${created.lead}`, { headers });
    if (created.yacht) await request.delete(`/api/yachts/${created.yacht}`, { headers });
  });

  test('a charter asked for on the site becomes a reservation, is paid, and its PDF shows the hours', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const headers = { Authorization: `Bearer ${await adminToken()}` };
    const yachtName = `E2E Sunseeker ${suffix}`;
    const yacht = await request.post('/api/yachts', {
      headers,
      data: { name: yachtName, description: 'e2e', capacity: 10, price: 875, published: true },
    });
    expect(yacht.status(), await yacht.text()).toBe(201);
    created.yacht = (await yacht.json()).id;

    const day = charterDay();
    const name = `Lucia${suffix}`;
    // The visitor: the yacht's page, a day, 10:00, the shortest duration (4 hours), then WhatsApp.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    await openPage(page, `/services/yachts/${created.yacht}`);
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Gómez');
    await page.getByRole('textbox', { name: /^Email/ }).fill(`e2e.charter.${suffix}@example.com`);
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 305 555 0188');
    await page.getByLabel(/^Day/).fill(day);
    await page.getByRole('radio', { name: '10:00', exact: true }).check();
    await expect(page.getByRole('radio', { name: '4 hours', exact: true })).toBeChecked();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/bookings'));
    const chat = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Reserve via WhatsApp' }).click();
    const lead = await saved;
    expect(lead.status()).toBe(201);
    created.lead = (await lead.json()).id;
    await (await chat).close();

    await loginByApi(page);
    await page.goto('/admin/inbox/bookings');
    const card = page.getByRole('article', { name: new RegExp(name) });
    // The back-office's first load on a busy machine can take a while.
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('4 hours')).toBeVisible();
    await expect(card.getByRole('link', { name: '+1 (305) 555-0188' })).toBeVisible();
    await card.getByRole('link', { name: 'Create a reservation' }).click();

    // The form opens on that yacht, that day, 10:00, 4 hours, priced per hour.
    await expect(page).toHaveURL(/\/admin\/reservations\/new\?/);
    await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveText('Yachts', { timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: /^Yacht/ })).toHaveText(yachtName);
    await expect(page.getByLabel(/^Start time/)).toHaveValue('10:00');
    await expect(page.getByRole('combobox', { name: /^Duration/ })).toHaveText('4 hours');
    await expect(page.getByRole('textbox', { name: /^Price per hour/ })).toHaveValue('875');
    await expect(page.getByText('4 hours × $875.00')).toBeVisible();
    // Opening the form left the request unread.
    const before = await request.get('/api/bookings?unread=true&limit=200', { headers });
    expect(((await before.json()) as { id: number }[]).some((entry) => entry.id === created.lead)).toBe(true);

    await page.getByRole('textbox', { name: /^Cleaning fee/ }).fill('0');
    await page.getByRole('button', { name: 'Create reservation' }).click();
    await expect(page).toHaveURL(/\/admin\/reservations\/\d+$/, { timeout: 30_000 });
    created.reservation = Number(page.url().split('/').pop());
    const stored = await request.get(`/api/reservations/${created.reservation}`, { headers });
    const reservation = await stored.json();
    created.client = reservation.clientId;
    expect(reservation).toMatchObject({ unit: 'hour', units: 4, totalAmount: 3500, serviceType: 'yachts' });

    // The request now links to its reservation, and it is read.
    await page.goto('/admin/inbox/bookings');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('link', { name: 'See its reservation' })).toHaveAttribute(
      'href',
      `/admin/reservations/${created.reservation}`,
    );
    await expect(card.getByRole('link', { name: 'Create a reservation' })).toHaveCount(0);

    // The list shows the charter with its hours.
    await page.goto(`/admin/reservations?q=${name}`);
    const [y, m, d] = day.split('-');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText(`${m}-${d}-${y} 10:00 → 14:00`)).toBeVisible();
    await expect(row.getByText('4 hours')).toBeVisible();

    // Paid in full from its page; its PDF speaks of the charter's day and hours.
    await page.goto(`/admin/reservations/${created.reservation}`);
    await page.getByRole('button', { name: 'Register payment' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Payment for ${reservation.code}` });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('3500');
    await dialog.getByRole('button', { name: 'Register payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('amount-due')).toHaveText('$0.00');
    const paid = await request.get(`/api/reservations/${created.reservation}`, { headers });
    expect(await paid.json()).toMatchObject({ amountPaid: 3500, amountDue: 0, paymentStatus: 'paid' });

    const pdf = await request.get(`/api/reservations/${created.reservation}/pdf/download?lang=en`, {
      headers,
    });
    expect(pdf.status()).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(await pdf.body()));
    const { text } = await extractText(document, { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(`On ${m}-${d}-${y}, from 10:00 to 14:00 (4 hours)`);
  });
});
