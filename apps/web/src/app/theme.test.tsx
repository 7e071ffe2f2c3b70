import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { theme } from './theme';

describe('theme', () => {
  it('is the dark palette of the specification', () => {
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#ffffff');
    expect(theme.palette.background.default).toBe('#121212');
    expect(theme.palette.background.paper).toBe('#1e1e1e');
  });

  it('paints the page, surfaces and main buttons in those colours', () => {
    renderWithProviders(
      <Paper>
        <Button variant="contained">Book</Button>
      </Paper>,
    );

    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
    expect(getComputedStyle(document.body).color).toBe('rgb(255, 255, 255)');
    const button = screen.getByRole('button', { name: 'Book' });
    // MUI 9 paints buttons through a custom property; jsdom does not resolve var(), so read it.
    expect(getComputedStyle(button).backgroundColor).toBe('var(--variant-containedBg)');
    expect(getComputedStyle(button).getPropertyValue('--variant-containedBg')).toBe('#ffffff');
    const paper = button.parentElement as HTMLElement;
    expect(getComputedStyle(paper).backgroundColor).toBe('rgb(30, 30, 30)');
    expect(getComputedStyle(paper).backgroundImage).toBe('none');
  });

  it('uses a dark grey as the secondary colour', () => {
    const [r, g, b] = (theme.palette.secondary.main.match(/\w\w/g) ?? []).map((hex) =>
      Number.parseInt(hex, 16),
    );
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect(r).toBeLessThan(0x60);
  });

  it('is used with media queries only: the build leaves MUI’s container queries out', () => {
    const sources = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(path.join(sources, file), 'utf8');
      expect(text, file).not.toMatch(/['"`]@(?:xs|sm|md|lg|xl|\d|\/|['"`])|containerQueries|@container/);
    }
  });
});
