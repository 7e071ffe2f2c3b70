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
  /** 'contained': white on dark (the main action); 'outlined': a thin white border. */
  variant?: 'contained' | 'outlined';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Extra attributes of the anchor (target, rel). */
  target?: string;
  rel?: string;
  /** A button only: greyed and not clickable. */
  disabled?: boolean;
  'aria-haspopup'?: 'dialog';
  sx?: SxProps<Theme>;
};

/**
 * A large pill-shaped link or button that looks like the theme's contained/outlined MUI Button, for the
 * parts of the site in every page's first download (home hero, footer, error pages): MUI's Button and
 * its loading indicator cost about 3 KB gzipped there, and these need neither ripple nor loading state.
 * The service page's Book Now form uses it too (MUI's Button and Alert were 12 KB of that page).
 */
export function PillButton({
  children,
  variant = 'contained',
  startIcon,
  endIcon,
  sx,
  to,
  href,
  onClick,
  submit,
  target,
  rel,
  disabled,
  'aria-haspopup': hasPopup,
}: PillButtonProps) {
  const element =
    to !== undefined
      ? { component: RouterLink, to }
      : href !== undefined
        ? { component: 'a', href }
        : { component: 'button', type: submit ? 'submit' : 'button', onClick, disabled };
  return (
    <Box
      {...(element as { component: 'a' })}
      {...(target ? { target } : {})}
      {...(rel ? { rel } : {})}
      {...(hasPopup ? { 'aria-haspopup': hasPopup } : {})}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          minHeight: 52,
          px: 4,
          border: 1,
          borderRadius: 999,
          font: 'inherit',
          fontSize: 16,
          fontWeight: 600,
          letterSpacing: '0.01em',
          lineHeight: 1.2,
          textDecoration: 'none',
          cursor: 'pointer',
          whiteSpace: 'nowrap',
          transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
          '& svg': { fontSize: 20 },
          '&:disabled': { cursor: 'default', opacity: 0.5 },
          ...(variant === 'contained'
            ? {
                bgcolor: 'primary.main',
                borderColor: 'primary.main',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark', borderColor: 'primary.dark' },
              }
            : {
                bgcolor: 'transparent',
                borderColor: 'rgba(255, 255, 255, 0.4)',
                color: 'text.primary',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255, 255, 255, 0.06)' },
              }),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {startIcon}
      {children}
      {endIcon}
    </Box>
  );
}
