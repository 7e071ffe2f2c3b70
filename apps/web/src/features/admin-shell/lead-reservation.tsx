import type { BookingLead } from '@app/shared/inbox';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

/**
 * The reservation form prefilled from a booking lead (the reservation screens read these names): the
 * guest, the lead's service of any type, and its dates or, for a car or a yacht, its times. The form
 * sends the lead's id with the reservation, and the server links the lead once the reservation is saved.
 */
export function reservationFromLead(lead: BookingLead): string {
  const timed = lead.startAt !== null && lead.endAt !== null;
  return paths.admin.reservationNew({
    leadId: lead.id,
    clientName: lead.name,
    clientLastname: lead.lastName,
    clientEmail: lead.email,
    clientPhone: lead.phone,
    serviceType: lead.serviceType,
    serviceId: lead.serviceId,
    ...(timed ? { startAt: lead.startAt, endAt: lead.endAt } : {}),
    checkInDate: lead.startDate,
    checkOutDate: lead.endDate,
    language: lead.language,
  });
}

/**
 * A lead's next step: "Create a reservation" while it has none (opening the form changes nothing), then a
 * link to the reservation made from it.
 */
export function LeadReservationAction({
  lead,
  size = 'small',
}: {
  lead: BookingLead;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('admin');
  if (lead.reservationId !== null) {
    return (
      <Button
        component={RouterLink}
        to={paths.admin.reservationDetail(lead.reservationId)}
        size={size}
        variant="outlined"
        startIcon={<LinkIcon />}
        sx={{ mr: 1 }}
      >
        {t('leads.openReservation')}
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={reservationFromLead(lead)}
      size={size}
      variant="contained"
      startIcon={<EventAvailableOutlinedIcon />}
      sx={{ mr: 1 }}
    >
      {t('leads.createReservation')}
    </Button>
  );
}
