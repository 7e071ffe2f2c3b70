import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One figure of the month: its name, the value, and what it counts. */
export function Figure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint: ReactNode;
  tone?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.75, sm: 2.5 }, borderRadius: 1.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: { xs: 22, sm: 28, lg: 30 },
            fontWeight: 700,
            lineHeight: 1.25,
            mt: 0.75,
            fontVariantNumeric: 'tabular-nums',
            color: tone,
            overflowWrap: 'anywhere',
          }}
        >
          {value}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}
        >
          {hint}
        </Typography>
      </Box>
    </Paper>
  );
}

/** A titled panel of the summary page (a chart, a list). */
export function Card({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ borderRadius: 1.5, minWidth: 0, overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          px: { xs: 2, sm: 2.5 },
          pt: { xs: 2, sm: 2.5 },
          pb: 1.5,
        }}
      >
        <Typography variant="h6" component="h3" sx={{ fontSize: 17 }}>
          {title}
        </Typography>
        {aside && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {aside}
          </Typography>
        )}
      </Box>
      {children}
    </Paper>
  );
}
