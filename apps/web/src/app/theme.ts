import { createTheme, responsiveFontSizes } from '@mui/material/styles';

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

/** Dark theme of SPEC.md section 9: primary white, secondary dark grey, #121212 / #1e1e1e. */
export const theme = responsiveFontSizes(
  createTheme({
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
      h1: { fontWeight: 700, letterSpacing: '-0.03em', lineHeight: 1.05 },
      h2: { fontWeight: 700, letterSpacing: '-0.02em' },
      h3: { fontWeight: 600, letterSpacing: '-0.015em' },
      h4: { fontWeight: 600, letterSpacing: '-0.01em' },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600, letterSpacing: '-0.005em' },
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
  }),
);
