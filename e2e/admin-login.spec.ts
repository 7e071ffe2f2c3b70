import { e2eAdmin, expect, test } from './fixtures.ts';

test.describe('admin login', () => {
  test('sends a visitor without a session from /admin to the login page, then into the back office', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeTruthy();
  });

  test('shows the server message for a wrong password and keeps the visitor on the form', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(e2eAdmin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('logs out: the token is gone, the server refuses it, and /admin asks to log in again', async ({
    page,
    request,
  }) => {
    // A session of its own: logging out revokes the token on the server (issue 19), and the other
    // specs share theirs (fixtures' adminToken).
    const login = await request.post('/api/auth/login', { data: e2eAdmin });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    await page.goto('/admin/login');
    await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    const revoked = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await revoked).status()).toBe(204);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
    const after = await request.get('/api/users', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });

  test('a stale token is removed and the admin is sent to the login page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => window.localStorage.setItem('adminToken', 'stale.token.value'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
  });
});

test.describe('admin login in Spanish', () => {
  test.use({ language: 'es' });

  test('labels the form in Spanish by default', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
