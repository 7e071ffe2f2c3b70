import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

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

test.describe('Book Now in Spanish', () => {
  test.use({ language: 'es' });
  test.beforeEach(async ({ context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  });

  test('validates and writes the message in Spanish', async ({ page }) => {
    await page.goto('/services/yachts');
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
