import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, openPage as open, test } from './fixtures.ts';

const types = [
  { type: 'cars', name: 'Cars', title: 'Exotic & luxury cars' },
  { type: 'yachts', name: 'Yachts', title: 'Private yachts with crew' },
  { type: 'apartments', name: 'Apartments', title: 'Apartments with a view' },
  { type: 'villas', name: 'Villas', title: 'Private villas' },
] as const;

/** The prices shown on the list's cards, in dollars. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('main article')
    .getByText(/^\$[\d,]+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

test.describe('catalogue', () => {
  for (const { type, name, title } of types) {
    test(`browses the ${type}: overview, list, details`, async ({ page }) => {
      await page.goto('/services');
      await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/services/${type}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const cards = page.locator('main article');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(cards.first().locator('img')).toHaveAttribute(
        'src',
        /^\/api\/uploads\/[0-9a-f]{64}\.webp$/,
      );

      const first = cards.first().getByRole('heading').getByRole('link');
      const serviceTitle = (await first.textContent()) ?? '';
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/services/${type}/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(serviceTitle);
      await expect(page.getByRole('heading', { name: 'Book Now' })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(serviceTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await page
        .getByRole('link', { name: `Back to ${type}` })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/services/${type}$`));
    });
  }

  test('filters on the server, keeps the filters in the URL, and the back button undoes them', async ({
    page,
  }) => {
    await open(page, '/services/villas');
    const all = await cardPrices(page);
    expect(all.length).toBeGreaterThan(2);
    const threshold = [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)] ?? 0;

    await page.getByLabel('Min price').fill(String(threshold));
    const listRequest = page.waitForRequest((request) =>
      request.url().includes(`/api/villas?minPrice=${threshold}`),
    );
    await page.getByRole('button', { name: 'Apply' }).click();
    await listRequest;
    await expect(page).toHaveURL(new RegExp(`/services/villas\\?minPrice=${threshold}$`));
    await expect.poll(() => cardPrices(page)).toEqual(all.filter((price) => price >= threshold));

    await page.getByLabel('Min capacity').selectOption('12');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/minCapacity=12/);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/services/villas\\?minPrice=${threshold}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/services\/villas$/);
    await expect.poll(() => cardPrices(page)).toEqual(all);
    await expect(page.getByLabel('Min price')).toHaveValue('');
  });

  test('a shared filtered link is rendered by the server with the filters applied', async ({ page }) => {
    const response = await page.goto('/services/apartments?location=Brickell');
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel('Location')).toHaveValue('Brickell');
    const addresses = await page
      .locator('main article')
      .getByText(/, FL \d{5}$/)
      .allTextContents();
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address).toMatch(/Brickell/);
  });

  test("shows 'No results with these filters' and clears them", async ({ page }) => {
    await open(page, '/services/cars?minPrice=999999');
    await expect(page.getByRole('heading', { name: 'No results with these filters' })).toBeVisible();
    await expect(page.getByText('Try adjusting the filters')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/services\/cars$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('filters the API refuses answer 400 with the no-results page, not an outage (issue 20)', async ({
    page,
  }) => {
    for (const query of ['location=%00', 'minPrice=99999999999999999999']) {
      const response = await open(page, `/services/apartments?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByRole('heading', { name: 'No results with these filters' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/services\/apartments$/);
  });

  test("answers an unknown type with 404 and 'Invalid service type: {type}'", async ({ page }) => {
    const response = await page.goto('/services/boats');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Invalid service type: boats' })).toBeVisible();
    const missing = await page.goto('/services/villas/999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No service found' })).toBeVisible();
  });

  test('the gallery answers the arrow keys and the thumbnails', async ({ page }) => {
    await page.goto('/services/villas');
    await page.locator('main article').first().getByRole('heading').getByRole('link').click();
    const gallery = page.getByRole('region', { name: /^Photos of / });
    const photo = gallery.getByRole('img', { name: /, photo \d of \d$/ });
    await expect(photo).toHaveAccessibleName(/photo 1 of 3$/);
    // Keys pressed before the page's scripts have taken over do nothing (the server's HTML is static);
    // the Book Now button is enabled from then on.
    await expect(page.getByRole('button', { name: 'Reserve via WhatsApp' })).toBeEnabled();
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(photo).toHaveAccessibleName(/photo 2 of 3$/);
    await expect(gallery.getByText('2 / 3')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(photo).toHaveAccessibleName(/photo 3 of 3$/);
    await gallery.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(photo).toHaveAccessibleName(/photo 1 of 3$/);
    // Every photo has a text alternative.
    for (const img of await page.locator('main img').all())
      expect(await img.getAttribute('alt')).not.toBeNull();
  });

  test('the full-screen gallery opens from the photo, answers the arrow keys and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/services/villas');
    await page.locator('main article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Reserve via WhatsApp' })).toBeEnabled();
    const opener = page.getByRole('button', { name: 'View photo 1 full screen' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: /^Photos of / });
    await expect(viewer.getByRole('button', { name: 'Close full screen' })).toBeFocused();
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await expect(viewer.getByRole('img', { name: /, photo 2 of 3$/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('3 / 3')).toBeVisible();
    // The photo fills the screen, whole.
    const box = await viewer.getByRole('img').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(900);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('button', { name: 'View photo 3 full screen' })).toBeFocused();
  });

  test('at 1280x900 the Book Now card is beside the photos, in the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/services/villas');
    await page.locator('main article').first().getByRole('heading').getByRole('link').click();
    const card = page.locator('aside', { has: page.getByRole('heading', { name: 'Book Now' }) });
    const photos = page.getByRole('region', { name: /^Photos of / });
    const [cardBox, photosBox] = [await card.boundingBox(), await photos.boundingBox()];
    expect(cardBox?.y ?? 900).toBeLessThan(900 / 2);
    expect(cardBox?.x ?? 0).toBeGreaterThan((photosBox?.x ?? 0) + (photosBox?.width ?? 0));
    expect(Math.abs((cardBox?.y ?? 0) - (photosBox?.y ?? 900))).toBeLessThan(2);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    for (const path of ['/', '/services', '/services/apartments', '/services/cars?minPrice=400']) {
      test(`${path} fits 375 px without scrolling sideways`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      });
    }

    test('a service page fits, and its bottom bar leads to the Book Now form', async ({ page }) => {
      await open(page, '/services/apartments');
      await page.locator('main article').first().getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByRole('heading', { name: 'Book Now', level: 2 })).toBeInViewport();
      await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();
    });

    test('the cards show a copy of each photo sized for the phone, the first one preloaded before the scripts', async ({
      page,
    }) => {
      const photos: string[] = [];
      const firstScript = page.waitForRequest((request) => request.resourceType() === 'script');
      page.on('request', (request) => {
        if (request.resourceType() === 'image')
          photos.push(new URL(request.url()).pathname + new URL(request.url()).search);
      });
      const response = await open(page, '/services/apartments');
      const html = (await response?.text()) ?? '';
      const head = html.split('</head>')[0] ?? '';
      // The page's largest picture is asked for first; the scripts, which the page does not need to be
      // seen, once it is painted (docs/decisions/0011 and 0012).
      expect(head).toMatch(
        /<link rel="preload" as="image" href="[^"]+" imagesrcset="[^"]+\?w=480 480w, [^"]+" imagesizes="[^"]+" fetchpriority="high"/,
      );
      expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      expect(html).toMatch(/<script nonce="[^"]+">\(function startAfterFirstPaint\(/);
      const firstPhoto = await page.evaluate(
        () =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
            entry.name.includes('?w=480'),
          )?.responseEnd,
      );
      const scriptsFrom = await page.evaluate(
        (url) => performance.getEntriesByName(url)[0]?.startTime,
        (await firstScript).url(),
      );
      expect(firstPhoto).toBeGreaterThan(0);
      expect(scriptsFrom).toBeGreaterThan(firstPhoto ?? Number.POSITIVE_INFINITY);

      const photo = page.locator('main article img').first();
      await expect(photo).toHaveJSProperty('complete', true);
      // 375 px wide at 1x: the 480 px copies, never a 1600 px original.
      expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/api\/uploads\/[0-9a-f]{64}\.webp\?w=480$/,
      );
      expect(photos.length).toBeGreaterThan(0);
      expect(photos.filter((url) => !url.endsWith('?w=480'))).toEqual([]);
    });

    test('the filters open from a button', async ({ page }) => {
      await open(page, '/services/villas');
      await expect(page.getByLabel('Min price')).toBeHidden();
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByLabel('Min price').fill('3000');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/minPrice=3000/);
    });
  });
});

test.describe('catalogue in Spanish', () => {
  test.use({ language: 'es' });

  test('is Spanish by default and switches to English, keeping the page', async ({ page }) => {
    await open(page, '/services/cars');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Autos exóticos y de lujo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeVisible();
    await expect(page).toHaveTitle(/^Alquiler de autos exóticos y de lujo en Miami · /);

    await page.getByRole('button', { name: 'Cambiar idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exotic & luxury cars' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeVisible();
    await expect(page).toHaveTitle(/^Exotic and luxury car rental in Miami · /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/services/cars?lang=en`,
    );
    await expect(page).toHaveURL(/\/services\/cars$/);
  });

  test('a ?lang=en link renders English, and the choice is kept', async ({ page }) => {
    await page.goto('/services?lang=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Everything your Miami stay needs' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/services$/);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Everything your Miami stay needs' }),
    ).toBeVisible();
  });

  test('the head names the language alternates and the business', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      `${baseURL}/?lang=en`,
    );
    const business = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(business['@type']).toBe('LocalBusiness');
    expect(business.aggregateRating.reviewCount).toBeGreaterThan(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/uploads\/[0-9a-f]{64}\.webp$/,
    );
  });
});

test('sitemap.xml lists the services in both languages; robots.txt keeps /admin and /api out', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/services/villas</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/services/villas?lang=en</loc>`);
  expect(sitemap).toMatch(/<loc>[^<]+\/services\/cars\/\d+<\/loc>/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api');
});

for (const language of ['es', 'en'] as const) {
  test.describe(`service page accessibility (${language})`, () => {
    test.use({ language });

    test('a service page, its gallery and the Book Now form have no serious axe violations', async ({
      page,
      request,
    }) => {
      const [villa] = (await (await request.get('/api/villas?limit=1')).json()) as { id: number }[];
      await open(page, `/services/villas/${villa?.id}`);
      const { AxeBuilder } = await import('@axe-core/playwright');
      const check = async () => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        return violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      };
      expect(await check()).toEqual([]);
      // With the validation message shown too.
      await page
        .getByRole('button', { name: language === 'es' ? 'Reservar por WhatsApp' : 'Reserve via WhatsApp' })
        .click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await check()).toEqual([]);
    });
  });
}

test('the home page downloads at most 180 KB of gzipped JavaScript (docs/decisions/0008)', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await open(page, '/');
  let total = 0;
  for (const script of scripts) total += gzipSync(await script.body(), { level: 9 }).length;
  expect(scripts.length).toBeGreaterThan(0);
  expect(total / 1024).toBeLessThanOrEqual(180);
});
