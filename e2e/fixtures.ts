import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, request } from '@playwright/test';
import { baseURL, e2eAdmin } from '../playwright.config.ts';

export { e2eAdmin, expect };

type Language = 'es' | 'en';

let cachedToken: Promise<string> | undefined;
/** Kept beside the run's database: a worker started again after a failed test reuses it. */
const tokenFile = path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-admin-token');

/**
 * The e2e admin's token, logged in once per run: the API allows five logins per e-mail in 15
 * minutes, and every spec file shares this admin.
 */
export function adminToken(): Promise<string> {
  cachedToken ??= (async () => {
    if (existsSync(tokenFile)) return readFileSync(tokenFile, 'utf8');
    const api = await request.newContext({ baseURL });
    try {
      const response = await api.post('/api/auth/login', { data: e2eAdmin });
      expect(response.status()).toBe(200);
      const { token } = (await response.json()) as { token: string };
      writeFileSync(tokenFile, token, { mode: 0o600 });
      return token;
    } finally {
      await api.dispose();
    }
  })();
  return cachedToken;
}

/** Puts the admin's token where the web app keeps it (localStorage adminToken). */
export async function loginByApi(page: Page) {
  const token = await adminToken();
  // Set once (not an init script, which would put it back after a logout).
  await page.goto('/admin/login');
  await page.evaluate((value) => window.localStorage.setItem('adminToken', value), token);
  return token;
}

/**
 * Opens a public page and waits until its scripts have arrived and taken over the server's HTML: the
 * page asks for them once it is painted (docs/decisions/0012), and until then a click on a menu
 * button or a key in the gallery does nothing.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}

/**
 * Holds a page's scripts back until `release()` is called: the page is the server's HTML meanwhile,
 * as it is for a visitor on a slow connection. Navigate with `waitUntil: 'commit'` (module scripts
 * hold DOMContentLoaded back too).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export const test = base.extend<{ language: Language }>({
  language: ['en', { option: true }],
  context: async ({ context, language }, use) => {
    await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
    await use(context);
  },
});
