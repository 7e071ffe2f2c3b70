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

const labels = {
  en: { email: /^Email/, password: /^Password/, submit: 'Sign in' },
  es: { email: /Correo electrónico/, password: /^Contraseña/, submit: 'Iniciar sesión' },
};

/** Types the credentials and presses the button, in the page's language. */
async function signIn(user: ReturnType<typeof renderLogin>['user'], lang: 'en' | 'es', password: string) {
  await user.type(screen.getByLabelText(labels[lang].email), 'ana@example.com');
  await user.type(screen.getByLabelText(labels[lang].password), password);
  await user.click(screen.getByRole('button', { name: labels[lang].submit }));
}

const refuseLogins = (status: number, data: Record<string, unknown>) =>
  fakeApi({ 'POST /auth/login': { status, data } });
const wrongCredentials = {
  message: 'Invalid email or password',
  error: 'Unauthorized',
  code: 'INVALID_CREDENTIALS',
};

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
    refuseLogins(401, wrongCredentials);
    const { user } = renderLogin('es');

    await signIn(user, 'es', 'wrong');

    expect(await screen.findByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('takes the refusal away once a field is edited, in both languages', async () => {
    refuseLogins(401, wrongCredentials);
    const es = renderLogin('es');
    await signIn(es.user, 'es', 'wrong');
    expect(await screen.findByText('Correo electrónico o contraseña incorrectos')).toBeVisible();
    await es.user.type(screen.getByLabelText(/^Contraseña/), 'x');
    expect(screen.queryByText('Correo electrónico o contraseña incorrectos')).not.toBeInTheDocument();
    es.unmount();

    const en = renderLogin('en');
    await signIn(en.user, 'en', 'wrong');
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    await en.user.type(screen.getByLabelText(/^Email/), 'm');
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('words the rate limit by its code, with the minutes the server gives, in both languages', async () => {
    refuseLogins(429, {
      message: 'Too many login attempts. Try again in 15 minutes.',
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      details: { retryAfterMinutes: 15 },
    });
    const es = renderLogin('es');
    await signIn(es.user, 'es', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Inténtalo de nuevo en 15 minutos.',
    );
    es.unmount();

    const en = renderLogin('en');
    await signIn(en.user, 'en', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('shows the message the server sends when its code has no text here', async () => {
    refuseLogins(400, {
      message: 'email: must be an e-mail address',
      error: 'Bad Request',
      code: 'SOMETHING_NEW',
    });
    await signIn(renderLogin('es').user, 'es', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('email: must be an e-mail address');
  });
});
