import { describe, expect, it } from 'vitest';
import { checkServerEnv, EnvError, parseEnv } from './env.ts';

describe('environment', () => {
  it('has defaults that run the product with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', JWT_TTL: '12h', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads TRUST_PROXY as false, true, a hop count or proxy addresses (issue 20)', () => {
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      '::1',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(
      /TRUST_PROXY: must be false, true, a hop count/,
    );
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    const attempt = () =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', ADMIN_EMAIL: 'nope' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'JWT_SECRET: must be at least 32 characters',
        'ADMIN_EMAIL',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('syncs the listing reviews every 6 hours unless told otherwise', () => {
    expect(parseEnv({}).GOOGLE_SYNC_INTERVAL_MINUTES).toBe(360);
    expect(parseEnv({ GOOGLE_SYNC_INTERVAL_MINUTES: '30' }).GOOGLE_SYNC_INTERVAL_MINUTES).toBe(30);
    expect(() => parseEnv({ GOOGLE_SYNC_INTERVAL_MINUTES: '1' })).toThrow(/GOOGLE_SYNC_INTERVAL_MINUTES/);
  });

  it('syncs imported calendars every 30 minutes and fetches only public addresses unless told otherwise', () => {
    expect(parseEnv({}).CALENDAR_SYNC_INTERVAL_MINUTES).toBe(30);
    expect(parseEnv({ CALENDAR_SYNC_INTERVAL_MINUTES: '60' }).CALENDAR_SYNC_INTERVAL_MINUTES).toBe(60);
    expect(() => parseEnv({ CALENDAR_SYNC_INTERVAL_MINUTES: '0' })).toThrow(/CALENDAR_SYNC_INTERVAL_MINUTES/);
    expect(parseEnv({}).CALENDAR_FETCH_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ CALENDAR_FETCH_ALLOW_PRIVATE: 'true' }).CALENDAR_FETCH_ALLOW_PRIVATE).toBe(true);
    expect(() => parseEnv({ CALENDAR_FETCH_ALLOW_PRIVATE: 'yes' })).toThrow(
      /CALENDAR_FETCH_ALLOW_PRIVATE: must be true or false/,
    );
  });

  it('names the Google credentials missing from a partial set', () => {
    const google = {
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_REFRESH_TOKEN: 'refresh',
      GOOGLE_ACCOUNT_ID: '1',
      GOOGLE_LOCATION_ID: '2',
    };
    expect(parseEnv(google).GOOGLE_LOCATION_ID).toBe('2');
    expect(() => parseEnv({ ...google, GOOGLE_REFRESH_TOKEN: '', GOOGLE_LOCATION_ID: undefined })).toThrow(
      /GOOGLE_REFRESH_TOKEN: required when[^\n]*\n\s+GOOGLE_LOCATION_ID: required when/,
    );
  });

  it('accepts a PostgreSQL URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).DATABASE_URL).toBe(
      'postgres://u:p@localhost:5432/db',
    );
  });

  it('requires PUBLIC_URL in production on PostgreSQL, not for the demo or in development (issue 20)', () => {
    const server = (source: NodeJS.ProcessEnv) => () => checkServerEnv(parseEnv(source));
    const postgres = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };
    expect(server(postgres)).toThrow(/PUBLIC_URL: required in production on PostgreSQL/);
    expect(server({ ...postgres, NODE_ENV: 'production', PUBLIC_URL: '' })).toThrow(EnvError);
    expect(server({ ...postgres, PUBLIC_URL: 'https://www.example.com' })).not.toThrow();
    expect(server({ ...postgres, NODE_ENV: 'development' })).not.toThrow();
    expect(server({ NODE_ENV: 'production' })).not.toThrow();
  });
});
