import { adminToken, expect, holdScripts, test } from './fixtures.ts';

interface ListItem {
  id: number;
  code: string;
  clientEmail: string | null;
  apartmentName: string;
  nights: number;
}

test.describe('guest reservation', () => {
  test('finds a reservation with its code and e-mail; the private page shows it and its PDF', async ({
    page,
    request,
  }) => {
    const token = await adminToken();
    const list = await request.get('/api/reservations?limit=50', {
      headers: { authorization: `Bearer ${token}` },
    });
    const reservation = ((await list.json()) as ListItem[]).find((item) => item.clientEmail);
    expect(reservation, 'the demo data has a reservation with an e-mail').toBeDefined();
    if (!reservation?.clientEmail) return;

    await page.goto('/reservations');
    // Typed as a guest might: lower case, without the dash.
    await page
      .getByRole('textbox', { name: /^Reservation code/ })
      .fill(reservation.code.toLowerCase().replace('-', ''));
    await page.getByRole('textbox', { name: /^Email/ }).fill(reservation.clientEmail.toUpperCase());
    await page.getByRole('button', { name: 'Find my reservation' }).click();

    await expect(page).toHaveURL(new RegExp(`/reservations/${reservation.id}\\?access=`));
    await expect(page.getByRole('heading', { level: 1, name: reservation.apartmentName })).toBeVisible();
    await expect(page.getByText(`Reservation ${reservation.code}`)).toBeVisible();
    await expect(page.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();

    const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    // The link is what opens it: the server renders it too.
    const privateUrl = page.url();
    const html = await (await page.request.get(privateUrl)).text();
    expect(html).toContain(reservation.code);

    // Without the token, nobody sees it.
    await page.goto(`/reservations/${reservation.id}`);
    await expect(page.getByRole('heading', { name: 'Reservation unavailable' })).toBeVisible();
    await expect(page.getByText(reservation.code)).toHaveCount(0);
    await page.goto(`/reservations/${reservation.id}?access=not-a-token`);
    await expect(page.getByText(/This link is not valid or has expired/)).toBeVisible();
  });

  test('a wrong code and e-mail get one clear message', async ({ page }) => {
    await page.goto('/reservations');
    await page.getByRole('textbox', { name: /^Reservation code/ }).fill('MIA-ZZZZZZ');
    await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Find my reservation' }).click();
    await expect(page.getByText('No reservation matches this code and e-mail.')).toBeVisible();
  });

  test('keeps a code and e-mail typed before the page was interactive', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/reservations', { waitUntil: 'commit' });
    const find = page.getByRole('button', { name: 'Find my reservation' });
    await expect(find).toBeDisabled();
    await page.getByRole('textbox', { name: /^Reservation code/ }).fill('MIA-ZZZZZZ');
    await page.getByRole('textbox', { name: /^Email/ }).fill('nobody@example.com');
    release();
    await find.click();
    await expect(page.getByText('No reservation matches this code and e-mail.')).toBeVisible();
  });
});
