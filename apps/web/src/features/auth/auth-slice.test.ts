import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { ADMIN_TOKEN_KEY } from '../../lib/admin-token';
import { api } from '../../lib/api';
import { authReducer, clearError, fetchMe, login, logout } from './auth-slice';

const admin = { id: 1, email: 'ana@example.com', name: 'Ana', role: 'owner' as const };
const credentials = { email: 'ana@example.com', password: 'secret' };

describe('auth slice', () => {
  it('starts signed out and idle', () => {
    expect(authReducer(undefined, { type: 'init' })).toEqual({ admin: null, status: 'idle', error: null });
  });

  it('is loading while logging in and forgets the previous error', () => {
    const state = authReducer(
      {
        admin: null,
        status: 'failed',
        error: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
      },
      login.pending('req', credentials),
    );
    expect(state).toEqual({ admin: null, status: 'loading', error: null });
  });

  it('keeps the admin when login or /auth/me succeeds', () => {
    expect(authReducer(undefined, login.fulfilled(admin, 'req', credentials))).toMatchObject({
      admin,
      status: 'succeeded',
    });
    expect(authReducer(undefined, fetchMe.fulfilled(admin, 'req'))).toMatchObject({
      admin,
      status: 'succeeded',
    });
  });

  it('stores the message and code the API client produced when a call fails, and clears it on demand', () => {
    const limited = {
      message: 'Too many login attempts. Try again in 1 minute.',
      code: 'RATE_LIMITED',
      details: { retryAfterMinutes: 1 },
    };
    const failed = authReducer(undefined, login.rejected(null, 'req', credentials, limited));
    expect(failed).toEqual({ admin: null, status: 'failed', error: limited });
    expect(authReducer(failed, clearError()).error).toBeNull();
  });

  it('logs out: the token and the admin are gone', () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'token');
    const store = makeStore({ auth: { admin, status: 'succeeded', error: null } }, { api });
    store.dispatch(logout());
    expect(store.getState().auth).toEqual({ admin: null, status: 'idle', error: null });
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
