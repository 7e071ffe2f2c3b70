import type { Page } from '@playwright/test';
import { expect, holdScripts, openPage, test } from './fixtures.ts';

const myPages = ['/about', '/aboutFounder', '/contactUs', '/reviews', '/reservations'];

test.describe('language', () => {
  test.use({ language: 'es' });

  test('switches from Spanish to English: texts, <html lang> and title change, and it stays after reload', async ({
    page,
  }) => {
    await openPage(page, '/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre nosotros' })).toBeVisible();
    await expect(page).toHaveTitle(/^Nosotros · /);

    await page.getByRole('button', { name: 'Cambiar idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^About us · /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /bilingual concierge team/,
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The server rendered it in English (the cookie), not only the browser after hydration.
    const html = await (await page.request.get('/contactUs')).text();
    expect(html).toContain('Let&#x27;s plan your stay');
  });
});

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0], 'page wider than the screen').toBeLessThanOrEqual(widths[1] as number);
}

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of myPages) {
    test(`${path} fits a 375 px screen without horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test('the menu collapses and lists founder right after about', async ({ page }) => {
    await openPage(page, '/reviews');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Founder' })).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).click();
    const links = nav.locator('[id] > ul a');
    await expect(links).toHaveText(['Services', 'About us', 'Founder', 'Reviews', 'Contact']);
    // A panel over the whole screen below the bar, not a dropdown with the page showing under it.
    // Measured once its slide-in has ended: mid-animation it sits a fraction of a pixel short.
    const menu = nav.locator('#site-menu');
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const panel = await menu.boundingBox();
    const viewport = page.viewportSize();
    expect((panel?.y ?? 0) + (panel?.height ?? 0)).toBeGreaterThanOrEqual((viewport?.height ?? 1) - 1);
    await links.filter({ hasText: 'Founder' }).click();
    await expect(page).toHaveURL(/\/aboutFounder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Martín Alvarado' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('accessibility basics of the public pages', () => {
  for (const path of myPages) {
    test(`${path}: landmarks, one h1, labelled controls, images with alt`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const problems = await page.evaluate(() => {
        const found: string[] = [];
        for (const img of document.querySelectorAll('img')) {
          if (!img.hasAttribute('alt')) found.push(`img without alt: ${img.src}`);
        }
        for (const control of document.querySelectorAll('input, textarea, select, button, a[href]')) {
          const el = control as HTMLElement;
          // Hidden from everyone (MUI's auto-size shadow textarea): nothing to label.
          if ((el as HTMLInputElement).type === 'hidden' || el.closest('[aria-hidden="true"]')) continue;
          const labelled =
            el.getAttribute('aria-label') ||
            el.getAttribute('aria-labelledby') ||
            ((el as HTMLInputElement).labels?.length ?? 0) > 0 ||
            el.textContent?.trim();
          if (!labelled) found.push(`unlabelled ${el.tagName.toLowerCase()} ${el.outerHTML.slice(0, 120)}`);
        }
        const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
        for (const id of new Set(ids))
          if (ids.filter((other) => other === id).length > 1) found.push(`duplicate id ${id}`);
        return found;
      });
      expect(problems).toEqual([]);
    });
  }

  test('the top bar and its language menu work with the keyboard alone', async ({ page }) => {
    await openPage(page, '/contactUs');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    const button = page.getByRole('button', { name: 'Change language' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Español' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});

test.describe('the top bar before the page is interactive', () => {
  test.use({ language: 'es', viewport: { width: 375, height: 812 } });

  test('opens the phone menu, which stays open once the scripts run and then closes', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contactUs', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const links = nav.locator('#site-menu a');
    await expect(links.first()).toBeHidden();
    await nav.getByRole('link', { name: 'Abrir menú' }).click();
    await expect(links).toHaveText(['Servicios', 'Nosotros', 'Fundador', 'Reseñas', 'Contacto']);
    await expect(links.first()).toBeVisible();

    release();
    const close = nav.getByRole('button', { name: 'Cerrar menú' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(links.first()).toBeVisible();
    await close.click();
    await expect(links.first()).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('switches the language with the server, keeping the page, and the choice stays', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/services/cars?minPrice=400', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'ES, cambiar idioma' }).click();
    await expect(page).toHaveURL(/\/services\/cars\?minPrice=400&lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exotic & luxury cars');

    release();
    await expect(page.getByRole('button', { name: 'EN, change language' })).toBeVisible();
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: "Let's plan your stay" })).toBeVisible();
  });
});
