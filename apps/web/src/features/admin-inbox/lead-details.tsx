import { bookingUnitOf, unitsOf } from '@app/shared/booking-units';
import { nightsBetween } from '@app/shared/dates';
import type { BookingLead } from '@app/shared/inbox';
import { formatPhone } from '@app/shared/phones';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { unitWord } from '../../lib/booking-unit';
import { periodText } from '../admin-shell/reservation-format';

/** The length a lead asks for in its service's unit: nights of a stay, days of a car, hours of a charter. */
function leadLength(lead: BookingLead): { word: 'nights' | 'days' | 'hours'; count: number } {
  const unit = lead.serviceType ? bookingUnitOf[lead.serviceType] : 'night';
  if (lead.startAt && lead.endAt && unit !== 'night') {
    return {
      word: unitWord(unit),
      count: unitsOf(unit, { startAt: new Date(lead.startAt), endAt: new Date(lead.endAt) }),
    };
  }
  try {
    return { word: unit === 'night' ? 'nights' : 'days', count: nightsBetween(lead.startDate, lead.endDate) };
  } catch {
    // The API only stores valid dates; a broken one just shows a single day.
    return { word: 'days', count: 1 };
  }
}

/** What a booking request asks for: who (e-mail, phone), which service, when, and for how long. */
export function LeadDetails({ lead }: { lead: BookingLead }) {
  const { t } = useTranslation('admin-inbox');
  const length = leadLength(lead);
  const timed = lead.startAt !== null && lead.endAt !== null;

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
        <Link href={`mailto:${lead.email}`} color="inherit">
          {lead.email}
        </Link>
        {lead.phone && (
          <>
            {' · '}
            <Link href={`tel:${lead.phone}`} color="inherit">
              {formatPhone(lead.phone)}
            </Link>
          </>
        )}
      </Typography>
      <Box
        component="dl"
        sx={{
          mt: 1.5,
          mb: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 1.5,
          '& dt': {
            fontSize: 12,
            color: 'text.secondary',
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <div>
          <dt>{t('lead.service')}</dt>
          <dd>
            {lead.serviceName}
            {lead.serviceType && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                · {t(`lead.types.${lead.serviceType}`)}
              </Box>
            )}
          </dd>
        </div>
        <div>
          <dt>{timed ? t('lead.times') : t('lead.dates')}</dt>
          <dd>{periodText(lead)}</dd>
        </div>
        <div>
          <dt>{t('lead.length')}</dt>
          <dd>{t(`lead.${length.word}`, { count: length.count })}</dd>
        </div>
      </Box>
    </>
  );
}
