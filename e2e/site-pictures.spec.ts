import sharp from 'sharp';
import { adminToken, expect, loginByApi, openPage, test } from './fixtures.ts';

/**
 * Issue 19: the owner replaces the founder's photo in /admin/settings, with its description in both
 * languages, and the public page shows it at once.
 */
test.describe('the pictures of the site', () => {
  test('the owner uploads the founder photo, previews it, saves, and the founder page shows it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const auth = { authorization: `Bearer ${await adminToken()}` };
    const original = await (await request.get('/api/site')).json();
    const photo = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#2a6f97' },
    })
      .png()
      .toBuffer();

    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginByApi(page);
      await page.goto('/admin/settings');
      await page
        .getByLabel('Upload a picture (Founder photo)')
        .setInputFiles({ name: 'founder.png', mimeType: 'image/png', buffer: photo });
      await expect(page.getByTestId('preview-picture-founder')).toHaveAttribute(
        'src',
        /^\/api\/uploads\/[0-9a-f]{64}\.webp$/,
      );
      const founder = page.getByRole('group', { name: 'Founder photo' });
      await founder
        .getByRole('textbox', { name: 'Description of the picture (Spanish)' })
        .fill('Martín en Brickell');
      await founder
        .getByRole('textbox', { name: 'Description of the picture (English)' })
        .fill('Martín in Brickell');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved: the website shows the changes now.')).toBeVisible();
      await founder.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/admin-settings-pictures-1280.png' });

      for (const [lang, alt] of [
        ['es', 'Martín en Brickell'],
        ['en', 'Martín in Brickell'],
      ] as const) {
        const visitor = await browser.newPage();
        await openPage(visitor, `/aboutFounder?lang=${lang}`);
        await expect(visitor.getByRole('img', { name: alt })).toHaveAttribute('src', /^\/api\/uploads\//);
        await visitor.close();
      }
    } finally {
      await request.put('/api/site', { headers: auth, data: original });
    }
  });
});
