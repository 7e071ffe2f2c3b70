import type { StaffRole } from '@app/shared/auth';
import { screen } from '@testing-library/react';
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
});
