import { baseURL } from '../playwright.config.ts';
import { adminToken, expect, loginByApi, openPage, test } from './fixtures.ts';

/**
 * Issue 19: the owner runs the business without a developer. The owner changes the phone and the
 * about text and sees them on the public site in both languages, invites an agent, and the agent
 * cannot open payments.
 */
test.describe('the owner runs the business alone', () => {
  test('changes the phone and the about text, invites an agent who cannot open payments', async ({
    page,
    browser,
    request,
  }) => {
    // A long walk through two roles and the public site, on a shared, busy machine.
    test.setTimeout(120_000);
    const token = await adminToken();
    const auth = { authorization: `Bearer ${token}` };
    const original = await (await request.get('/api/site')).json();
    const stamp = Date.now();
    const aboutEs = `Un equipo pequeño que conoce Miami (e2e ${stamp}).`;
    const aboutEn = `A small team that knows Miami (e2e ${stamp}).`;
    const agentEmail = `agent-${stamp}@example.com`;
    let agentId: number | undefined;

    try {
      await loginByApi(page);
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

      // A number that is not real is refused on the field, and nothing is saved.
      const phone = page.getByRole('textbox', { name: 'US phone (digits with country code)' });
      await phone.fill('10005550177');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Check this field: it is not valid.')).toBeVisible();

      await phone.fill('13055550177');
      await expect(page.getByTestId('preview-phone-us')).toHaveText('+1 (305) 555-0177');
      await page.getByRole('textbox', { name: 'About us (Spanish)' }).fill(aboutEs);
      await page.getByRole('textbox', { name: 'About us (English)' }).fill(aboutEn);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved: the website shows the changes now.')).toBeVisible();

      // The public site, in both languages, at once.
      for (const [lang, text] of [
        ['es', aboutEs],
        ['en', aboutEn],
      ] as const) {
        const visitor = await browser.newPage();
        await openPage(visitor, `/about?lang=${lang}`);
        await expect(visitor.getByText(text)).toBeVisible();
        await expect(visitor.locator('footer').getByText('+1 (305) 555-0177')).toBeVisible();
        await visitor.close();
      }

      // The owner invites an agent with a password shown once.
      await page.goto('/admin/staff');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(agentEmail);
      await page.getByRole('radio', { name: 'Generate a password and show it once' }).check();
      await page.getByRole('button', { name: 'Invite' }).click();
      const password = (await page.getByTestId('generated-password').textContent()) ?? '';
      expect(password).toMatch(/^\w{20}$/);
      await expect(page.getByRole('listitem').filter({ hasText: agentEmail })).toBeVisible();

      // The agent logs in: no payments in the menu, and the server refuses them.
      const agentContext = await browser.newContext({ baseURL });
      await agentContext.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
      const agentPage = await agentContext.newPage();
      await agentPage.goto('/admin/login');
      await agentPage.getByLabel('Email').fill(agentEmail);
      await agentPage.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await agentPage.getByRole('button', { name: 'Sign in' }).click();
      await expect(agentPage.getByRole('link', { name: 'Reservations' }).first()).toBeVisible();
      await expect(agentPage.getByRole('link', { name: 'Payments' })).toHaveCount(0);
      await expect(agentPage.getByRole('link', { name: 'Staff' })).toHaveCount(0);
      const agentToken = await agentPage.evaluate(() => window.localStorage.getItem('adminToken'));
      const payments = await request.get('/api/reservation-payments', {
        headers: { authorization: `Bearer ${agentToken}` },
      });
      expect(payments.status()).toBe(403);
      expect((await payments.json()).code).toBe('ROLE_FORBIDDEN');
      await agentContext.close();

      const staff = (await (await request.get('/api/admins', { headers: auth })).json()) as {
        id: number;
        email: string;
      }[];
      agentId = staff.find((member) => member.email === agentEmail)?.id;
    } finally {
      // Clean up: the content and the staff as they were.
      await request.put('/api/site', { headers: auth, data: original });
      if (agentId) await request.delete(`/api/admins/${agentId}`, { headers: auth });
    }
  });
});
