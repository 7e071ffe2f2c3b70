import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProtectedRoute } from './protected-route';

const routes: RouteObject[] = [
  { path: '/admin/login', element: <h1>Login page</h1> },
  { element: <ProtectedRoute />, children: [{ path: '/admin/dashboard', element: <h1>Dashboard</h1> }] },
];

describe('ProtectedRoute', () => {
  it('sends a visitor without a token to the login page', async () => {
    const { requests } = fakeApi({});
    const { router } = renderWithProviders(null, { routes, route: '/admin/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/dashboard' } });
    expect(requests).toHaveLength(0);
  });

  it('sends an admin whose token the server rejects to the login page and forgets the token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    fakeApi({ 'GET /auth/me': { status: 401, data: { message: 'Invalid token', error: 'Unauthorized' } } });
    renderWithProviders(null, { routes, route: '/admin/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('shows the page once the server knows the token', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'valid');
    fakeApi({ 'GET /auth/me': { status: 200, data: { id: 1, email: 'ana@example.com', name: 'Ana' } } });
    renderWithProviders(null, { routes, route: '/admin/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('offers a retry when the check itself fails', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'valid');
    fakeApi({ 'GET /auth/me': 'no-response' });
    renderWithProviders(null, { routes, route: '/admin/dashboard' });

    expect(await screen.findByText('No response received from server')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
