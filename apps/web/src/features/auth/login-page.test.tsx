import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { LoginPage } from './login-page';

const admin = { id: 1, email: 'ana@example.com', name: 'Ana' };

function renderLogin(lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route: '/admin/login',
    routes: [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin', element: <h1>Admin home</h1> },
    ],
  });
}

describe('admin login', () => {
  it('asks for the missing fields and calls nothing', async () => {
    const { requests } = fakeApi({});
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Enter your email.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('rejects an address that is not an email', async () => {
    fakeApi({});
    const { user } = renderLogin();

    await user.type(screen.getByLabelText(/Email/), 'ana.example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
  });

  it('signs in: sends the credentials, keeps the token and opens the admin home', async () => {
    const { requests } = fakeApi({
      'POST /auth/login': { status: 200, data: { token: 'jwt-token', admin } },
    });
    const { user, store } = renderLogin();

    await user.type(screen.getByLabelText(/Email/), ' ana@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeVisible();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/auth/login',
        body: { email: 'ana@example.com', password: 'correct horse' },
      }),
    ]);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('jwt-token');
    expect(store.getState().auth?.admin).toEqual(admin);
  });

  it('shows that it is signing in while the server answers', async () => {
    let answer: (reply: { status: number; data?: unknown }) => void = () => {};
    fakeApi({ 'POST /auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled();
    answer({ status: 200, data: { token: 't', admin } });
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeVisible();
  });

  it('shows the server message on wrong credentials, in the visitor language, and keeps no token', async () => {
    fakeApi({
      'POST /auth/login': {
        status: 401,
        data: { message: 'Invalid email or password', error: 'Unauthorized' },
      },
    });
    const { user } = renderLogin('es');

    await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Contraseña/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('takes the refusal away once a field is edited, in both languages', async () => {
    fakeApi({
      'POST /auth/login': {
        status: 401,
        data: { message: 'Invalid email or password', error: 'Unauthorized' },
      },
    });
    const es = renderLogin('es');
    await es.user.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await es.user.type(screen.getByLabelText(/^Contraseña/), 'wrong');
    await es.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
    await es.user.type(screen.getByLabelText(/^Contraseña/), 'x');
    expect(screen.queryByText('Correo electrónico o contraseña incorrectos')).not.toBeInTheDocument();
    es.unmount();

    const en = renderLogin('en');
    await en.user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await en.user.type(screen.getByLabelText(/^Password/), 'wrong');
    await en.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    await en.user.type(screen.getByLabelText(/^Email/), 'm');
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('shows the rate-limit message the server sends', async () => {
    fakeApi({
      'POST /auth/login': {
        status: 429,
        data: { message: 'Too many attempts, try again in 15 minutes', error: 'Too Many Requests' },
      },
    });
    const { user } = renderLogin();

    await user.type(screen.getByLabelText(/Email/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, try again in 15 minutes');
  });
});
