import type { BookingLead } from '@app/shared/inbox';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { unitWord } from '../../lib/booking-unit';
import { useFormatters } from '../admin-shell/format';
import { LeadReservationAction } from '../admin-shell/lead-reservation';
import { periodText } from '../admin-shell/reservation-format';
import { isArrival, type MovementKind, type UpcomingMovement } from './dashboard-figures';

const icons: Record<MovementKind, ReactElement> = {
  checkIn: <LoginOutlinedIcon />,
  checkOut: <LogoutOutlinedIcon />,
  pickup: <KeyOutlinedIcon />,
  return: <LogoutOutlinedIcon />,
  charter: <DirectionsBoatOutlinedIcon />,
};

/** Arrivals and departures in date order: stays, car pickups and returns, charters with their hours. */
export function MovementList({ movements, today }: { movements: UpcomingMovement[]; today: string }) {
  const { t } = useTranslation(['admin-dashboard', 'admin']);
  const format = useFormatters();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {movements.map(({ kind, date, time, until, reservation }) => (
        <Box
          component="li"
          key={`${kind}-${reservation.id}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'auto 1fr', sm: '96px auto 1fr auto' },
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.5,
            px: 1.5,
            py: 1.25,
            borderRadius: 1,
            bgcolor: 'rgba(255,255,255,0.03)',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            {date === today ? t('upcoming.today') : format.date(date)}
          </Typography>
          <Chip
            size="small"
            icon={icons[kind]}
            label={[t(`upcoming.${kind}`), time && (until ? `${time}–${until}` : time)]
              .filter(Boolean)
              .join(' ')}
            color={isArrival(kind) ? 'info' : 'default'}
            variant="outlined"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={paths.admin.reservationDetail(reservation.id)} color="inherit">
                {[reservation.clientName, reservation.clientLastname].filter(Boolean).join(' ')}
              </Link>
            </Typography>
            <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
              {reservation.apartmentName} ·{' '}
              {t(`upcoming.${unitWord(reservation.unit)}` as const, { count: reservation.units })}
            </Typography>
          </Box>
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' }, whiteSpace: 'nowrap' }}
          >
            {reservation.code}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The newest unanswered booking requests, each with its next step (create its reservation, or open it). */
export function RecentLeads({ leads }: { leads: BookingLead[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {leads.map((lead) => (
        <Box
          component="li"
          key={lead.id}
          sx={{
            px: 1.5,
            py: 1.25,
            borderRadius: 1,
            bgcolor: 'rgba(255,255,255,0.03)',
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {[lead.name, lead.lastName].filter(Boolean).join(' ')}
            </Typography>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {lead.serviceName} · {periodText(lead)}
            </Typography>
          </Box>
          <LeadReservationAction lead={lead} />
        </Box>
      ))}
    </Box>
  );
}
