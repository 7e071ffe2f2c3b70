import { addDays, todayIn } from '@app/shared/dates';
import type { Page } from '@playwright/test';
import { adminToken, expect, holdScripts, test } from './fixtures.ts';

const BUSINESS_WHATSAPP = '13055550148';

/** A stay some weeks ahead, 'YYYY-MM-DD' (inputs of type date take this format). */
function stay() {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { start: day(40), end: day(43) };
}
const shown = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;

async function openFirstVilla(page: Page): Promise<string> {
  await page.goto('/services/villas');
  await page.waitForLoadState('networkidle');
  const link = page.locator('main article').first().getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

async function fillForm(
  page: Page,
  dates = stay(),
  labels = { name: 'Name', lastName: 'Last name', email: 'Email', start: 'Start date', end: 'End date' },
) {
  await page.getByRole('textbox', { name: new RegExp(`^${labels.name}`) }).fill('Ana');
  await page.getByRole('textbox', { name: new RegExp(`^${labels.lastName}`) }).fill('García');
  await page.getByRole('textbox', { name: new RegExp(`^${labels.email}`) }).fill('ana@example.com');
  await page.getByLabel(new RegExp(`^${labels.start}`)).fill(dates.start);
  await page.getByLabel(new RegExp(`^${labels.end}`)).fill(dates.end);
}

test.describe('Book Now', () => {
  test.beforeEach(async ({ context }) => {
    // WhatsApp is outside the test: its page is answered here, the URL is what we check.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  });

  test('checks the form, saves the request and opens WhatsApp with the booking message', async ({ page }) => {
    const name = await openFirstVilla(page);
    await page.getByRole('button', { name: 'Reserve via WhatsApp' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please complete all fields.');

    await page.getByRole('textbox', { name: /^Name/ }).fill('Ana');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('García');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ana@example.com');
    await page.getByRole('button', { name: 'Reserve via WhatsApp' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select reservation dates.');

    const dates = stay();
    await fillForm(page, dates);
    await expect(page.getByText(/× 3 nights$/)).toBeVisible();

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/bookings'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Reserve via WhatsApp' }).click();
    expect((await saved).status()).toBe(201);
    const chat = new URL((await popup).url());
    expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${BUSINESS_WHATSAPP}`);
    expect(chat.searchParams.get('text')).toBe(
      `Hello! I'm Ana García and I would like to book ${name} from ${shown(dates.start)} to ${shown(dates.end)}. Is it available?`,
    );
    await expect(page.getByText('Request received')).toBeVisible();
    const again = new URL(
      (await page.getByRole('link', { name: 'Open WhatsApp' }).getAttribute('href')) ?? '',
    );
    expect(again.searchParams.get('text')).toBe(chat.searchParams.get('text'));
  });

  test('still offers WhatsApp when the request cannot be saved', async ({ page }) => {
    await page.route('**/api/bookings', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await openFirstVilla(page);
    await fillForm(page);
    await page.getByRole('button', { name: 'Reserve via WhatsApp' }).click();
    await expect(page.getByText('There was an error saving the data. Please try again.')).toBeVisible();
    const link = page.getByRole('link', { name: 'Continue on WhatsApp' });
    await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${BUSINESS_WHATSAPP}\\?text=`));
    const popup = page.waitForEvent('popup');
    await link.click();
    expect((await popup).url()).toMatch(new RegExp(`^https://wa\\.me/${BUSINESS_WHATSAPP}\\?text=Hello`));
  });
});

test.describe('Book Now before the page is interactive', () => {
  test('keeps what the visitor typed into the server-rendered form while the scripts were loading', async ({
    page,
  }) => {
    await page.goto('/services/villas');
    const href = await page
      .locator('main article')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .getAttribute('href');
    const release = await holdScripts(page);
    await page.goto(href ?? '/services/villas', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Reserve via WhatsApp' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ana');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('García');
    release();
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: /^Email/ }).fill('ana@example.com');
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
    await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('García');
    await submit.click();
    // The typed names count as filled in: the next thing missing is the dates.
    await expect(page.getByRole('alert')).toHaveText('Please select reservation dates.');
  });
});

test.describe('Book Now in Spanish', () => {
  test.use({ language: 'es' });
  test.beforeEach(async ({ context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  });

  // A stay's dates; a charter's day, start and hours are e2e/charter-booking.spec.ts's.
  test('validates and writes the message in Spanish', async ({ page }) => {
    await page.goto('/services/villas');
    await page.waitForLoadState('networkidle');
    const link = page.locator('main article').first().getByRole('heading').getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.getByRole('button', { name: 'Reservar por WhatsApp' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, completa todos los campos.');

    const dates = stay();
    await fillForm(page, dates, {
      name: 'Nombre',
      lastName: 'Apellido',
      email: 'Correo electrónico',
      start: 'Fecha de inicio',
      end: 'Fecha de fin',
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Reservar por WhatsApp' }).click();
    const chat = new URL((await popup).url());
    expect(chat.searchParams.get('text')).toBe(
      `¡Hola! Soy Ana García y me gustaría reservar ${name} del ${shown(dates.start)} al ${shown(dates.end)}. ¿Está disponible?`,
    );
  });
});

test.describe('availability calendar', () => {
  test('greys out the booked nights of an apartment in the availability calendar', async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `Bearer ${await adminToken()}` };
    const apartments = (await (await request.get('/api/apartments?limit=100')).json()) as { id: number }[];
    const client = await request.post('/api/users', {
      headers,
      data: { name: 'Calendar', lastname: 'Guest', email: `calendar-${Date.now()}@example.com` },
    });
    expect(client.status()).toBe(201);
    const clientId = ((await client.json()) as { id: number }).id;

    // A four-night stay three weeks ahead, on the first apartment free then.
    const start = addDays(todayIn(), 21);
    const end = addDays(start, 4);
    let booked: { reservation: number; apartment: number } | null = null;
    for (const { id } of apartments) {
      const created = await request.post('/api/reservations', {
        headers,
        data: {
          apartmentId: id,
          clientId,
          checkInDate: start,
          checkOutDate: end,
          pricePerNight: 300,
          cleaningFee: 80,
        },
      });
      if (created.status() === 201) {
        booked = { reservation: ((await created.json()) as { id: number }).id, apartment: id };
        break;
      }
    }
    if (!booked) throw new Error('no demo apartment is free three weeks ahead');

    try {
      await page.goto(`/services/apartments/${booked.apartment}`);
      await expect(page.getByText('Some dates are already booked.')).toBeVisible();
      await page.getByRole('button', { name: 'See available dates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
      await expect(dialog).toBeVisible();
      const months =
        (Number(start.slice(0, 4)) - Number(todayIn().slice(0, 4))) * 12 +
        Number(start.slice(5, 7)) -
        Number(todayIn().slice(5, 7));
      for (let i = 0; i < months; i += 1) await dialog.getByRole('button', { name: 'Next month' }).click();
      // The month slides in: wait until only the new one is on screen.
      await expect(dialog.getByRole('gridcell', { name: '1', exact: true })).toHaveCount(1);

      const bookedDay = dialog.getByRole('gridcell', { name: `${shown(addDays(start, 1))}, already booked` });
      await expect(bookedDay).toBeDisabled();
      // The stay's own check-out day is free: a new guest can arrive that day.
      const checkOutDay = dialog.getByRole('gridcell', {
        name: String(Number(end.slice(8, 10))),
        exact: true,
      });
      if (end.slice(5, 7) === start.slice(5, 7)) await expect(checkOutDay).toBeEnabled();

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // Typed dates that cross the stay are refused at once.
      await fillForm(page, { start: addDays(start, -2), end: addDays(start, 2) });
      await expect(page.getByRole('alert')).toHaveText(
        'Those dates are not available. Please choose others.',
      );
    } finally {
      await request.delete(`/api/reservations/${booked.reservation}`, { headers });
      await request.delete(`/api/users/${clientId}`, { headers });
    }
  });
});
