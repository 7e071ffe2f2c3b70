import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, expect, loginByApi, test } from './fixtures.ts';

/** A real PNG (the server checks images by content): a small gradient, made here so no binary is committed. */
function makePng(width = 96, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows[row + 1 + x * 3] = 200;
      rows[row + 2 + x * 3] = Math.round((x / width) * 255);
      rows[row + 3 + x * 3] = Math.round((y / height) * 255);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function deleteCarIfLeft(request: APIRequestContext, id: number | undefined) {
  if (id === undefined) return;
  await request.delete(`/api/cars/${id}`, { headers: { Authorization: `Bearer ${await adminToken()}` } });
}

test.describe('admin services', () => {
  let createdId: number | undefined;

  test.afterEach(async ({ request }) => {
    // A failed run leaves nothing behind for the next one.
    await deleteCarIfLeft(request, createdId);
    createdId = undefined;
  });

  test('creates a car with a photo, edits it, sees it on the public list, deletes it', async ({
    page,
    request,
  }) => {
    await loginByApi(page);
    const brand = `E2E Testarossa ${Date.now().toString(36)}`;
    const title = `${brand} Spider`;

    await page.goto('/admin/services/cars');
    await page.getByRole('link', { name: 'New car' }).click();
    await expect(page).toHaveURL(/\/admin\/services\/cars\/new$/);

    await page.getByLabel('Brand').fill(brand);
    await page.getByLabel('Model').fill('Spider');
    await page.getByLabel('Price').fill('999');
    await page.getByLabel('Passengers').fill('2');
    await page.getByLabel('Description (Spanish)').fill('Un clásico de los ochenta, rojo Rosso Corsa.');
    await page.getByLabel('Description in English').fill('An eighties classic in Rosso Corsa red.');
    await page
      .getByLabel('Choose photos')
      .setInputFiles({ name: 'testarossa.png', mimeType: 'image/png', buffer: makePng() });

    const photo = page.getByRole('list', { name: /Photos, in the order/ }).getByRole('listitem');
    await expect(photo).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Create car' })).toBeEnabled();
    await expect(photo.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute(
      'src',
      /^blob:|\/api\/uploads\//,
    );

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/cars') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create car' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const car = (await response.json()) as { id: number; images: string[]; price: number };
    createdId = car.id;
    expect(car.images).toHaveLength(1);
    expect(car.images[0]).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.webp$/);

    await expect(page).toHaveURL(/\/admin\/services\/cars$/);
    await expect(
      page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .filter({ hasText: `${title} was created.` }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search cars' }).fill(brand);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', car.images[0] ?? '');

    // Edit: a new price.
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/services/cars/edit/${car.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByLabel('Price').fill('1099');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Changes to ${title} were saved.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/services\/cars(\?.*)?$/);

    const stored = await request.get(`/api/cars/${car.id}`);
    expect(((await stored.json()) as { price: number }).price).toBe(1099);

    // The public list shows it (the public API too, whatever the page looks like).
    const publicList = (await (await request.get('/api/cars?limit=500')).json()) as Array<{ id: number }>;
    expect(publicList.map((each) => each.id)).toContain(car.id);
    const publicPage = await page.goto('/services/cars');
    if (publicPage?.status() === 404) {
      test.info().annotations.push({
        type: 'pending',
        description: 'the public /services/cars page is not built yet',
      });
    } else {
      await expect(page.getByText(brand).first()).toBeVisible();
    }

    // Delete, after confirming.
    await page.goto(`/admin/services/cars?q=${encodeURIComponent(brand)}`);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this car?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete car' }).click();
    await expect(page.getByText(`${title} was deleted.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    expect((await request.get(`/api/cars/${car.id}`)).status()).toBe(404);
    createdId = undefined;
  });

  test('says what is wrong before sending anything', async ({ page }) => {
    await loginByApi(page);
    await page.goto('/admin/services/yachts/new');
    await page.getByLabel('Price').fill('-5');
    await page.getByRole('button', { name: 'Create yacht' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('Cannot be negative.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: false }).first()).toBeFocused();
  });
});
