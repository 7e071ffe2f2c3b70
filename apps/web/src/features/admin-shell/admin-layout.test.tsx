import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppDispatch } from '../../app/hooks';
import { AdminLayout } from '../../app/layouts/admin-layout';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminNotFound } from './admin-route-error';
import { notifyError, notifySuccess } from './notifications-slice';

const admin = { id: 1, email: 'ana@example.com', name: 'Ana Pérez', role: 'owner' as const };

function Notifier() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button
        type="button"
        onClick={() => dispatch(notifySuccess('admin-clients:messages.deleted', { name: 'Ana' }))}
      >
        success
      </button>
      <button type="button" onClick={() => dispatch(notifyError('Error deleting user'))}>
        failure
      </button>
    </>
  );
}

function renderLayout(route: string, lang: 'en' | 'es' = 'en') {
  fakeAdminApi(
    { 'GET /contact': { status: 200, data: [] }, 'GET /bookings': { status: 200, data: [] } },
    { 'GET /contact': { 'x-total-count': '2' }, 'GET /bookings': { 'x-total-count': '1' } },
  );
  window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
  return renderWithProviders(null, {
    lang,
    route,
    preloadedState: { auth: { admin, status: 'succeeded', error: null } },
    routes: [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { path: 'users', element: <h1>Clients page</h1> },
          { path: 'notify', element: <Notifier /> },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
      { path: '/admin/login', element: <h1>Login page</h1> },
    ],
  });
}

describe('admin layout', () => {
  it('marks the current section, names it in the top bar and shows the admin', async () => {
    renderLayout('/admin/users');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toHaveTextContent('Clients');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#admin-main');
  });

  it('shows how many inbox entries are unread', async () => {
    renderLayout('/admin/users');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: /Inbox\s*3 unread/ })).toBeInTheDocument();
  });

  it('logs out: the token is gone and the login page opens', async () => {
    const { user, router } = renderLayout('/admin/users');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('shows success and error messages in the snackbar, translated', async () => {
    const { user } = renderLayout('/admin/notify', 'es');
    await user.click(screen.getByRole('button', { name: 'success' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Ana se eliminó.');
    await user.click(within(status).getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'failure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al eliminar el cliente');
  });

  it('takes an error away when the admin moves to another page, but keeps a success said before moving', async () => {
    const { user, router } = renderLayout('/admin/notify');
    await user.click(screen.getByRole('button', { name: 'failure' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting user');
    await router.navigate('/admin/users');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await router.navigate('/admin/notify');
    await user.click(await screen.findByRole('button', { name: 'success' }));
    await router.navigate('/admin/users');
    expect(await screen.findByRole('status')).toHaveTextContent('Ana was deleted.');
  });

  it('answers an unknown admin page with a 404 inside the frame', () => {
    renderLayout('/admin/nothing-here');
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });
});
