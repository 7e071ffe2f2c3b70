import { test as base, expect, type Page } from '@playwright/test';
import { baseURL, e2eAdmin } from '../playwright.config.ts';

export { e2eAdmin, expect };

type Language = 'es' | 'en';

/** Logs in through the API once and puts the token where the web app keeps it (localStorage adminToken). */
export async function loginByApi(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: e2eAdmin });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  // Set once (not an init script, which would put it back after a logout).
  await page.goto('/admin/login');
  await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
  return token;
}

export const test = base.extend<{ language: Language }>({
  language: ['en', { option: true }],
  context: async ({ context, language }, use) => {
    await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
    await use(context);
  },
});
