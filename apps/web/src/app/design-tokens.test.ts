import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, tokenStylesheet } from './design-tokens';
import { theme } from './theme';

describe('design tokens', () => {
  it('give the public stylesheets the dark colours of the specification', () => {
    const css = tokenStylesheet();
    expect(css).toContain('--color-background:#121212');
    expect(css).toContain('--color-paper:#1e1e1e');
    expect(css).toContain('--color-primary:#ffffff');
    expect(css).toContain('--color-secondary:#424242');
  });

  it('step the heading sizes up at the breakpoints the admin theme uses', () => {
    const css = tokenStylesheet();
    expect(css).toContain('--h1-size:3.5rem');
    expect(css).toMatch(/@media \(min-width:1200px\)\{:root\{[^}]*--h1-size:6rem/);
    expect(theme.typography.h1).toMatchObject({
      fontSize: '3.5rem',
      '@media (min-width:1200px)': { fontSize: '6rem' },
    });
    expect(theme.breakpoints.values).toEqual(breakpoints);
  });

  it('are the only breakpoints the public stylesheets use', () => {
    const sources = path.resolve(import.meta.dirname, '..');
    const sheets = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.css'),
    );
    expect(sheets.length).toBeGreaterThan(0);
    const allowed = new Set(Object.values(breakpoints).map(String));
    for (const sheet of sheets) {
      const css = readFileSync(path.join(sources, sheet), 'utf8');
      for (const [, width] of css.matchAll(/\((?:min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)) {
        // max-width queries end 0.05 px before a breakpoint, as MUI's down() does.
        const breakpoint = String(Math.round(Number(width)));
        expect(allowed, `${sheet}: ${width}px`).toContain(breakpoint);
      }
    }
  });
});
