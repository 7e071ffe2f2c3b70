import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Target =
  | { to: string; href?: never; onClick?: never }
  | { href: string; to?: never; onClick?: never }
  | {
      onClick: () => void;
      to?: never;
      href?: never;
    };

type PillButtonProps = Target & {
  children: ReactNode;
  /** 'contained': white on dark (the main action); 'outlined': a thin white border. */
  variant?: 'contained' | 'outlined';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Extra attributes of the anchor (target, rel). */
  target?: string;
  rel?: string;
  sx?: SxProps<Theme>;
};

/**
 * A large pill-shaped link or button that looks like the theme's contained/outlined MUI Button, for the
 * parts of the site in every page's first download (home hero, footer, error pages): MUI's Button and
 * its loading indicator cost about 3 KB gzipped there, and these need neither ripple nor loading state.
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
  target,
  rel,
}: PillButtonProps) {
  const element =
    to !== undefined
      ? { component: RouterLink, to }
      : href !== undefined
        ? { component: 'a', href }
        : { component: 'button', type: 'button', onClick };
  return (
    <Box
      {...(element as { component: 'a' })}
      {...(target ? { target } : {})}
      {...(rel ? { rel } : {})}
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
