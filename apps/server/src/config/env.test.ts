import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('environment', () => {
  it('has defaults that run the product with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', JWT_TTL: '12h', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
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

  it('accepts a PostgreSQL URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db' }).DATABASE_URL).toBe(
      'postgres://u:p@localhost:5432/db',
    );
  });
});
