import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons on the right (below the title on a phone). */
  actions?: ReactNode;
  /** A way back to the list a form was opened from. */
  back?: { to: string; label: string };
}

/** The heading of every admin page: its one h1, what the page is for, its main actions. */
export function PageHeader({ title, subtitle, actions, back }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 2.5, md: 3.5 } }}>
      {back && (
        <Button
          component={RouterLink}
          to={back.to}
          size="small"
          color="inherit"
          startIcon={<ArrowBackIcon fontSize="small" />}
          sx={{ mb: 1, ml: -1.5, color: 'text.secondary' }}
        >
          {back.label}
        </Button>
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          // On a phone the actions share one row, each as wide as it can be.
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              flexShrink: 0,
              '& > *': { flex: { xs: '1 1 auto', sm: 'none' } },
            }}
          >
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
