import type { ReservationListItem } from '@app/shared/reservations';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { PaymentStatusChip, StatusChip } from '../admin-shell/reservation-chips';
import { periodText, useReservationFormat } from '../admin-shell/reservation-format';
import { guestName, unitsKey } from './reservation-payloads';

/** What is still owed: a highlighted amount, a credit when overpaid, or $0.00. */
export function DueAmount({ reservation }: { reservation: ReservationListItem }) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  const due = reservation.amountDue;
  if (due > 0) {
    return (
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          px: 1,
          py: 0.25,
          borderRadius: 1.5,
          bgcolor: 'rgba(242, 184, 75, 0.14)',
          color: 'warning.main',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {format.money(due)}
      </Box>
    );
  }
  if (due < 0) {
    return (
      <Typography
        component="span"
        variant="body2"
        sx={{ color: 'info.main', fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        {t('list.credit', { amount: format.money(-due) })}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {format.money(0)}
    </Typography>
  );
}

/**
 * The reservations list on a desktop: guest, place, stay, statuses, and the total with the balance
 * under it, so the balance stays in view in the 930 px a 1280 px screen leaves beside the menu.
 */
export function ReservationsTable({
  list,
  loading,
  onOpen,
}: {
  list: readonly ReservationListItem[];
  loading: boolean;
  onOpen: (reservation: ReservationListItem) => void;
}) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  return (
    <TableContainer>
      <Table aria-label={t('list.title')} aria-busy={loading} sx={{ '& .MuiTableCell-root': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.guest')}</TableCell>
            <TableCell>{t('columns.apartment')}</TableCell>
            <TableCell>{t('columns.dates')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.totalDue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((reservation) => (
            <TableRow
              key={reservation.id}
              hover
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                onOpen(reservation);
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ maxWidth: 220 }}>
                <Link
                  component={RouterLink}
                  to={paths.admin.reservationDetail(reservation.id)}
                  sx={{ color: 'text.primary', fontWeight: 600, display: 'block' }}
                  noWrap
                >
                  {guestName(reservation)}
                </Link>
                <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
                  {reservation.code}
                </Typography>
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', maxWidth: 180 }}>
                <Typography variant="body2">{reservation.apartmentName}</Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {periodText({
                    startDate: reservation.checkInDate,
                    endDate: reservation.checkOutDate,
                    startAt: reservation.startAt,
                    endAt: reservation.endAt,
                  })}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t(unitsKey(reservation.unit), { count: reservation.units })}
                </Typography>
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <StatusChip status={reservation.status} />
                  <PaymentStatusChip status={reservation.paymentStatus} />
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {format.money(reservation.totalAmount)}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <DueAmount reservation={reservation} />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The reservations as cards on a phone: guest, what is owed, code, unit, dates, statuses, total. */
export function ReservationCards({ list, loading }: { list: ReservationListItem[]; loading: boolean }) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  return (
    <Box
      component="ul"
      aria-label={t('list.title')}
      aria-busy={loading}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {list.map((reservation) => (
        <Box component="li" key={reservation.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Box
            component={RouterLink}
            to={paths.admin.reservationDetail(reservation.id)}
            sx={{
              display: 'grid',
              gap: 0.75,
              p: 2,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Typography sx={{ fontWeight: 700, minWidth: 0 }} noWrap>
                {guestName(reservation)}
              </Typography>
              <Box sx={{ flexShrink: 0 }}>
                <DueAmount reservation={reservation} />
              </Box>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {reservation.code}
              </Box>{' '}
              · {reservation.apartmentName}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {periodText({
                startDate: reservation.checkInDate,
                endDate: reservation.checkOutDate,
                startAt: reservation.startAt,
                endAt: reservation.endAt,
              })}{' '}
              · {t(unitsKey(reservation.unit), { count: reservation.units })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip status={reservation.status} />
              <PaymentStatusChip status={reservation.paymentStatus} />
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', ml: 'auto' }}
              >
                {t('list.totalShort', { amount: format.money(reservation.totalAmount) })}
              </Typography>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
