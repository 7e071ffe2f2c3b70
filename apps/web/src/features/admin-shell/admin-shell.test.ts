import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { serviceInUseBy } from './admin-messages';
import { failureMessage } from './admin-thunk';
import { valueAxisWidth } from './bar-chart';
import { fieldIssues, toFieldIssue } from './form-issues';
import { dismiss, notificationsReducer, notify } from './notifications-slice';

describe('notifications slice', () => {
  it('queues messages in order and forgets the one dismissed', () => {
    let state = notificationsReducer(
      undefined,
      notify({ severity: 'success', key: 'admin-clients:messages.created' }),
    );
    state = notificationsReducer(state, notify({ severity: 'error', text: 'Error deleting user' }));
    expect(state.queue.map((n) => n.id)).toEqual([1, 2]);
    state = notificationsReducer(state, dismiss(1));
    expect(state.queue).toEqual([{ id: 2, severity: 'error', text: 'Error deleting user' }]);
  });

  it('shows the same message once when it comes twice in a row', () => {
    let state = notificationsReducer(undefined, notify({ severity: 'error', text: 'Error fetching users' }));
    state = notificationsReducer(state, notify({ severity: 'error', text: 'Error fetching users' }));
    expect(state.queue).toHaveLength(1);
  });

  it('announces the failures of the admin API by themselves, but not the quiet ones nor other slices', () => {
    const failed = (type: string, payload: unknown, quiet = false) => ({
      type: `${type}/rejected`,
      payload,
      meta: {
        rejectedWithValue: true,
        requestStatus: 'rejected',
        requestId: 'r',
        aborted: false,
        condition: false,
        baseQueryMeta: { headers: {}, quiet },
      },
      error: { message: 'Rejected' },
    });
    let state = notificationsReducer(
      undefined,
      failed('adminApi/executeQuery', { message: 'Error fetching users', status: 500 }),
    );
    state = notificationsReducer(state, failed('auth/login', 'Invalid email or password'));
    // Said where the admin acted: an endpoint that says `quiet` (the form, the delete dialog).
    state = notificationsReducer(
      state,
      failed('adminApi/executeMutation', { message: 'Error deleting user', status: 409 }, true),
    );
    expect(state.queue).toEqual([{ id: 1, severity: 'error', text: 'Error fetching users' }]);
  });

  it('keeps at most a few waiting, the one on screen included', () => {
    let state = notificationsReducer(undefined, { type: 'init' });
    for (let i = 0; i < 10; i += 1)
      state = notificationsReducer(state, notify({ severity: 'error', text: `error ${i}` }));
    expect(state.queue.map((n) => n.text)).toEqual(['error 0', 'error 7', 'error 8', 'error 9']);
  });
});

describe('failure messages', () => {
  it('prefers what the server said, else the fallback of the call', () => {
    expect(failureMessage(new ApiError('User not found', 404), 'Error fetching user by id')).toBe(
      'User not found',
    );
    expect(failureMessage(new ApiError('Internal Server Error', 500), 'Error deleting user')).toBe(
      'Error deleting user',
    );
    expect(failureMessage(new ApiError('An error occurred', 400), 'Error creating user')).toBe(
      'Error creating user',
    );
    expect(failureMessage(new ApiError('No response received from server'), 'Error fetching users')).toBe(
      'No response received from server',
    );
    expect(failureMessage(new TypeError('x'), 'Error updating user')).toBe('Error updating user');
  });

  it('recognises the 409 of a service in use', () => {
    expect(
      serviceInUseBy('This service cannot be deleted because reservations refer to it. Remove them.'),
    ).toBe('reservations');
    expect(serviceInUseBy('This service cannot be deleted because other records refer to it. x')).toBe('');
    expect(serviceInUseBy('Service not found')).toBeUndefined();
  });
});

describe('form issues', () => {
  it('turns zod issues into translatable reasons per field', () => {
    expect(
      toFieldIssue({ code: 'too_small', origin: 'string', minimum: 1, path: ['name'], message: '' }),
    ).toEqual({
      key: 'required',
    });
    expect(
      toFieldIssue({ code: 'too_small', origin: 'number', minimum: 0, path: ['price'], message: '' }),
    ).toEqual({
      key: 'notNegative',
    });
    expect(
      toFieldIssue({ code: 'too_big', origin: 'string', maximum: 100, path: ['model'], message: '' }),
    ).toEqual({
      key: 'maxLength',
      values: { count: 100 },
    });
    expect(toFieldIssue({ code: 'invalid_type', expected: 'int', path: ['rooms'], message: '' })).toEqual({
      key: 'wholeNumber',
    });
    expect(toFieldIssue({ code: 'custom', path: ['x'], message: 'Something else' })).toEqual({
      key: 'custom',
      values: { message: 'Something else' },
    });
  });

  it('keeps the first issue of each field, by path', () => {
    const issues = fieldIssues([
      { code: 'invalid_format', format: 'email', path: ['email'], message: '' },
      { code: 'too_big', origin: 'string', maximum: 254, path: ['email'], message: '' },
      { code: 'too_small', origin: 'string', minimum: 1, path: ['translations', 'name', 'en'], message: '' },
    ]);
    expect(issues).toEqual({ email: { key: 'email' }, 'translations.name.en': { key: 'required' } });
  });
});

describe('bar chart value axis', () => {
  const usd = (lang: string) => (value: number) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
      value,
    );

  it('is wide enough for its longest label on a phone too ($40,000 was cut to "$40,…" at 48 px)', () => {
    const en = valueAxisWidth([12_000, 38_500], usd('en-US'));
    expect(en).toBeGreaterThanOrEqual(usd('en-US')(40_000).length * 7);
    expect(en).toBeGreaterThan(48);
    const es = valueAxisWidth([12_000, 38_500], usd('es-US'));
    expect(es).toBeGreaterThanOrEqual(usd('es-US')(40_000).length * 7);
    expect(valueAxisWidth([40], (value) => `${value}%`, 100)).toBeLessThan(48);
  });
});
