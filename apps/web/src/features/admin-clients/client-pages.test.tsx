import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { ClientCreatePage, ClientEditPage } from './client-pages';
import { ClientsListPage } from './clients-list-page';

const ana = {
  id: 7,
  name: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  phone: '+1 305 555 0101',
  address: '',
  city: 'Miami',
  country: 'United States',
  notes: '',
  language: 'es' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function renderAt(route: string, lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route,
    routes: [
      {
        path: '/admin/users',
        element: (
          <>
            <ClientsListPage />
            <NotificationsHost />
          </>
        ),
      },
      {
        path: '/admin/users/create',
        element: (
          <>
            <ClientCreatePage />
            <NotificationsHost />
          </>
        ),
      },
      {
        path: '/admin/users/edit/:id',
        element: (
          <>
            <ClientEditPage />
            <NotificationsHost />
          </>
        ),
      },
    ],
  });
}

describe('new client form', () => {
  it('says what is missing or wrong, in the admin language, and sends nothing', async () => {
    const { calls } = fakeAdminApi({});
    const { user } = renderAt('/admin/users/create', 'es');

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana.example.com');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));

    expect(screen.getByLabelText(/^Nombre/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Este campo es obligatorio.')).toBeVisible();
    expect(screen.getByText('Introduce un correo electrónico válido.')).toBeVisible();
    expect(screen.getByText('Revisa los 2 campos marcados.')).toBeVisible();
    expect(screen.getByLabelText(/^Nombre/)).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('creates the client with the values the shared schema cleaned, and goes back to the list', async () => {
    const { calls } = fakeAdminApi({
      'POST /users': { status: 201, data: ana },
      'GET /users': { status: 200, data: [ana] },
    });
    const { user, router } = renderAt('/admin/users/create');

    await user.type(screen.getByLabelText(/^Name/), '  Ana ');
    await user.type(screen.getByLabelText('Last name'), 'García');
    await user.type(screen.getByLabelText('E-mail'), 'ANA@example.com');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/users',
      body: expect.objectContaining({
        name: 'Ana',
        lastname: 'García',
        email: 'ana@example.com',
        language: 'es',
      }),
    });
    expect(await screen.findByText('Ana García was added to your clients.')).toBeVisible();
  });

  it('keeps what was typed when the server refuses, and points at the e-mail already in use', async () => {
    fakeAdminApi({
      'POST /users': {
        status: 409,
        data: { message: 'A client with this e-mail already exists', error: 'Conflict' },
      },
    });
    const { user, router } = renderAt('/admin/users/create');

    await user.type(screen.getByLabelText(/^Name/), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');
    // Said once, on the field: no banner, no "check the fields" warning, no toast.
    expect(email).toHaveAccessibleDescription('A client with this e-mail already exists');
    expect(screen.getAllByText('A client with this e-mail already exists')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/create');

    await user.type(email, 'x');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('A client with this e-mail already exists')).not.toBeInTheDocument();
  });

  it('says the e-mail is taken once, in Spanish', async () => {
    fakeAdminApi({
      'POST /users': {
        status: 409,
        data: { message: 'A client with this e-mail already exists', error: 'Conflict' },
      },
    });
    const { user } = renderAt('/admin/users/create', 'es');
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        'Ya existe un cliente con este correo electrónico',
      ),
    );
    expect(screen.getAllByText('Ya existe un cliente con este correo electrónico')).toHaveLength(1);
  });

  it('refuses a phone that is not a number, in both languages, and sends a real one as typed', async () => {
    const { calls } = fakeAdminApi({ 'POST /users': { status: 201, data: ana } });
    const { user, unmount } = renderAt('/admin/users/create', 'es');
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
    await user.type(screen.getByLabelText('Teléfono'), 'llámame');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'El número de teléfono no es válido: incluye el código de país, por ejemplo +54 9 11 5555 0123',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveFocus();
    expect(calls).toHaveLength(0);
    unmount();

    const en = renderAt('/admin/users/create');
    await en.user.type(screen.getByLabelText(/^Name/), 'Ana');
    await en.user.type(screen.getByLabelText('Phone'), '12345');
    await en.user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'The phone number is not valid: include the country code, e.g. +54 9 11 5555 0123',
    );
    await en.user.clear(screen.getByLabelText('Phone'));
    await en.user.type(screen.getByLabelText('Phone'), '(305) 555-0101');
    await en.user.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ phone: '+13055550101' });
  });

  it('shows the fallback of SPEC.md in Spanish when the server fails', async () => {
    fakeAdminApi({ 'POST /users': { status: 500, data: { message: 'Internal Server Error' } } });
    const { user } = renderAt('/admin/users/create', 'es');

    await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Crear cliente' }));

    expect((await screen.findAllByText('Error al crear el cliente')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Ana');
  });
});

