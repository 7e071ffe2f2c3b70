import { adminToken, expect, holdScripts, test } from './fixtures.ts';

test.describe('contact page', () => {
  test('validates, sends a message, and the business receives it', async ({ page, request }) => {
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: "Let's plan your stay" })).toBeVisible();
    const info = page.getByRole('complementary', { name: 'Contact information' });
    await expect(info.getByRole('link', { name: '+1 (305) 555-0148' })).toBeVisible();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();

    const stamp = `e2e-contact-${Date.now()}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ana');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('García');
    await page.getByRole('textbox', { name: /^Email/ }).fill('ana.e2e@example.com');
    await page.getByRole('textbox', { name: /^Area prefix/ }).fill('+54');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('11 5555 0123');
    await page.getByRole('textbox', { name: /^Message/ }).fill(`Arriving on the 12th. ${stamp}`);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you, Ana' })).toBeVisible();

    const token = await adminToken();
    const inbox = await request.get('/api/contact', { headers: { authorization: `Bearer ${token}` } });
    const messages = (await inbox.json()) as { message: string; areaCode: string; language: string }[];
    expect(messages.find((message) => message.message.includes(stamp))).toMatchObject({
      areaCode: '+54',
      language: 'en',
    });
  });
});

test.describe('contact page in Spanish', () => {
  test.use({ language: 'es' });

  test('keeps what the visitor typed when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/contactUs');
    // The form is live once the page has hydrated (its button is enabled then); typing before that
    // could be reset by hydration.
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Ana');
    await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill('ana@example.com');
    await page.getByRole('textbox', { name: /^Mensaje/ }).fill('Hola');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Ocurrió un error. Por favor, inténtalo de nuevo.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana');
    await expect(page.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('Hola');
  });

  test('keeps what the visitor typed before the page was interactive', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/contactUs', { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: /^Nombre/ }).fill('Ana');
    await page.getByRole('textbox', { name: /^Mensaje/ }).fill('Escrito pronto');
    release();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ana');
    await expect(page.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue('Escrito pronto');
    // What was typed counts as filled in; only the fields left empty are reported.
    await expect(page.getByRole('textbox', { name: /^Nombre/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
