import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// Every public page, in both languages: axe reports no serious or critical violation.
const publicPages = [
  '/',
  '/services',
  '/services/apartments',
  '/services/cars',
  '/services/apartments/1',
  '/about',
  '/aboutFounder',
  '/contactUs',
  '/reviews',
  '/reservations',
];

for (const language of ['es', 'en'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.use({ language });
    for (const path of publicPages) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        const response = await page.goto(path);
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
