import { createTheme } from '@mui/material/styles';
import { breakpoints, colors, fontFamily, headings, radii, spacingUnit, zIndex } from './design-tokens';

type Heading = (typeof headings)[keyof typeof headings];

/** A heading of the tokens, its size growing at sm, md and lg. */
function heading({ weight, sizes, letterSpacing, lineHeight }: Heading) {
  return {
    fontWeight: weight,
    letterSpacing,
    lineHeight,
    fontSize: sizes[0],
    [`@media (min-width:${breakpoints.sm}px)`]: { fontSize: sizes[1] },
    [`@media (min-width:${breakpoints.md}px)`]: { fontSize: sizes[2] },
    [`@media (min-width:${breakpoints.lg}px)`]: { fontSize: sizes[3] },
  };
}

/** The admin's MUI theme, from the design tokens (app/design-tokens.ts). */
export const theme = createTheme({
  breakpoints: { values: breakpoints },
  spacing: spacingUnit,
  zIndex: { appBar: zIndex.bar, modal: zIndex.dialog },
  palette: {
    mode: 'dark',
    // dark is the hover shade of contained buttons; MUI would derive a mid grey that reads as disabled.
    primary: { main: colors.primary, dark: colors.primaryHover, contrastText: colors.onPrimary },
    secondary: { main: colors.secondary, contrastText: colors.text },
    background: { default: colors.background, paper: colors.paper },
    divider: colors.divider,
  },
  shape: { borderRadius: radii.md },
  typography: {
    fontFamily,
    h1: heading(headings.h1),
    h2: heading(headings.h2),
    h3: heading(headings.h3),
    h4: heading(headings.h4),
    h5: heading(headings.h5),
    h6: heading(headings.h6),
    overline: { fontWeight: 600, letterSpacing: '0.2em' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.01em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A visible focus ring for keyboard users on every control and link.
        ':focus-visible': { outline: `2px solid ${colors.primary}`, outlineOffset: 2 },
        '::selection': { background: colors.selection },
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: radii.pill, paddingInline: 22 } },
    },
    MuiPaper: {
      // Keep paper at exactly #1e1e1e: no elevation overlay gradient in dark mode.
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
