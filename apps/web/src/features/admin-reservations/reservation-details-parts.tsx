import type { Payment } from '@app/shared/payments';
import type { Reservation } from '@app/shared/reservations';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentStatusChip, StatusChip, statusColors } from '../admin-shell/reservation-chips';
import { useReservationFormat } from '../admin-shell/reservation-format';

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
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
          minHeight: 32,
        }}
      >
        <Typography variant="h6" component="h2" sx={{ fontSize: 16.5 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** Label and value pairs, two columns from the sm breakpoint. */
export function Facts({
  items,
}: {
  items: { label: string; value: ReactNode; wide?: boolean; wideOnPhone?: boolean }[];
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.75,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {items.map(({ label, value, wide, wideOnPhone }) => (
        <Box
          key={label}
          sx={{
            minWidth: 0,
            gridColumn: wide ? '1 / -1' : wideOnPhone ? { xs: '1 / -1', sm: 'auto' } : undefined,
          }}
        >
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export const dueTone = (due: number) => (due > 0 ? 'warning.main' : due < 0 ? 'info.main' : 'success.main');

export function Summary({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  const due = reservation.amountDue;
  const figures = [
    { label: t('summary.total'), value: format.money(reservation.totalAmount) },
    { label: t('summary.paid'), value: format.money(reservation.amountPaid) },
    {
      label: due < 0 ? t('summary.credit') : due === 0 ? t('summary.settled') : t('summary.due'),
      value: format.money(Math.abs(due)),
      tone: dueTone(due),
      testId: 'amount-due',
    },
  ];
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'auto repeat(3, minmax(0, 1fr))' },
        alignItems: 'center',
      }}
    >
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          pr: { md: 2 },
        }}
      >
        <StatusChip status={reservation.status} size="medium" />
        <PaymentStatusChip status={reservation.paymentStatus} size="medium" />
      </Box>
      {figures.map(({ label, value, tone, testId }) => (
        <Box key={label} sx={{ gridColumn: testId ? { xs: '1 / -1', md: 'auto' } : undefined }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {label}
          </Typography>
          <Typography
            data-testid={testId}
            sx={{
              fontSize: { xs: 20, sm: 24 },
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              color: tone,
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}

export function StatusHistory({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  const history = [...reservation.statusHistory].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  if (history.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('history.none')}
      </Typography>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('history.title')}>
      {history.map((change, index) => (
        <Box
          component="li"
          key={`${change.changedAt}-${change.from ?? ''}-${change.to}`}
          sx={{ position: 'relative', pl: 3, pb: index === history.length - 1 ? 0 : 2 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: 4,
              top: 6,
              width: 9,
              height: 9,
              borderRadius: '50%',
              bgcolor: statusColors[change.to],
            }}
          />
          {index < history.length - 1 && (
            <Box
              aria-hidden
              sx={{ position: 'absolute', left: 8, top: 18, bottom: 0, width: '1px', bgcolor: 'divider' }}
            />
          )}
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {change.from
              ? t('history.change', { from: t(`status.${change.from}`), to: t(`status.${change.to}`) })
              : t('history.created', { to: t(`status.${change.to}`) })}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {format.dateTime(change.changedAt)} · {change.changedBy ?? t('history.system')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function PaymentsList({
  payments,
  onDelete,
}: {
  payments: Payment[];
  onDelete: (payment: Payment) => void;
}) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  if (payments.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
        {t('payments.none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('payments.title')}>
      {payments.map((payment, index) => (
        <Box component="li" key={payment.id}>
          {index > 0 && <Divider />}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`paymentMethods.${payment.paymentMethod}`)}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
                  {format.dateTime(payment.paymentDate)}
                </Typography>
              </Typography>
              {payment.notes && (
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}
                >
                  {payment.notes}
                </Typography>
              )}
            </Box>
            <Typography
              sx={{
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: payment.amount < 0 ? 'info.main' : 'text.primary',
                whiteSpace: 'nowrap',
              }}
            >
              {payment.amount < 0 ? `−${format.money(-payment.amount)}` : format.money(payment.amount)}
            </Typography>
            <Tooltip title={t('payments.delete')}>
              <IconButton
                size="small"
                aria-label={t('payments.deleteLabel', { amount: format.money(payment.amount) })}
                onClick={() => onDelete(payment)}
              >
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
