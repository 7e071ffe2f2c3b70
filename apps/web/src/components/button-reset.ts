/**
 * What MUI's ButtonBase does to a <button> without its ripple and transition code (about 7 KB gzipped
 * of every page's first download): for the top bar's and the language menu's buttons. Put it first in
 * an sx array; the theme's :focus-visible outline (app/theme.ts) marks keyboard focus.
 */
export const buttonResetSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  m: 0,
  p: 0,
  border: 0,
  borderRadius: 0,
  outline: 0,
  bgcolor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&::-moz-focus-inner': { borderStyle: 'none' },
} as const;
