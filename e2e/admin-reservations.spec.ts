import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { e2eAdmin, expect, test } from './fixtures.ts';

let token = '';

// One login per file: the API allows five per e-mail in 15 minutes, and every spec shares the admin.
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const response = await api.post('/api/auth/login', { data: e2eAdmin });
  expect(response.status()).toBe(200);
  token = ((await response.json()) as { token: string }).token;
  await api.dispose();
});

const auth = () => ({ Authorization: `Bearer ${token}` });

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
}

/** A year far ahead, different on each run: the stays of this spec never meet the demo ones. */
const year = 2040 + (Math.floor(Date.now() / 1000) % 50);
const suffix = Date.now().toString(36);

/** Types a date into a MUI X date field (MM-DD-YYYY sections; the month section is 'Mes' in Spanish). */
async function typeDate(page: Page, label: string, date: string, month = 'Month') {
  const [y, m, d] = date.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: month }).click();
  await page.keyboard.type(`${m}${d}${y}`);
}

/** A villa of the demo content: the form lists one type's services at a time (apartments first). */
async function pickApartment(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: /^(Type|Tipo)/ }).click();
  await page.getByRole('option', { name: 'Villas', exact: true }).click();
  await page.getByRole('combobox', { name: /Apartment or villa|Apartamento o villa/ }).click();
  await page.getByRole('option', { name }).click();
}

/** Removes what a test created: payments first (a reservation with payments cannot be deleted). */
async function cleanUp(request: APIRequestContext, reservationIds: number[], clientIds: number[]) {
  for (const id of reservationIds) {
    const payments = await request.get(`/api/reservations/${id}/payments`, { headers: auth() });
    if (payments.ok()) {
      for (const payment of (await payments.json()) as { id: number }[]) {
        await request.delete(`/api/reservation-payments/${payment.id}`, { headers: auth() });
      }
    }
    await request.delete(`/api/reservations/${id}`, { headers: auth() });
  }
  for (const id of clientIds) await request.delete(`/api/users/${id}`, { headers: auth() });
}

test.describe('admin reservations', () => {
  const reservationIds: number[] = [];
  const clientIds: number[] = [];

  test.afterAll(async ({ request }) => {
    await cleanUp(request, reservationIds, clientIds);
  });

  test('creates a client and a reservation, registers two payments, refuses an overlap and a delete with payments', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page);
    const name = `Zoe${suffix}`;
    const email = `e2e.reservation.${suffix}@example.com`;

    // A new client and their reservation, from the form.
    await page.goto('/admin/reservations');
    await page.getByRole('link', { name: 'New reservation' }).first().click();
    await expect(page).toHaveURL(/\/admin\/reservations\/new$/);
    await page.getByRole('button', { name: 'New client' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Navarro');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 305 555 0142');
    await pickApartment(page, /^Villa Bahía/);
    await typeDate(page, 'Check-in', `${year}-03-05`);
    await typeDate(page, 'Check-out', `${year}-03-10`);
    await page.getByRole('textbox', { name: /^Price per night/ }).fill('400');
    await page.getByRole('textbox', { name: /^Cleaning fee/ }).fill('90');
    await page.getByRole('textbox', { name: /^Parking fee/ }).fill('25.50');
    // 5 nights x $400 + $90 + $25.50, as the server will compute it.
    await expect(page.getByTestId('live-total')).toHaveText('$2,115.50');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/reservations') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create reservation' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const reservation = (await response.json()) as {
      id: number;
      code: string;
      clientId: number;
      totalAmount: number;
    };
    reservationIds.push(reservation.id);
    clientIds.push(reservation.clientId);
    expect(reservation.totalAmount).toBe(2115.5);

    await expect(page).toHaveURL(new RegExp(`/admin/reservations/${reservation.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: reservation.code })).toBeVisible();
    await expect(page.getByText(`Reservation ${reservation.code} created.`)).toBeVisible();
    const due = page.getByTestId('amount-due');
    await expect(due).toHaveText('$2,115.50');

    // Two payments: the amount due follows each one.
    const pay = async (amount: string, method?: string) => {
      await page.getByRole('button', { name: 'Register payment' }).first().click();
      const dialog = page.getByRole('dialog', { name: `Payment for ${reservation.code}` });
      await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
      if (method) {
        await dialog.getByRole('combobox', { name: 'Method' }).click();
        await page.getByRole('option', { name: method }).click();
      }
      await dialog.getByRole('button', { name: 'Register payment' }).click();
      await expect(dialog).toBeHidden();
    };
    await pay('500');
    await expect(due).toHaveText('$1,615.50');
    await expect(page.getByText('Partly paid').first()).toBeVisible();
    await pay('1000.25', 'Zelle');
    await expect(due).toHaveText('$615.25');
    await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(2);

    // The list shows what is still owed.
    await page.goto(`/admin/reservations?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('row', { name: new RegExp(reservation.code) });
    await expect(row).toContainText('$615.25');

    // An overlapping stay of the same villa: the form knows the booked nights and says so at once...
    await page.goto('/admin/reservations/new');
    await page.getByRole('combobox', { name: /^Client/ }).fill(name);
    await page.getByRole('option', { name: new RegExp(`${name} Navarro`) }).click();
    await pickApartment(page, /^Villa Bahía/);
    await expect(page.getByText(/Greyed days are booked/)).toBeVisible();
    await typeDate(page, 'Check-in', `${year}-03-08`);
    await typeDate(page, 'Check-out', `${year}-03-12`);
    await page.getByRole('textbox', { name: /^Cleaning fee/ }).fill('0');
    let posted = 0;
    const countPosts = (request: { url: () => string; method: () => string }) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/reservations')) posted += 1;
    };
    page.on('request', countPosts);
    await page.getByRole('button', { name: 'Create reservation' }).click();
    await expect(page.getByText('These dates are not available for this apartment')).toBeVisible();
    expect(posted).toBe(0);
    page.off('request', countPosts);

    // ...and when its calendar is stale (another admin booked meanwhile), the server refuses it (409).
    await page.route('**/api/villas/*/availability', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await page.getByRole('combobox', { name: /^Client/ }).fill(name);
    await page.getByRole('option', { name: new RegExp(`${name} Navarro`) }).click();
    await pickApartment(page, /^Villa Bahía/);
    await expect(page.getByText('No booked nights: every day is free.')).toBeVisible();
    await typeDate(page, 'Check-in', `${year}-03-08`);
    await typeDate(page, 'Check-out', `${year}-03-12`);
    await page.getByRole('textbox', { name: /^Cleaning fee/ }).fill('0');
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/reservations') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create reservation' }).click();
    expect((await refused).status()).toBe(409);
    await expect(
      page
        .locator('main')
        .getByRole('alert')
        .filter({ hasText: 'These dates are not available for this apartment' }),
    ).toBeVisible();
    await page.unroute('**/api/villas/*/availability');

    // A reservation with payments cannot be deleted: the reason, what is attached and what to do instead.
    await page.goto(`/admin/reservations/${reservation.id}`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete reservation' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${reservation.code}?` });
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect((await deleted).status()).toBe(400);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Cannot delete reservation due to related data');
    await expect(alert).toContainText('2 payments');
    await expect(alert).toContainText('Cancel the reservation instead');
    await expect(dialog.getByRole('button', { name: 'Cancel it instead' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1, name: reservation.code })).toBeVisible();
  });
});

