import { createTheme } from '@mui/material/styles';

// System fonts only: nothing to download before the first paint.
const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * Heading sizes that grow with the screen, as MUI's responsiveFontSizes() computes them for this theme
 * (sm, md, lg), written out: that helper would be one more piece of every page's first download.
 */
function steps(xs: string, sm: string, md: string, lg: string) {
  return {
    fontSize: xs,
    '@media (min-width:600px)': { fontSize: sm },
    '@media (min-width:900px)': { fontSize: md },
    '@media (min-width:1200px)': { fontSize: lg },
  };
}

/** Dark theme of SPEC.md section 9: primary white, secondary dark grey, #121212 / #1e1e1e. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    // dark is the hover shade of contained buttons; MUI would derive a mid grey that reads as disabled.
    primary: { main: '#ffffff', dark: '#e6e6e6', contrastText: '#121212' },
    secondary: { main: '#424242', contrastText: '#ffffff' },
    background: { default: '#121212', paper: '#1e1e1e' },
    divider: 'rgba(255, 255, 255, 0.1)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: {
      fontWeight: 700,
      letterSpacing: '-0.03em',
      lineHeight: 1.05,
      ...steps('3.5rem', '4.7129rem', '5.3556rem', '6rem'),
    },
    h2: {
      fontWeight: 700,
      letterSpacing: '-0.02em',
      ...steps('2.375rem', '3.125rem', '3.3333rem', '3.75rem'),
    },
    h3: { fontWeight: 600, letterSpacing: '-0.015em', ...steps('2rem', '2.5707rem', '2.7849rem', '3rem') },
    h4: {
      fontWeight: 600,
      letterSpacing: '-0.01em',
      ...steps('1.5625rem', '1.8219rem', '2.0243rem', '2.125rem'),
    },
    h5: { fontWeight: 600, ...steps('1.25rem', '1.3118rem', '1.4993rem', '1.5rem') },
    h6: { fontWeight: 600, letterSpacing: '-0.005em', ...steps('1.125rem', '1.25rem', '1.25rem', '1.25rem') },
    overline: { fontWeight: 600, letterSpacing: '0.2em' },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: '0.01em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A visible focus ring for keyboard users on every control and link.
        ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
        '::selection': { background: 'rgba(255, 255, 255, 0.24)' },
        body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 22 } },
    },
    MuiPaper: {
      // Keep paper at exactly #1e1e1e: no elevation overlay gradient in dark mode.
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
