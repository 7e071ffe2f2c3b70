import { e2eAdmin, expect, loginByApi, test } from './fixtures.ts';

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

  test('logs out: the token is gone and /admin asks to log in again', async ({ page }) => {
    await loginByApi(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('adminToken'))).toBeNull();
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
