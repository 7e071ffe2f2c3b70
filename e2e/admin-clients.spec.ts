import { adminToken, expect, loginByApi, test } from './fixtures.ts';

test.describe('admin clients', () => {
  let createdId: number | undefined;

  test.afterEach(async ({ request }) => {
    if (createdId !== undefined) {
      await request.delete(`/api/users/${createdId}`, {
        headers: { Authorization: `Bearer ${await adminToken()}` },
      });
    }
    createdId = undefined;
  });

  test('creates, edits and deletes a client', async ({ page, request }) => {
    await loginByApi(page);
    const suffix = Date.now().toString(36);
    const email = `e2e.${suffix}@example.com`;
    const name = `Zoe${suffix}`;

    await page.goto('/admin/users');
    await page.getByRole('link', { name: 'New client' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);

    // The shared schema's rules, before anything is sent.
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();

    await page.getByLabel('Name', { exact: false }).first().fill(name);
    await page.getByLabel('Last name').fill('Navarro');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Phone').fill('+1 305 555 0199');
    await page.getByLabel('City').fill('Miami');

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/users') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create client' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    createdId = ((await response.json()) as { id: number }).id;

    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByText(`${name} Navarro was added to your clients.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search clients' }).fill(email);
    await expect(page).toHaveURL(/q=/);
    const link = page.getByRole('link', { name: `${name} Navarro`, exact: true });
    await expect(link).toBeVisible();

    // Edit.
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/edit/${createdId}$`));
    await page.getByLabel('City').fill('Coral Gables');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Changes to ${name} Navarro were saved.`)).toBeVisible();
    const stored = await request.get(`/api/users/${createdId}`, {
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
    expect(((await stored.json()) as { city: string }).city).toBe('Coral Gables');

    // Delete.
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: `Delete ${name} Navarro` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this client?' })
      .getByRole('button', { name: 'Delete client' })
      .click();
    await expect(page.getByText(`${name} Navarro was deleted.`)).toBeVisible();
    await expect(page.getByText(`No clients match “${email}”`)).toBeVisible();
    createdId = undefined;
  });

  test('explains why a client with reservations cannot be deleted', async ({ page, request }) => {
    await loginByApi(page);
    const auth = { Authorization: `Bearer ${await adminToken()}` };
    const reservations = await request.get('/api/reservations?limit=1', { headers: auth });
    expect(reservations.status()).toBe(200);
    const [reservation] = (await reservations.json()) as Array<{ clientId: number }>;
    // The demo content has reservations; one of their clients is the one that cannot be deleted.
    expect(reservation).toBeDefined();
    const client = (await (
      await request.get(`/api/users/${reservation?.clientId}`, { headers: auth })
    ).json()) as {
      name: string;
      lastname: string;
      email: string;
    };
    const fullName = `${client.name} ${client.lastname}`;

    await page.goto(`/admin/users?q=${encodeURIComponent(client.email)}`);
    await page.getByRole('button', { name: `Delete ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this client?' });
    await dialog.getByRole('button', { name: 'Delete client' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This client has reservations and cannot be deleted. Delete or reassign them first.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('link', { name: fullName, exact: true })).toBeVisible();
  });
});

test.describe('admin clients in Spanish', () => {
  test.use({ language: 'es' });

  test('shows the list and the form in Spanish', async ({ page }) => {
    await loginByApi(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo cliente' }).click();
    await page.getByRole('button', { name: 'Crear cliente' }).click();
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  });
});
