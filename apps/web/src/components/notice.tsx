import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const tones = {
  success: { color: '#8fd19e', border: 'rgba(143, 209, 158, 0.5)' },
  error: { color: '#ff9a9a', border: 'rgba(255, 154, 154, 0.5)' },
} as const;

/**
 * A short outcome message in a public form (sent, or what went wrong), announced to screen readers:
 * 'error' as an alert, 'success' as a status unless `role` says otherwise. Lighter than MUI's Alert for
 * the public pages' budget.
 */
export function Notice({
  tone,
  role,
  children,
}: {
  tone: keyof typeof tones;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  const { color, border } = tones[tone];
  return (
    <Box
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      sx={{
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: border,
        borderRadius: '12px',
        color,
        fontSize: 14.5,
        lineHeight: 1.5,
      }}
    >
      {children}
    </Box>
  );
}