test.describe('admin reservations in Spanish', () => {
  test.use({ language: 'es' });
  const reservationIds: number[] = [];
  const clientIds: number[] = [];

  test.afterAll(async ({ request }) => {
    await cleanUp(request, reservationIds, clientIds);
  });

  test('reads the overlap refusal in Spanish', async ({ page, request }) => {
    test.setTimeout(60_000);
    const villas = (await (await request.get('/api/villas')).json()) as { id: number; name: string }[];
    const villa = villas.find((candidate) => candidate.name === 'Casa Palmeras');
    expect(villa).toBeDefined();
    const existing = await request.post('/api/reservations', {
      headers: auth(),
      data: {
        apartmentId: villa?.id,
        clientName: `Lía${suffix}`,
        clientEmail: `e2e.es.${suffix}@example.com`,
        checkInDate: `${year}-07-01`,
        checkOutDate: `${year}-07-06`,
        pricePerNight: 300,
        cleaningFee: 50,
      },
    });
    expect(existing.status()).toBe(201);
    const stay = (await existing.json()) as { id: number; clientId: number };
    reservationIds.push(stay.id);
    clientIds.push(stay.clientId);

    await signIn(page);
    await page.route('**/api/villas/*/availability', (route) => route.fulfill({ json: [] }));
    await page.goto('/admin/reservations/new');
    await page.getByRole('button', { name: 'Cliente nuevo' }).click();
    await page.getByRole('textbox', { name: /^Nombre/ }).fill(`Otro${suffix}`);
    await pickApartment(page, /^Casa Palmeras/);
    await typeDate(page, 'Llegada', `${year}-07-05`, 'Mes');
    await typeDate(page, 'Salida', `${year}-07-08`, 'Mes');
    await page.getByRole('textbox', { name: /^Tarifa de limpieza/ }).fill('0');
    await page.getByRole('button', { name: 'Crear reserva' }).click();
    await expect(
      page
        .locator('main')
        .getByRole('alert')
        .filter({ hasText: 'Estas fechas no están disponibles para este apartamento' }),
    ).toBeVisible();
  });
});

test.describe('the reservations list on a 1280 px screen', () => {
  test.use({ language: 'es', viewport: { width: 1280, height: 900 } });

  test('shows upcoming stays first with the balance in view, and a whole month in the calendar', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin/reservations');
    const table = page.getByRole('table', { name: 'Reservas' });
    const rows = table.getByRole('row');
    await expect(rows.nth(3)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Total · saldo' })).toBeInViewport();
    const fits = await table.evaluate((element) => {
      const box = element.parentElement as HTMLElement; // the scrolling TableContainer
      return box.scrollWidth <= box.clientWidth;
    });
    expect(fits).toBe(true);

    // Stays not yet over come first, soonest check-in first (MM-DD-YYYY in the stay column).
    const checkIns = await rows.evaluateAll((all) =>
      all.slice(1, 4).map((row) => {
        const match = /(\d{2})-(\d{2})-(\d{4}) →/.exec(row.textContent ?? '');
        return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
      }),
    );
    expect(checkIns.every(Boolean)).toBe(true);
    expect([...checkIns].sort()).toEqual(checkIns);

    await page.getByRole('button', { name: 'Calendario' }).click();
    const month = page.getByRole('region', { name: /Calendario de ocupación/ });
    await expect(month).toBeVisible();
    expect(await month.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
