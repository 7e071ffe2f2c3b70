import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  /** Tighter, for a card on the dashboard. */
  dense?: boolean;
}

/** What a list or a card shows when there is nothing in it: says why and what to do next. */
export function EmptyState({ icon, title, message, action, dense = false }: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        px: 3,
        py: dense ? 3 : { xs: 5, md: 7 },
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1.5,
        color: 'text.secondary',
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ mb: 1.5, color: 'text.disabled', '& svg': { fontSize: dense ? 32 : 44 } }}>
          {icon}
        </Box>
      )}
      <Typography
        component="p"
        variant={dense ? 'subtitle1' : 'h6'}
        sx={{ color: 'text.primary', fontWeight: 600 }}
      >
        {title}
      </Typography>
      {message && (
        <Typography component="div" variant="body2" sx={{ mt: 0.75, maxWidth: 440, mx: 'auto' }}>
          {message}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Box>
  );
}
