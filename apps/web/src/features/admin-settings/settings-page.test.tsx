import type { StaffRole } from '@app/shared/auth';
import { UNSUPPORTED_IMAGE_TYPE } from '@app/shared/images';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import site from '../../../../server/content/site.json';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { SettingsPage } from './settings-page';

const status = {
  'GET /mail/status': { status: 200, data: { configured: false, from: 'x <a@b.c>', businessEmail: null } },
  'GET /google-mybusiness/status': { status: 200, data: { configured: false } },
  'GET /settings': { status: 200, data: { reviewsPublishWithoutApproval: false } },
};

const renderSettings = (role: StaffRole = 'owner', lang: 'en' | 'es' = 'en') =>
  renderWithProviders(null, {
    lang,
    route: '/admin/settings',
    preloadedState: {
      auth: { admin: { id: 1, email: 'o@example.com', name: 'O', role }, status: 'succeeded', error: null },
    },
    routes: [
      {
        path: '/admin/settings',
        element: (
          <>
            <SettingsPage />
            <NotificationsHost />
          </>
        ),
      },
    ],
  });

describe('settings', () => {
  it('previews the new phone, refuses one that is not real on the field, then saves', async () => {
    const { calls } = fakeAdminApi({
      ...status,
      'GET /site': { status: 200, data: site },
      'PUT /site': (request) => ({ status: 200, data: request.body }),
    });
    const { user } = renderSettings();
    expect(await screen.findByText(/E-mail is not set up \(SMTP_URL\)/)).toBeVisible();
    const phone = await screen.findByRole('textbox', { name: 'US phone (digits with country code)' });

    // Pasted: typing a key at a time re-renders the whole form eleven times.
    await user.clear(phone);
    await user.click(phone);
    await user.paste('10005550177');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check this field: it is not valid.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(phone);
    await user.click(phone);
    await user.paste('13055550177');
    expect(screen.getByTestId('preview-phone-us')).toHaveTextContent('+1 (305) 555-0177');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the website shows the changes now.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ phones: { us: '13055550177' }, about: site.about });
    // A form of eighteen fields on a busy machine: a few seconds, never a timing assertion.
  }, 60_000);

  it('shows the review switch to the owner only, in Spanish too', async () => {
    fakeAdminApi({ ...status, 'GET /site': { status: 200, data: site } });
    const manager = renderSettings('manager', 'es');
    expect(await manager.findByText('Vista previa')).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Publicar reseñas nuevas sin aprobación' })).toBeNull();
    manager.unmount();
    renderSettings('owner', 'es');
    expect(
      await screen.findByRole('switch', { name: 'Publicar reseñas nuevas sin aprobación' }),
    ).not.toBeChecked();
  });

  const picture = `/api/uploads/${'a'.repeat(64)}.webp`;

  it('uploads the home picture, previews it, asks for its description in both languages, then saves', async () => {
    const { calls } = fakeAdminApi({
      ...status,
      'GET /site': { status: 200, data: site },
      'POST /uploads': { status: 201, data: { images: [picture] } },
      'PUT /site': (request) => ({ status: 200, data: request.body }),
    });
    const { user } = renderSettings();
    await user.upload(
      await screen.findByLabelText('Upload a picture (Home page picture)'),
      new File([new Uint8Array([137, 80, 78, 71])], 'terrace.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByTestId('preview-picture-home')).toHaveAttribute('src', picture));
    expect(screen.getByLabelText('Replace the picture (Home page picture)')).toBeInTheDocument();

    // The description is required in both languages before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Check this field: it is not valid.')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('textbox', { name: 'Description of the picture (Spanish)' }));
    await user.paste('La terraza frente al mar');
    await user.click(screen.getByRole('textbox', { name: 'Description of the picture (English)' }));
    await user.paste('The oceanfront terrace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the website shows the changes now.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      pictures: {
        home: { url: picture, alt: { es: 'La terraza frente al mar', en: 'The oceanfront terrace' } },
      },
    });
  }, 60_000);

  it('refuses a file over 10 MB and one the server finds is not an image, in Spanish, keeping the picture', async () => {
    const founder = { url: picture, alt: { es: 'Martín en la marina', en: 'Martín at the marina' } };
    const { calls } = fakeAdminApi({
      ...status,
      'GET /site': { status: 200, data: { ...site, pictures: { founder } } },
      'POST /uploads': {
        status: 415,
        data: { message: UNSUPPORTED_IMAGE_TYPE, code: 'UNSUPPORTED_IMAGE_TYPE' },
      },
    });
    const { user } = renderSettings('manager', 'es');
    const input = await screen.findByLabelText('Reemplazar la imagen (Foto del fundador)');
    expect(screen.getByTestId('preview-picture-founder')).toHaveAttribute('alt', 'Martín en la marina');

    const huge = new File(['x'], 'enorme.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByText('enorme.png pesa más de 10 MB.')).toBeVisible();
    expect(calls.filter((c) => c.url === '/uploads')).toEqual([]);

    await user.upload(input, new File(['%PDF-1.7'], 'factura.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText(
        'Este archivo no es una foto que el sitio pueda mostrar: elige una imagen JPEG, PNG, WebP, AVIF o GIF.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('preview-picture-founder')).toHaveAttribute('src', picture);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('says in Spanish when the server finds the picture was never uploaded', async () => {
    const home = { url: picture, alt: { es: 'La terraza', en: 'The terrace' } };
    fakeAdminApi({
      ...status,
      'GET /site': { status: 200, data: { ...site, pictures: { home } } },
      'PUT /site': {
        status: 400,
        data: {
          message: 'pictures.home.url: must be an image uploaded to this site',
          code: 'VALIDATION',
          details: {
            fields: [{ field: 'pictures.home.url', message: 'must be an image uploaded to this site' }],
          },
        },
      },
    });
    const { user } = renderSettings('owner', 'es');
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Esta imagen no se subió al sitio: vuelve a subirla.')).toBeVisible();
    expect(screen.queryByText('Guardado: el sitio ya muestra los cambios.')).toBeNull();
  });
});
