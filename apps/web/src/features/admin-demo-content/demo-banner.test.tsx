import type { StaffRole } from '@app/shared/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { DemoBanner } from './demo-banner';

const counts = { services: 19, clients: 8, reservations: 12, reviews: 7, listingReviews: 60 };
const none = { services: 0, clients: 0, reservations: 0, reviews: 0, listingReviews: 0 };

function renderBanner(role: StaffRole, lang: 'en' | 'es' = 'en') {
  const admin = { id: 1, email: 'ana@example.com', name: 'Ana', role };
  return renderWithProviders(
    <>
      <DemoBanner />
      <NotificationsHost />
    </>,
    { lang, preloadedState: { auth: { admin, status: 'succeeded', error: null } } },
  );
}

describe('demo content banner', () => {
  it('says what demo content is left and, for the owner, removes it all after a confirmation', async () => {
    let removed = false;
    const { calls } = fakeAdminApi({
      'GET /demo-content': () => ({
        status: 200,
        data: removed ? { present: false, counts: none } : { present: true, counts },
      }),
      'DELETE /demo-content': () => {
        removed = true;
        return { status: 200, data: { removed: counts, kept: { services: 0, clients: 0 } } };
      },
    });
    const { user } = renderBanner('owner');

    const banner = await screen.findByRole('region', { name: 'Demo content' });
    expect(banner).toHaveTextContent(
      'The website still shows demo content: 19 services, 8 clients, 12 reservations, 7 reviews, 60 sample listing reviews.',
    );
    await user.click(within(banner).getByRole('button', { name: 'Remove demo content' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove all demo content?' });
    expect(dialog).toHaveTextContent('Your own services, clients, reservations and reviews stay.');
    // Cancel is the safe default: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    // Once the dialog has gone (its exit transition), the page is reachable again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(banner).getByRole('button', { name: 'Remove demo content' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove demo content' }));
    expect(await screen.findByText('The demo content was removed.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Demo content' })).toBeNull());
  });

  it.each(['manager', 'agent', 'accountant'] as const)(
    'shows a %s the banner without the action',
    async (role) => {
      fakeAdminApi({ 'GET /demo-content': { status: 200, data: { present: true, counts } } });
      renderBanner(role);
      const banner = await screen.findByRole('region', { name: 'Demo content' });
      expect(banner).toHaveTextContent('Only the owner can remove it.');
      expect(within(banner).queryByRole('button')).toBeNull();
    },
  );

  it('shows nothing once no demo content is left, and speaks Spanish', async () => {
    fakeAdminApi({
      'GET /demo-content': { status: 200, data: { present: true, counts: { ...none, reviews: 1 } } },
    });
    renderBanner('owner', 'es');
    const banner = await screen.findByRole('region', { name: 'Contenido de demostración' });
    expect(banner).toHaveTextContent('El sitio todavía muestra contenido de demostración: 1 reseña.');
    expect(within(banner).getByRole('button', { name: 'Quitar el contenido de demostración' })).toBeVisible();
  });

  it('is absent when the server says none is present', async () => {
    const { calls } = fakeAdminApi({
      'GET /demo-content': { status: 200, data: { present: false, counts: none } },
    });
    renderBanner('owner');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
