import { typeName, unitCount } from '@app/shared/booking-words';
import type { MonthlySummary, SummaryPaymentItem, SummaryReservation } from '@app/shared/summaries';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { useFormatters } from '../admin-shell/format';
// The reservation states look the same here as in the reservations screens (one way only).
import { StatusChip } from '../admin-shell/reservation-chips';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const guestName = (row: { clientName: string; clientLastname: string }) =>
  [row.clientName, row.clientLastname].filter(Boolean).join(' ') || '—';

/** Money as the tables write it: a refund is a negative amount with a real minus sign. */
function useMoney() {
  const format = useFormatters();
  return (amount: number) => (amount < 0 ? `−${format.money(-amount)}` : format.money(amount));
}

/**
 * A table that scrolls sideways on a narrow screen: the scrolling box can take the focus, so the columns
 * out of sight can be reached with the keyboard too.
 */
function ScrollingTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: -2 },
        '& th': { color: 'text.secondary', fontWeight: 600, fontSize: 13, whiteSpace: 'nowrap' },
        '& tfoot td, & tfoot th': { color: 'text.primary', fontWeight: 700, fontSize: 14, borderBottom: 0 },
      }}
    >
      <Table
        size="small"
        aria-label={label}
        sx={{
          minWidth,
          '& td, & th': { py: 1.25, px: 1.5 },
          '& td:first-of-type, & th:first-of-type': { pl: { xs: 2, sm: 2.5 } },
          '& td:last-of-type, & th:last-of-type': { pr: { xs: 2, sm: 2.5 } },
        }}
      >
        {children}
      </Table>
    </TableContainer>
  );
}

interface ReservationsTableProps {
  rows: readonly SummaryReservation[];
  caption: string;
  totalRevenue: number;
  totalDue: number;
}

/** The month's reservations (check-in in the month, cancelled ones left out), each linking to its page. */
export function ReservationsTable({ rows, caption, totalRevenue, totalDue }: ReservationsTableProps) {
  const { t, i18n } = useTranslation('admin-summaries');
  const language = i18n.language === 'en' ? 'en' : 'es';
  const format = useFormatters();
  const money = useMoney();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
        {t('reservations.none')}
      </Typography>
    );
  }
  return (
    <ScrollingTable label={caption} minWidth={720}>
      <TableHead>
        <TableRow>
          <TableCell>{t('reservations.code')}</TableCell>
          <TableCell>{t('reservations.guest')}</TableCell>
          <TableCell>{t('reservations.service')}</TableCell>
          <TableCell>{t('reservations.dates')}</TableCell>
          <TableCell align="right">{t('reservations.length')}</TableCell>
          <TableCell>{t('reservations.status')}</TableCell>
          <TableCell align="right">{t('reservations.total')}</TableCell>
          <TableCell align="right">{t('reservations.due')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link
                component={RouterLink}
                to={paths.admin.reservationDetail(row.id)}
                sx={{ color: 'text.primary', fontWeight: 600, fontFamily: 'monospace', fontSize: 13.5 }}
              >
                {row.code}
              </Link>
            </TableCell>
            <TableCell>{guestName(row)}</TableCell>
            <TableCell sx={{ color: 'text.secondary' }}>
              {row.apartmentName}
              <Box component="span" sx={{ display: 'block', fontSize: 12 }}>
                {typeName(row.serviceType, language)}
              </Box>
            </TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {/* Start and end on one line when there is room, one under the other when not; a car or a
                  charter with its times. */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {row.startAt ? format.dateTime(row.startAt) : format.date(row.checkInDate)} →
              </Box>{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {row.endAt ? format.dateTime(row.endAt) : format.date(row.checkOutDate)}
              </Box>
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {unitCount(row.unit, row.units, language)}
            </TableCell>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell align="right" sx={{ ...numeric, fontWeight: 600 }}>
              {money(row.totalAmount)}
            </TableCell>
            <TableCell
              align="right"
              sx={{ ...numeric, color: row.amountDue > 0 ? 'warning.light' : 'text.secondary' }}
            >
              {money(row.amountDue)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={6}>
            {t('reservations.totals')}
          </TableCell>
          <TableCell align="right" sx={numeric}>
            {money(totalRevenue)}
          </TableCell>
          <TableCell align="right" sx={numeric}>
            {money(totalDue)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </ScrollingTable>
  );
}

/** The month's reservations by type of service, each type counted in its own unit (nights, days, hours). */
export function ByTypeTable({ rows, caption }: { rows: MonthlySummary['byType']; caption: string }) {
  const { t, i18n } = useTranslation('admin-summaries');
  const language = i18n.language === 'en' ? 'en' : 'es';
  const format = useFormatters();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
        {t('reservations.none')}
      </Typography>
    );
  }
  return (
    <ScrollingTable label={caption} minWidth={420}>
      <TableHead>
        <TableRow>
          <TableCell>{t('byType.type')}</TableCell>
          <TableCell align="right">{t('byType.reservations')}</TableCell>
          <TableCell align="right">{t('byType.length')}</TableCell>
          <TableCell align="right">{t('byType.revenue')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.serviceType}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {typeName(row.serviceType, language)}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {format.number(row.reservations)}
            </TableCell>
            <TableCell align="right" sx={numeric}>
              {unitCount(row.unit, row.units, language)}
            </TableCell>
            <TableCell align="right" sx={{ ...numeric, fontWeight: 600 }}>
              {format.money(row.revenue)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
}

interface PaymentsTableProps {
  rows: readonly SummaryPaymentItem[];
  caption: string;
  totalPayments: number;
}

/** The money received in the month (payment date on Miami time), refunds as negative amounts. */
export function PaymentsTable({ rows, caption, totalPayments }: PaymentsTableProps) {
  const { t } = useTranslation(['admin-summaries', 'admin-reservations']);
  const format = useFormatters();
  const money = useMoney();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
        {t('payments.none')}
      </Typography>
    );
  }
  return (
    <ScrollingTable label={caption} minWidth={600}>
      <TableHead>
        <TableRow>
          <TableCell>{t('payments.date')}</TableCell>
          <TableCell>{t('payments.reservation')}</TableCell>
          <TableCell>{t('payments.guest')}</TableCell>
          <TableCell>{t('payments.method')}</TableCell>
          <TableCell align="right">{t('payments.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            <TableCell sx={numeric}>{format.dateTime(row.paymentDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link
                component={RouterLink}
                to={paths.admin.reservationDetail(row.reservationId)}
                sx={{ color: 'text.primary', fontWeight: 600, fontFamily: 'monospace', fontSize: 13.5 }}
              >
                {row.reservationCode}
              </Link>
            </TableCell>
            <TableCell>{guestName(row)}</TableCell>
            <TableCell>{t(`admin-reservations:paymentMethods.${row.paymentMethod}`)}</TableCell>
            <TableCell
              align="right"
              sx={{ ...numeric, fontWeight: 600, color: row.amount < 0 ? 'info.main' : 'text.primary' }}
            >
              {money(row.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={4}>
            {t('payments.total')}
          </TableCell>
          <TableCell align="right" sx={numeric}>
            {money(totalPayments)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </ScrollingTable>
  );
}
