import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverLog } from '../playwright.config.ts';
import { adminToken, e2eAdmin, expect, test } from './fixtures.ts';

// Named to run last (spec files run in name order, one worker): it reads the server's log of the whole
// run, at info level, after every other spec has logged in, failed logins, uploaded, paid and e-mailed.
test('no password, password hash, token or secret appears in the server log of the run', async ({
  request,
}) => {
  // Its own share of what could leak: a wrong password, a right one, a token used and a forged one.
  expect(
    // Another e-mail than the admin's: the admin's own attempts are limited to five in 15 minutes.
    (
      await request.post('/api/auth/login', {
        data: { email: 'nobody@example.com', password: 'wrong-password-x' },
      })
    ).status(),
  ).toBe(401);
  const token = await adminToken();
  expect((await request.get('/api/users', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    200,
  );
  expect(
    (await request.get('/api/users', { headers: { Authorization: 'Bearer forged.token.value' } })).status(),
  ).toBe(401);

  const log = readFileSync(serverLog, 'utf8');
  // The log is really there and has the requests in it.
  expect(log).toContain('"url":"/api/auth/login"');
  expect(log.split('\n').length).toBeGreaterThan(100);

  const jwtSecret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
  const secrets: Array<[string, string | RegExp]> = [
    ['the admin password', e2eAdmin.password],
    ['a wrong password typed at login', 'wrong-password-x'],
    ['the JWT secret', jwtSecret],
    ['an admin token', token],
    ['the signature of a token', token.split('.')[2] ?? token],
    ['a password hash', /scrypt\$\d+\$/],
    ['an Authorization header', /"authorization":/i],
  ];
  for (const [what, secret] of secrets) {
    if (typeof secret === 'string') expect(log.includes(secret), what).toBe(false);
    else expect(secret.test(log), what).toBe(false);
  }
});
