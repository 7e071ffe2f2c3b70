import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, expect, openPage, test } from './fixtures.ts';

// Book Now of a yacht charter and of a car, as a visitor (issue 16 point 3).
const BUSINESS_WHATSAPP = '13055550148';
const shown = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;

const words = {
  en: {
    name: 'Name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    day: 'Day',
    unavailable: 'not available',
    hours: '4 hours',
    estimateCharter: /^\$\d[\d,]* × 4 hours$/,
    pickupDate: 'Pickup date',
    returnDate: 'Return date',
    returnTime: 'Return time',
    estimateCar: /^\$\d[\d,]* × 3 days$/,
    submit: 'Reserve via WhatsApp',
    charter: (service: string, day: string) =>
      `Hello! I'm Ana García and I would like to book ${service} on ${shown(day)} from 15:00 for 4 hours. Is it available?`,
    rental: (service: string, pickup: string, back: string) =>
      `Hello! I'm Ana García and I would like to book ${service} from ${shown(pickup)} 10:00 to ${shown(back)} 12:00. Is it available?`,
  },
  es: {
    name: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    day: 'Día',
    unavailable: 'no disponible',
    hours: '4 horas',
    estimateCharter: /^\$\d[\d,]* × 4 horas$/,
    pickupDate: 'Fecha de recogida',
    returnDate: 'Fecha de devolución',
    returnTime: 'Hora de devolución',
    estimateCar: /^\$\d[\d,]* × 3 días$/,
    submit: 'Reservar por WhatsApp',
    charter: (service: string, day: string) =>
      `¡Hola! Soy Ana García y me gustaría reservar ${service} el ${shown(day)} desde las 15:00 durante 4 horas. ¿Está disponible?`,
    rental: (service: string, pickup: string, back: string) =>
      `¡Hola! Soy Ana García y me gustaría reservar ${service} desde el ${shown(pickup)} 10:00 hasta el ${shown(back)} 12:00. ¿Está disponible?`,
  },
} as const;

type Words = (typeof words)[keyof typeof words];

async function fillVisitor(page: Page, w: Words) {
  await page.getByRole('textbox', { name: new RegExp(`^${w.name}`) }).fill('Ana');
  await page.getByRole('textbox', { name: new RegExp(`^${w.lastName}`) }).fill('García');
  await page.getByRole('textbox', { name: new RegExp(`^${w.email}`) }).fill('ana@example.com');
  await page.getByRole('textbox', { name: new RegExp(`^${w.phone}`) }).fill('+1 305 555 0123');
}

/** Submits the form; returns the WhatsApp text of the tab it opens once the lead is saved. */
async function submitAndReadChat(page: Page, w: Words): Promise<string | null> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/bookings'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: w.submit }).click();
  expect((await saved).status()).toBe(201);
  const chat = new URL((await popup).url());
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${BUSINESS_WHATSAPP}`);
  return chat.searchParams.get('text');
}

/** A charter of the first free yacht, booked by the admin from 10:00 to 14:00 on `day` (Miami). */
async function bookYacht(request: APIRequestContext, day: string) {
  const headers = { Authorization: `Bearer ${await adminToken()}` };
  const yachts = (await (await request.get('/api/yachts?limit=100')).json()) as {
    id: number;
    name: string;
  }[];
  const client = await request.post('/api/users', {
    headers,
    data: { name: 'Charter', lastname: 'Guest', email: `charter-${Date.now()}@example.com` },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  for (const yacht of yachts) {
    const created = await request.post('/api/reservations', {
      headers,
      data: {
        serviceType: 'yachts',
        serviceId: yacht.id,
        clientId,
        startAt: zonedTimeToInstant(day, '10:00').toISOString(),
        endAt: zonedTimeToInstant(day, '14:00').toISOString(),
        pricePerUnit: 900,
        cleaningFee: 0,
      },
    });
    if (created.status() === 201) {
      const reservation = ((await created.json()) as { id: number }).id;
      return {
        yacht: yacht.id,
        remove: async () => {
          await request.delete(`/api/reservations/${reservation}`, { headers });
          await request.delete(`/api/users/${clientId}`, { headers });
        },
      };
    }
  }
  throw new Error(`no yacht is free on ${day}`);
}

for (const language of ['en', 'es'] as const) {
  test.describe(`Book Now of a yacht and a car (${language})`, () => {
    test.use({ language });
    const w = words[language];
    test.beforeEach(async ({ context }) => {
      // WhatsApp is outside the test: its page is answered here, the URL is what we check.
      await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    });

    test('a 4-hour charter: the taken hours cannot be chosen, the WhatsApp text names the day, the start and the hours', async ({
      page,
      request,
    }) => {
      // Far enough ahead that the demo bookings leave the day alone; a different day per language.
      const day = addDays(todayIn(), language === 'en' ? 160 : 167);
      const booked = await bookYacht(request, day);
      try {
        await openPage(page, `/services/yachts/${booked.yacht}`);
        const service = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        await fillVisitor(page, w);
        await page.getByLabel(new RegExp(`^${w.day}`)).fill(day);

        // Booked 10:00-14:00 and an hour of turnaround: 4 hours from 07:00 to 14:00 would meet it.
        for (const time of ['08:00', '10:00', '14:00']) {
          await expect(page.getByRole('radio', { name: `${time}, ${w.unavailable}` })).toBeDisabled();
        }
        await expect(page.getByRole('radio', { name: w.hours, exact: true })).toBeChecked();
        await page.getByRole('radio', { name: '15:00', exact: true }).check();
        await expect(page.getByText(w.estimateCharter)).toBeVisible();

        expect(await submitAndReadChat(page, w)).toBe(w.charter(service, day));
      } finally {
        await booked.remove();
      }
    });

    test('a car from pickup to return: the estimate in days and both times in the WhatsApp text', async ({
      page,
    }) => {
      await openPage(page, '/services/cars');
      await page.locator('main article').first().getByRole('heading').getByRole('link').click();
      await page.waitForURL(/\/services\/cars\/\d+$/);
      await expect(page.getByRole('textbox', { name: new RegExp(`^${w.name}`) })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The chat names a car by brand and model, as its page's title does.
      const service = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

      const pickup = addDays(todayIn(), language === 'en' ? 170 : 177);
      const back = addDays(pickup, 2);
      await fillVisitor(page, w);
      await page.getByLabel(new RegExp(`^${w.pickupDate}`)).fill(pickup);
      await page.getByLabel(new RegExp(`^${w.returnDate}`)).fill(back);
      await page.getByLabel(new RegExp(`^${w.returnTime}`)).fill('12:00');
      // 2 days and 2 hours: a started day counts.
      await expect(page.getByText(w.estimateCar)).toBeVisible();

      expect(await submitAndReadChat(page, w)).toBe(w.rental(service, pickup, back));
    });
  });
}
