import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { verifyPassword } from '../lib/password.ts';
import { adminsRepository } from '../modules/auth/admins.repository.ts';

const cli = fileURLToPath(new URL('./admin.ts', import.meta.url));

// The real command, as `npm run admin -- ...` runs it, on an embedded database of its own. Each run is
// a process that opens (the first time: creates) a PGlite database: room for a busy machine.
describe('npm run admin', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-cli-'));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    });
  const passwordOf = async (email: string) => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return (await adminsRepository.findByEmail(database.db, email))?.passwordHash ?? '';
    } finally {
      await database.close();
    }
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin with a generated password printed once, and refuses a duplicate', async () => {
    const created = run('create', 'Boss@Example.com', '--name', 'Boss');
    expect(created.status).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(password).toHaveLength(20);
    expect(await verifyPassword(password, await passwordOf('boss@example.com'))).toBe(true);

    const again = run('create', 'boss@example.com');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('An admin with the e-mail boss@example.com already exists');
  });

  it('resets a password, refusing a short one and an unknown admin', async () => {
    expect(run('reset-password', 'boss@example.com', '--password', 'short').stderr).toContain(
      'The password must be at least 10 characters',
    );
    const reset = run('reset-password', 'boss@example.com', '--password', 'a-new-long-password');
    expect(reset.status).toBe(0);
    expect(await verifyPassword('a-new-long-password', await passwordOf('boss@example.com'))).toBe(true);
    expect(run('reset-password', 'nobody@example.com').stderr).toContain(
      'No admin with the e-mail nobody@example.com',
    );
  });

  it('prints the usage for a wrong command', () => {
    const wrong = run('delete', 'x@example.com');
    expect(wrong.status).toBe(2);
    expect(wrong.stdout).toContain('npm run admin -- create <email>');
  });
});
