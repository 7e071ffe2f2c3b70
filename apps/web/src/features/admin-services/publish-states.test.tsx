import type { Service } from '@app/shared/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { ServiceFormPage } from './service-form-page';
import { ServicesPage } from './services-page';

const car = (id: number, brand: string, extra: Partial<Service> = {}): Service => ({
  id,
  brand,
  model: 'GT',
  description: '',
  price: 500,
  passengers: 2,
  images: [],
  published: true,
  ...extra,
});

function renderAt(route: string, lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route,
    routes: [
      {
        path: '/admin/services/:type',
        element: (
          <>
            <ServicesPage />
            <NotificationsHost />
          </>
        ),
      },
      { path: '/admin/services/:type/new', element: <ServiceFormPage /> },
      { path: '/admin/services/:type/edit/:id', element: <ServiceFormPage /> },
    ],
  });
}

describe('publish switch of the service form', () => {
  it('says on the switch that a service without a price cannot be published, and sends nothing', async () => {
    const { calls } = fakeAdminApi({ 'POST /cars': { status: 201, data: car(9, 'Bentley') } });
    const { user } = renderAt('/admin/services/cars/new', 'es');

    await user.type(screen.getByLabelText(/^Marca/), 'Bentley');
    const publish = screen.getByRole('switch', { name: 'Publicado en el sitio' });
    expect(publish).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Crear auto' }));

    const why = 'Un servicio sin precio no se puede publicar: indica un precio o desactiva la publicación.';
    expect(screen.getByText(why)).toBeVisible();
    expect(publish).toHaveAccessibleDescription(why);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    // Hidden, it saves without a price (a car not ready yet).
    await user.click(publish);
    expect(screen.queryByText(why)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crear auto' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      brand: 'Bentley',
      published: false,
    });
  });

  it('shows the server refusing to publish on the switch, in the admin language', async () => {
    fakeAdminApi({
      'GET /cars/1': { status: 200, data: car(1, 'Ferrari') },
      'PUT /cars/1': {
        status: 400,
        data: {
          message: 'published: a service without a price cannot be published',
          error: 'Bad Request',
          code: 'SERVICE_PRICE_REQUIRED',
        },
      },
    });
    const { user, router } = renderAt('/admin/services/cars/edit/1', 'es');
    await user.click(await screen.findByRole('button', { name: 'Guardar cambios' }));
    const publish = screen.getByRole('switch', { name: 'Publicado en el sitio' });
    await waitFor(() =>
      expect(publish).toHaveAccessibleDescription('Un servicio sin precio no se puede publicar.'),
    );
    expect(router.state.location.pathname).toBe('/admin/services/cars/edit/1');
  });

  it('opens a hidden service with the switch off and says what hidden means', async () => {
    fakeAdminApi({ 'GET /cars/1': { status: 200, data: car(1, 'Ferrari', { published: false }) } });
    renderAt('/admin/services/cars/edit/1');
    const publish = await screen.findByRole('switch', { name: 'Published on the website' });
    expect(publish).not.toBeChecked();
    expect(publish).toHaveAccessibleDescription(/^Hidden: only the back-office sees it/);
  });
});

describe('publish states in the services list', () => {
  it.each([
    ['en', ['Published', 'Hidden']],
    ['es', ['Publicado', 'Oculto']],
  ] as const)('shows each service state as a chip (%s)', async (lang, labels) => {
    fakeAdminApi({
      'GET /cars': { status: 200, data: [car(1, 'Aston'), car(2, 'Bentley', { published: false })] },
    });
    renderAt('/admin/services/cars', lang);
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText(labels[0])).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText(labels[1])).toBeVisible();
    // Only the published one has a public page to open.
    const publicPages = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    expect(publicPages.map((link) => link.getAttribute('href'))).toEqual(['/services/cars/1']);
  });

  it('says a deleted service with reservations was archived, lists it apart and restores it', async () => {
    const bentley = car(2, 'Bentley');
    const archived = { ...bentley, published: false, archived: true };
    let restored = false;
    const { calls } = fakeAdminApi({
      'GET /cars': { status: 200, data: [car(1, 'Aston'), bentley] },
      'GET /cars?scope=archived&limit=500': () => ({ status: 200, data: restored ? [] : [archived] }),
      'DELETE /cars/2': {
        status: 200,
        data: { archived: true, message: 'archived', service: archived },
      },
      'POST /cars/2/restore': () => {
        restored = true;
        return { status: 200, data: { ...bentley, published: false } };
      },
    });
    const { user } = renderAt('/admin/services/cars');

    await user.click(await screen.findByRole('button', { name: 'Delete Bentley GT' }));
    await user.click(screen.getByRole('button', { name: 'Delete car' }));
    expect(
      await screen.findByText(
        'Bentley GT has reservations, so it was archived (hidden and kept) instead of deleted.',
      ),
    ).toBeVisible();

    const section = await screen.findByRole('region', { name: '1 archived' });
    await user.click(within(section).getByRole('button', { name: 'Show archived' }));
    expect(within(section).getByText('Archived')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Restore Bentley GT' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/cars/2/restore')).toBe(true));
    expect(
      await screen.findByText('Bentley GT was restored, hidden: publish it when it is ready.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: '1 archived' })).toBeNull());
  });
});