describe('edit client form', () => {
  it('loads the client, sends the changes to PUT /users/:id', async () => {
    const { calls } = fakeAdminApi({
      'GET /users/7': { status: 200, data: ana },
      'PUT /users/7': { status: 200, data: { ...ana, city: 'Doral' } },
      'GET /users': { status: 200, data: [] },
    });
    const { user, router } = renderAt('/admin/users/edit/7');

    const city = await screen.findByLabelText('City');
    expect(screen.getByRole('heading', { level: 1, name: 'Ana García' })).toBeVisible();
    await user.clear(city);
    await user.type(city, 'Doral');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/users/7',
      body: expect.objectContaining({ city: 'Doral', name: 'Ana' }),
    });
  });

  it('shows the not-found page for a client that does not exist', async () => {
    fakeAdminApi({
      'GET /users/99': { status: 404, data: { message: 'User not found', error: 'Not Found' } },
    });
    renderAt('/admin/users/edit/99');
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
});

describe('clients list', () => {
  it('lists a page of clients with the total, and deletes one after confirming', async () => {
    const { calls } = fakeAdminApi(
      {
        'GET /users': { status: 200, data: [ana] },
        'DELETE /users/7': { status: 204 },
      },
      { 'GET /users': { 'x-total-count': '1' } },
    );
    const { user } = renderAt('/admin/users');

    expect(await screen.findByRole('link', { name: 'Ana García' })).toHaveAttribute(
      'href',
      '/admin/users/edit/7',
    );
    expect(screen.getByText('1 client')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Ana García' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this client?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete client' }));

    expect(await screen.findByText('Ana García was deleted.')).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/users/7')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Ana García' })).not.toBeInTheDocument();
  });

  it('shows clearly why a client with reservations cannot be deleted', async () => {
    fakeAdminApi({
      'GET /users': { status: 200, data: [ana] },
      'DELETE /users/7': {
        status: 409,
        data: {
          message: 'This client has reservations and cannot be deleted. Delete or reassign them first.',
          error: 'Conflict',
        },
      },
    });
    const { user } = renderAt('/admin/users', 'es');

    await user.click(await screen.findByRole('button', { name: 'Eliminar a Ana García' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar cliente' }));

    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText(
        'Este cliente tiene reservas y no se puede eliminar. Elimina o reasigna sus reservas primero.',
      ),
    ).toBeVisible();
    // Once, in the dialog: no toast repeats it.
    expect(
      screen.getAllByText(
        'Este cliente tiene reservas y no se puede eliminar. Elimina o reasigna sus reservas primero.',
      ),
    ).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Ana García' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches on the server after a pause in typing, from the first page', async () => {
    const { calls } = fakeAdminApi({ 'GET /users': { status: 200, data: [] } });
    const { user, router } = renderAt('/admin/users?page=3');

    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'garcía');

    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ q: 'garcía', offset: 0 }));
    expect(router.state.location.search).toBe('?q=garc%C3%ADa');
    expect(await screen.findByText('No clients match “garcía”')).toBeVisible();
  });
});
