import { adminToken, expect, loginByApi, test } from './fixtures.ts';

// Issue 16: a visitor asks for a 4-hour charter; in /admin the request opens the reservation form on that
// yacht at those hours, the reservation is saved, the request links to it, and the list shows its hours.

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
    if (created.reservation) await request.delete(`/api/reservations/${created.reservation}`, { headers });
    if (created.client) await request.delete(`/api/users/${created.client}`, { headers });
    if (created.lead) await request.delete(`/api/bookings/${created.lead}`, { headers });
    if (created.yacht) await request.delete(`/api/yachts/${created.yacht}`, { headers });
  });

  test('the admin creates the charter from the request and sees it in the list with its hours', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const headers = { Authorization: `Bearer ${await adminToken()}` };
    const yachtName = `E2E Sunseeker ${suffix}`;
    const yacht = await request.post('/api/yachts', {
      headers,
      data: { name: yachtName, description: 'e2e', capacity: 10, price: 875, published: false },
    });
    expect(yacht.status(), await yacht.text()).toBe(201);
    created.yacht = (await yacht.json()).id;

    const day = charterDay();
    const name = `Lucia${suffix}`;
    const lead = await request.post('/api/bookings', {
      data: {
        name,
        lastName: 'Gómez',
        email: `e2e.charter.${suffix}@example.com`,
        phone: '+1 305 555 0188',
        serviceName: yachtName,
        serviceType: 'yachts',
        serviceId: created.yacht,
        // 10:00 on Miami's clock (no offset: the business's wall clock).
        startAt: `${day}T10:00`,
        hours: 4,
      },
    });
    expect(lead.status(), await lead.text()).toBe(201);
    created.lead = (await lead.json()).id;

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
    const saved = await request.get(`/api/reservations/${created.reservation}`, { headers });
    const reservation = await saved.json();
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
  });
});
