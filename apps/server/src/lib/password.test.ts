import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret-pässword');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('s3cret');
    expect(await verifyPassword('s3cret-pässword', hash)).toBe(true);
    expect(await verifyPassword('s3cret-passwort', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('generates long passwords without look-alike characters', () => {
    const password = generatePassword();
    expect(password).toHaveLength(20);
    expect(password).not.toMatch(/[0O1lI]/);
  });
});
