import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { lockDataDir } from './data-dir-lock.ts';

// A real second process and a real PGlite database: room for a busy machine, no timed assertion.
describe('data directory lock', { timeout: 120_000 }, () => {
  it('refuses a second process on the same PGlite directory with a clear error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      // A real second process: the same code opening the same directory.
      const script = `import('${fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url))}').then(m => { try { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); } catch (e) { console.log(e.constructor.name + ': ' + e.message); } })`;
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
      expect(child.stdout).toContain('DataDirLockedError: The data directory');
      expect(child.stdout).toContain(`in use by another process (pid ${process.pid})`);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-test-'));
    writeFileSync(path.join(dir, '.lock'), '999999');
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });
});
