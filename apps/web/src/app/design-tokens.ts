/**
 * The design tokens, defined once: the public stylesheets read them as CSS custom properties
 * (build/design-tokens.ts writes `virtual:design-tokens.css` from tokenCustomProperties) and the
 * admin's MUI theme is built from them (app/theme.ts). Dark theme of SPEC.md section 9.
 */
export const colors = {
  /** SPEC.md section 9: primary white. */
  primary: '#ffffff',
  /** The hover shade of the main (white) action. */
  primaryHover: '#e6e6e6',
  /** Text on the primary colour. */
  onPrimary: '#121212',
  /** SPEC.md section 9: secondary dark grey. */
  secondary: '#424242',
  /** SPEC.md section 9: default background. */
  background: '#121212',
  /** SPEC.md section 9: paper (cards, dialogs, panels). */
  paper: '#1e1e1e',
  text: '#ffffff',
  textSecondary: 'rgba(255, 255, 255, 0.7)',
  textMuted: 'rgba(255, 255, 255, 0.5)',
  divider: 'rgba(255, 255, 255, 0.1)',
  hairline: 'rgba(255, 255, 255, 0.08)',
  hover: 'rgba(255, 255, 255, 0.08)',
  selection: 'rgba(255, 255, 255, 0.24)',
  /** The translucent top bar, and the same opaque while the phone menu covers the page. */
  bar: 'rgba(14, 14, 16, 0.72)',
  barOpaque: 'rgb(14, 14, 16)',
  /** The stars of the ratings. */
  star: '#f5c15c',
  error: '#f44336',
  errorText: '#f6a5a0',
  success: '#66bb6a',
  disabled: 'rgba(255, 255, 255, 0.3)',
  disabledBackground: 'rgba(255, 255, 255, 0.12)',
} as const;

/** System fonts: nothing to download before the first paint. */
export const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Widths (px) where the layout changes; the same names as MUI's breakpoints. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Heading sizes at xs, sm, md and lg (the steps MUI's responsiveFontSizes() computed for this theme). */
type Steps = readonly [xs: string, sm: string, md: string, lg: string];
interface HeadingStyle {
  weight: number;
  letterSpacing: string;
  lineHeight: number;
  sizes: Steps;
}
export const headings = {
  h1: {
    weight: 700,
    letterSpacing: '-0.03em',
    lineHeight: 1.05,
    sizes: ['3.5rem', '4.7129rem', '5.3556rem', '6rem'],
  },
  h2: {
    weight: 700,
    letterSpacing: '-0.02em',
    lineHeight: 1.2,
    sizes: ['2.375rem', '3.125rem', '3.3333rem', '3.75rem'],
  },
  h3: {
    weight: 600,
    letterSpacing: '-0.015em',
    lineHeight: 1.167,
    sizes: ['2rem', '2.5707rem', '2.7849rem', '3rem'],
  },
  h4: {
    weight: 600,
    letterSpacing: '-0.01em',
    lineHeight: 1.235,
    sizes: ['1.5625rem', '1.8219rem', '2.0243rem', '2.125rem'],
  },
  h5: {
    weight: 600,
    letterSpacing: '0em',
    lineHeight: 1.334,
    sizes: ['1.25rem', '1.3118rem', '1.4993rem', '1.5rem'],
  },
  h6: {
    weight: 600,
    letterSpacing: '-0.005em',
    lineHeight: 1.6,
    sizes: ['1.125rem', '1.25rem', '1.25rem', '1.25rem'],
  },
} as const satisfies Record<string, HeadingStyle>;

/** The spacing unit (px): the public CSS writes calc(var(--space) * n), MUI's theme.spacing(n). */
export const spacingUnit = 8;

export const radii = { sm: 4, md: 10, lg: 16, pill: 999 } as const;

/** The widest a page's content gets (MUI's Container maxWidth="lg") and its side padding. */
export const container = { maxWidth: 1200, gutter: 16, gutterSm: 24 } as const;

/** Height of the fixed top bar: pages start below it. */
export const topBarHeight = { xs: 64, sm: 72 } as const;

export const zIndex = { bar: 1100, dialog: 1300 } as const;

/** The custom properties of :root, in the order they are written. */
export function tokenCustomProperties(): Record<string, string> {
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) properties[`--color-${kebab(name)}`] = value;
  properties['--font-text'] = fontFamily;
  properties['--space'] = `${spacingUnit}px`;
  for (const [name, value] of Object.entries(radii)) properties[`--radius-${name}`] = `${value}px`;
  properties['--container-max'] = `${container.maxWidth}px`;
  properties['--gutter'] = `${container.gutter}px`;
  properties['--bar-height'] = `${topBarHeight.xs}px`;
  properties['--z-bar'] = String(zIndex.bar);
  properties['--z-dialog'] = String(zIndex.dialog);
  for (const [name, style] of Object.entries(headings)) {
    const heading = style as HeadingStyle;
    properties[`--${name}-weight`] = String(heading.weight);
    properties[`--${name}-tracking`] = heading.letterSpacing;
    properties[`--${name}-leading`] = String(heading.lineHeight);
    properties[`--${name}-size`] = heading.sizes[0];
  }
  return properties;
}

/** The stylesheet of the tokens: :root custom properties, with the sizes that change at sm, md, lg. */
export function tokenStylesheet(): string {
  const block = (selector: string, properties: Record<string, string>) =>
    `${selector}{${Object.entries(properties)
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}`;
  const steps = (['sm', 'md', 'lg'] as const).map((breakpoint, index) => {
    const properties: Record<string, string> = {};
    for (const [name, style] of Object.entries(headings)) {
      properties[`--${name}-size`] = (style as HeadingStyle).sizes[index + 1] ?? '';
    }
    if (breakpoint === 'sm') {
      properties['--gutter'] = `${container.gutterSm}px`;
      properties['--bar-height'] = `${topBarHeight.sm}px`;
    }
    return `@media (min-width:${breakpoints[breakpoint]}px){${block(':root', properties)}}`;
  });
  return [block(':root', tokenCustomProperties()), ...steps].join('\n');
}
