import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Page heading of the catalogue: eyebrow, title, lead. */
export function PageHeading({
  eyebrow,
  title,
  lead,
  id,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  id?: string;
}) {
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography
        component="p"
        sx={{
          fontSize: 12,
          fontWeight: 600,
          letterSpacing: '0.2em',
          textTransform: 'uppercase',
          color: 'text.secondary',
          mb: 2,
        }}
      >
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        component="h1"
        sx={{
          fontSize: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.75rem)',
          fontWeight: 700,
          letterSpacing: '-0.03em',
          lineHeight: 1.05,
          mb: lead ? 2.5 : 0,
          textWrap: 'balance',
        }}
      >
        {title}
      </Typography>
      {lead && (
        <Typography
          component="p"
          sx={{
            fontSize: 'clamp(1rem, 0.95rem + 0.3vw, 1.2rem)',
            lineHeight: 1.65,
            color: 'text.secondary',
            maxWidth: 640,
          }}
        >
          {lead}
        </Typography>
      )}
    </Box>
  );
}

/** "← Back to ..." */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
        textDecoration: 'none',
        fontSize: 14,
        fontWeight: 500,
        py: 0.5,
        transition: 'color 150ms ease',
        '& svg': { fontSize: 18, transition: 'transform 150ms ease' },
        '&:hover': { color: 'text.primary' },
        '&:hover svg': { transform: 'translateX(-3px)' },
      }}
    >
      <ArrowBack aria-hidden />
      {children}
    </Box>
  );
}

/** An empty or failed list: an icon, what happened, what to do next. */
export function EmptyState({
  icon,
  title,
  message,
  action,
  headingLevel = 'h2',
}: {
  icon: ReactNode;
  title: string;
  message?: string;
  action?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: { xs: 8, md: 11 },
        px: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: '20px',
        background: 'radial-gradient(ellipse 60% 80% at 50% 0%, rgba(255,255,255,0.045), transparent 70%)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Typography component={headingLevel} sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {message && (
        <Typography
          component="p"
          sx={{ color: 'text.secondary', maxWidth: 440, mx: 'auto', lineHeight: 1.6 }}
        >
          {message}
        </Typography>
      )}
      {action && (
        <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {action}
        </Box>
      )}
    </Box>
  );
}
