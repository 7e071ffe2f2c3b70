import type { PaymentStatus, ReservationStatus } from '@app/shared/reservations';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** One hue per state, readable on the dark theme; the calendar's bars use the same ones. */
export const statusColors: Record<ReservationStatus, string> = {
  pending: '#f2b84b',
  confirmed: '#62a8f5',
  checked_in: '#4cc38a',
  checked_out: '#a0a4ab',
  cancelled: '#ef7070',
  no_show: '#d77fb3',
};

export const paymentStatusColors: Record<PaymentStatus, string> = {
  pending: '#f2b84b',
  partial: '#62a8f5',
  paid: '#4cc38a',
  overpaid: '#b795f7',
  refunded: '#a0a4ab',
};

function Pill({ color, label, size = 'small' }: { color: string; label: string; size?: 'small' | 'medium' }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: size === 'small' ? 1 : 1.25,
        py: size === 'small' ? 0.25 : 0.5,
        borderRadius: 999,
        fontSize: size === 'small' ? 12.5 : 14,
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        color,
        bgcolor: alpha(color, 0.12),
        border: 1,
        borderColor: alpha(color, 0.32),
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 7, height: 7, borderRadius: '50%', bgcolor: color }} />
      {label}
    </Box>
  );
}

export function StatusChip({ status, size }: { status: ReservationStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('admin-reservations');
  return <Pill color={statusColors[status]} label={t(`status.${status}`)} size={size} />;
}

export function PaymentStatusChip({ status, size }: { status: PaymentStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('admin-reservations');
  return <Pill color={paymentStatusColors[status]} label={t(`paymentStatus.${status}`)} size={size} />;
}
