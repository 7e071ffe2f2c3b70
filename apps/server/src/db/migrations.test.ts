import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('committed migrations', () => {
  const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
  const files = readdirSync(folder).filter((f) => f.endsWith('.sql'));

  it('never name the public schema, so they apply to any schema on the search_path', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(readFileSync(`${folder}${file}`, 'utf8'), file).not.toContain('"public".');
  });
});
