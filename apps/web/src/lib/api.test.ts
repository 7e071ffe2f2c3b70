import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { ADMIN_TOKEN_KEY } from './admin-token';
import { ApiError, api, apiMessages, toApiError, toErrorMessage } from './api';
import { setLoginNavigator } from './login-redirect';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('api client', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('sends the admin token as a bearer token when there is one', async () => {
    const { requests } = fakeApi({ 'GET /auth/me': { status: 200, data: {} } });
    await api.get('/auth/me');
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'secret-token');
    await api.get('/auth/me');

    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[1]?.headers.Authorization).toBe('Bearer secret-token');
  });

  it('on 401 forgets the token and sends an admin page to the login', async () => {
    const navigate = vi.fn();
    setLoginNavigator(navigate);
    window.history.replaceState(null, '', '/admin/dashboard');
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    fakeApi({ 'GET /auth/me': { status: 401, data: { message: 'Invalid token', error: 'Unauthorized' } } });

    const error = await failure(api.get('/auth/me'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Unauthorized: Please log in again.');
    expect(error.status).toBe(401);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });

  it('on 401 outside /admin forgets the token but stays on the page', async () => {
    const navigate = vi.fn();
    setLoginNavigator(navigate);
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    fakeApi({ 'GET /reviews': { status: 401 } });

    const error = await failure(api.get('/reviews'));

    expect(error.message).toBe(apiMessages.unauthorized);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server message for wrong credentials instead of the session message', async () => {
    const navigate = vi.fn();
    setLoginNavigator(navigate);
    window.history.replaceState(null, '', '/admin/login');
    fakeApi({
      'POST /auth/login': {
        status: 401,
        data: { message: 'Invalid email or password', error: 'Unauthorized' },
      },
    });

    const error = await failure(api.post('/auth/login', { email: 'a@b.c', password: 'x' }));

    expect(error.message).toBe('Invalid email or password');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the message field',
      { message: 'Invalid service type: boats', error: 'Bad Request' },
      'Invalid service type: boats',
    ],
    ['the error field when there is no message', { error: 'Conflict' }, 'Conflict'],
    ['the generic message when the body says nothing', undefined, 'An error occurred'],
  ])('maps other errors to %s', async (_case, data, expected) => {
    fakeApi({ 'GET /cars': { status: 409, data } });
    const error = await failure(api.get('/cars'));
    expect(error.message).toBe(expected);
    expect(error.status).toBe(409);
  });

  it("puts the API's code on the error, and a code of its own when the answer says nothing", async () => {
    fakeApi({
      'POST /reservations': {
        status: 409,
        data: { message: 'These dates are not available', error: 'Conflict', code: 'STAY_OVERLAP' },
      },
      'GET /cars': { status: 502 },
      'GET /villas': 'no-response',
    });
    const overlap = await failure(api.post('/reservations', {}));
    expect([overlap.code, overlap.status, overlap.message]).toEqual([
      'STAY_OVERLAP',
      409,
      'These dates are not available',
    ]);
    expect((await failure(api.get('/cars'))).code).toBe('UNKNOWN_ERROR');
    expect((await failure(api.get('/villas'))).code).toBe('NO_RESPONSE');
  });

  it('says no response was received when the server cannot be reached', async () => {
    fakeApi({ 'GET /cars': 'no-response' });
    const error = await failure(api.get('/cars'));
    expect(error.message).toBe('No response received from server');
    expect(toErrorMessage(error)).toBe('No response received from server');
  });

  it('says the request could not be set up when it never left', () => {
    expect(toApiError(new AxiosError('bad config')).message).toBe('Error setting up the request');
    expect(toApiError(new TypeError('boom')).message).toBe('Error setting up the request');
  });

  it('gives slices a generic message for anything that is not an API error', () => {
    expect(toErrorMessage(new Error('internal detail'))).toBe('An error occurred');
  });
});
