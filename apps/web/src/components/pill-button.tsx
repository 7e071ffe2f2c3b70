import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Target =
  | { to: string; href?: never; onClick?: never; submit?: never }
  | { href: string; to?: never; onClick?: never; submit?: never }
  | { onClick: () => void; to?: never; href?: never; submit?: never }
  /** The submit button of the form it is in. */
  | { submit: true; to?: never; href?: never; onClick?: never };

type PillButtonProps = Target & {
  children: ReactNode;
  /**
   * 'contained': white on dark (the main action); 'outlined': a thin white border; 'text': no border, a
   * faint background on hover.
   */
  variant?: 'contained' | 'outlined' | 'text';
  /**
   * 'hero' (the default): the home page's large pill. 'large' and 'medium' have the measures of MUI's
   * Button of that size in this theme.
   */
  size?: 'hero' | 'large' | 'medium';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Extra attributes of the anchor (target, rel, download). */
  target?: string;
  rel?: string;
  download?: boolean;
  /** A button only: greyed and not clickable. */
  disabled?: boolean;
  /** A button only: disabled, with a spinning ring in place of the start icon (MUI's `loading`). */
  loading?: boolean;
  /** 'center': while loading the ring stands in the middle and the label is hidden (same width). */
  loadingPosition?: 'start' | 'center';
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  sx?: SxProps<Theme>;
};

const sizes = {
  hero: { minHeight: 52, px: 4, fontSize: 16, lineHeight: 1.2, '& svg': { fontSize: 20 } },
  // MUI's Button: 8px 22px (7px 21px and a 1px border when outlined), 15px text, 1.75 line height.
  large: { py: '7px', px: '21px', minWidth: 64, fontSize: 15, lineHeight: 1.75, '& svg': { fontSize: 22 } },
  medium: { py: '5px', px: '21px', minWidth: 64, fontSize: 14, lineHeight: 1.75, '& svg': { fontSize: 20 } },
} as const;

const variants = {
  contained: {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: 'primary.contrastText',
    '&:hover': { bgcolor: 'primary.dark', borderColor: 'primary.dark' },
  },
  outlined: {
    bgcolor: 'transparent',
    borderColor: 'rgba(255, 255, 255, 0.4)',
    color: 'text.primary',
    '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255, 255, 255, 0.06)' },
  },
  text: {
    bgcolor: 'transparent',
    borderColor: 'transparent',
    color: 'inherit',
    '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.08)' },
  },
} as const;

// The MUI sizes are greyed like MUI's disabled Button, hover included (the hero pill fades instead).
const disabledLikeMui = {
  contained: { bgcolor: 'action.disabledBackground', borderColor: 'transparent', color: 'action.disabled' },
  outlined: { borderColor: 'action.disabledBackground', color: 'action.disabled' },
  text: { color: 'action.disabled' },
} as const;

// MUI's Button puts its icons 4px into the padding.
const startIconSx = { display: 'inherit', ml: '-4px' } as const;
const endIconSx = { display: 'inherit', mr: '-4px' } as const;

/**
 * A pill-shaped link or button that looks like the theme's contained/outlined/text MUI Button, for the
 * public pages: MUI's Button, its ripple and its loading indicator are about 8 KB gzipped of a page's
 * first download (docs/decisions/0008), and these need neither ripple nor a JavaScript spinner.
 */
export function PillButton({
  children,
  variant = 'contained',
  size = 'hero',
  startIcon,
  endIcon,
  sx,
  to,
  href,
  onClick,
  submit,
  target,
  rel,
  download,
  disabled,
  loading = false,
  loadingPosition = 'start',
  'aria-haspopup': hasPopup,
  'aria-expanded': expanded,
  'aria-controls': controls,
}: PillButtonProps) {
  const element =
    to !== undefined
      ? { component: RouterLink, to }
      : href !== undefined
        ? { component: 'a', href }
        : {
            component: 'button',
            type: submit ? 'submit' : 'button',
            onClick,
            disabled: disabled || loading,
          };
  const centered = loading && loadingPosition === 'center';
  const start = loading && !centered ? <Box component="span" aria-hidden sx={spinnerSx} /> : startIcon;
  const hero = size === 'hero';
  return (
    <Box
      {...(element as { component: 'a' })}
      {...(target ? { target } : {})}
      {...(rel ? { rel } : {})}
      {...(download ? { download: true } : {})}
      {...(hasPopup ? { 'aria-haspopup': hasPopup } : {})}
      {...(expanded !== undefined ? { 'aria-expanded': expanded } : {})}
      {...(controls ? { 'aria-controls': controls } : {})}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          border: 1,
          borderRadius: 999,
          font: 'inherit',
          fontWeight: 600,
          letterSpacing: '0.01em',
          textDecoration: 'none',
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
          '&:disabled': { cursor: 'default', opacity: 0.5 },
          ...sizes[size],
          ...variants[variant],
          ...(hero ? {} : { '&:disabled': { pointerEvents: 'none', ...disabledLikeMui[variant] } }),
          ...(centered ? { position: 'relative' } : {}),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {start &&
        (hero ? (
          start
        ) : (
          <Box component="span" sx={startIconSx}>
            {start}
          </Box>
        ))}
      {centered ? (
        <>
          {/* Transparent, not hidden: the label still names the button. */}
          <Box component="span" sx={{ color: 'transparent' }}>
            {children}
          </Box>
          <Box component="span" aria-hidden sx={[spinnerSx, { position: 'absolute', inset: 0, m: 'auto' }]} />
        </>
      ) : (
        children
      )}
      {endIcon &&
        (hero ? (
          endIcon
        ) : (
          <Box component="span" sx={endIconSx}>
            {endIcon}
          </Box>
        ))}
    </Box>
  );
}

/** The loading ring: 16 px like MUI's, turning once a second; still when motion is reduced. */
const spinnerSx = {
  display: 'inline-block',
  width: 16,
  height: 16,
  boxSizing: 'border-box',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: 'pill-button-spin 1s linear infinite',
  '@keyframes pill-button-spin': { to: { transform: 'rotate(360deg)' } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;
