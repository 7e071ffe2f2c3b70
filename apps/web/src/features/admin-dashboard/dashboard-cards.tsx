import type { ServiceType } from '@app/shared/catalog';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import SailingOutlinedIcon from '@mui/icons-material/SailingOutlined';
import VillaOutlinedIcon from '@mui/icons-material/VillaOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export const typeIcons: Record<ServiceType, ReactNode> = {
  cars: <DirectionsCarOutlinedIcon />,
  yachts: <SailingOutlinedIcon />,
  apartments: <ApartmentOutlinedIcon />,
  villas: <VillaOutlinedIcon />,
};

export function Card({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 1.5,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Box sx={{ flex: 1 }}>{children}</Box>
    </Paper>
  );
}

export interface StatProps {
  label: string;
  value: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  to?: string;
  emphasis?: boolean;
}

export function Stat({ label, value, hint, icon, to, emphasis = false }: StatProps) {
  const content = (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Box aria-hidden sx={{ display: 'grid', color: emphasis ? 'info.light' : 'text.disabled' }}>
          {icon}
        </Box>
      </Box>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 28, md: 34 }, fontWeight: 700, lineHeight: 1.2, mt: 1 }}
      >
        {value}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {hint}
      </Typography>
    </>
  );
  const sx = {
    p: { xs: 2, sm: 2.5 },
    borderRadius: 1.5,
    display: 'block',
    height: '100%',
    color: 'inherit',
    textDecoration: 'none',
    borderColor: emphasis ? 'info.dark' : 'divider',
    transition: 'border-color 120ms, background-color 120ms',
  } as const;
  return to ? (
    <Paper
      component={RouterLink}
      to={to}
      variant="outlined"
      sx={{ ...sx, '&:hover': { borderColor: 'text.secondary', bgcolor: 'rgba(255,255,255,0.03)' } }}
    >
      {content}
    </Paper>
  ) : (
    <Paper variant="outlined" sx={sx}>
      {content}
    </Paper>
  );
}
