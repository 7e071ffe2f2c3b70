import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Every public page, in both languages: axe reports no serious or critical violation.
const publicPages = [
  '/',
  '/services',
  '/services/apartments',
  '/services/cars',
  'first apartment',
  '/about',
  '/aboutFounder',
  '/contactUs',
  '/reviews',
  '/reservations',
];

/** The details page of a demo apartment (ids depend on the seed order, so ask the API). */
async function firstApartmentPath(page: Page) {
  const response = await page.request.get('/api/apartments?limit=1');
  const [apartment] = (await response.json()) as { id: number }[];
  if (!apartment) throw new Error('the demo catalogue has no apartment');
  return `/services/apartments/${apartment.id}`;
}

for (const language of ['es', 'en'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.use({ language });
    for (const path of publicPages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        const response = await page.goto(path === 'first apartment' ? await firstApartmentPath(page) : path);
        expect(response?.status()).toBeLessThan(400);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
      });
    }
  });
}
