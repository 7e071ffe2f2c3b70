import { type PaymentListItem, type PaymentMethod, paymentMethods } from '@app/shared/payments';
import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DatesProvider } from '../../components/dates-provider';
import { failureText, loadStatus } from '../admin-shell/admin-api';
import { AdminList } from '../admin-shell/admin-list';
import { CalendarDatePicker } from '../admin-shell/calendar-date-picker';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { EmptyState } from '../admin-shell/empty-state';
import { ExportButton } from '../admin-shell/export-button';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { positiveInt, useUrlFilters } from '../admin-shell/use-list-query';
import { PaymentDialog } from './payment-dialog';
import { PaymentTotals } from './payment-totals';
import {
  PAYMENTS_PAGE_SIZE,
  type PaymentsFilters,
  type ReservationRef,
  reservationOf,
  useDeletePaymentMutation,
  usePaymentsQuery,
  usePaymentTotalsQuery,
  useReservationRefQuery,
} from './payments-api';
import { ReservationSearch, refGuest } from './reservation-search';

// One empty list for every render (reservation-hooks.ts).
const NO_PAYMENTS: PaymentListItem[] = [];

const isoDate = (text: string | null) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : '');

/** /admin/payments: every payment, filtered by reservation, method and dates, with the totals of the filter. */
export function PaymentsPage() {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const dispatch = useAppDispatch();
  const errorText = useReservationErrorText();
  const format = useReservationFormat();
  const { searchParams, setQuery } = useUrlFilters();
  const [dialog, setDialog] = useState<{ open: boolean; payment: PaymentListItem | null }>({
    open: false,
    payment: null,
  });
  const [toDelete, setToDelete] = useState<PaymentListItem | null>(null);

  const reservationId = positiveInt(searchParams.get('reservation'), 0) || null;
  const methodParam = searchParams.get('method');
  const paymentMethod = paymentMethods.includes(methodParam as PaymentMethod)
    ? (methodParam as PaymentMethod)
    : null;
  const from = isoDate(searchParams.get('from'));
  const to = isoDate(searchParams.get('to'));
  const page = positiveInt(searchParams.get('page'), 1) - 1;
  const size = positiveInt(searchParams.get('size'), PAYMENTS_PAGE_SIZE);
  const filters: PaymentsFilters = { reservationId, paymentMethod, from, to };

  const setFilter = (changes: Record<string, string | number | null>) => setQuery({ ...changes, page: null });

  const list = usePaymentsQuery({ ...filters, offset: page * size, limit: size });
  const totals = usePaymentTotalsQuery(filters);
  const [deletePayment] = useDeletePaymentMutation();
  const items = list.data?.items ?? NO_PAYMENTS;
  const total = list.data?.total ?? 0;
  const status = list.isFetching ? 'loading' : loadStatus(list);
  // Each listed payment brings its reservation; the one the filter names is read once the list has
  // answered without it (a reservation with no payments yet).
  const listed = items.find((payment) => payment.reservationId === reservationId);
  const listAnswered = list.currentData !== undefined || list.isError;
  const named = useReservationRefQuery(
    reservationId !== null && !listed && listAnswered ? reservationId : skipToken,
  );

  const refreshAll = () => {
    void list.refetch();
    void totals.refetch();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deletePayment(toDelete.id);
    if (result.error) throw errorText(failureText(result.error) ?? 'Error deleting payment');
    dispatch(
      notifySuccess('admin-reservations:paymentsPage.deleted', { amount: format.money(toDelete.amount) }),
    );
  };

  const selected: ReservationRef | null = listed
    ? reservationOf(listed)
    : reservationId
      ? (named.currentData ?? null)
      : null;
  const loading = status === 'loading' || status === 'idle';
  const anyFilter = Boolean(reservationId || paymentMethod || from || to);
  const sums = totals.currentData ?? null;
  const totalsLoading = totals.isFetching || (totals.isUninitialized && !sums);

  const reservationCell = (payment: PaymentListItem) => (
    <>
      <Link
        component={RouterLink}
        to={paths.admin.reservationDetail(payment.reservationId)}
        sx={{ color: 'text.primary', fontWeight: 600 }}
      >
        {refGuest(payment)}
      </Link>
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary', display: 'block', fontFamily: 'monospace' }}
      >
        {`${payment.reservationCode} · ${payment.apartmentName}`}
      </Typography>
    </>
  );

  const amountText = (amount: number) => (amount < 0 ? `−${format.money(-amount)}` : format.money(amount));

  const actions = (payment: PaymentListItem) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip title={t('admin:actions.edit')}>
        <IconButton
          size="small"
          aria-label={t('paymentsPage.editLabel', { amount: amountText(payment.amount) })}
          onClick={() => setDialog({ open: true, payment })}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('admin:actions.delete')}>
        <IconButton
          size="small"
          aria-label={t('payments.deleteLabel', { amount: amountText(payment.amount) })}
          onClick={() => setToDelete(payment)}
        >
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );

  return (
    <DatesProvider>
      <PageHeader
        title={t('paymentsPage.title')}
        subtitle={
          status === 'succeeded' || total > 0
            ? t('paymentsPage.count', { count: total })
            : t('paymentsPage.subtitle')
        }
        actions={
          <>
            <ExportButton kind="payments" filters={filters} />
            <Button
              variant="contained"
              startIcon={<AddCardOutlinedIcon />}
              onClick={() => setDialog({ open: true, payment: null })}
            >
              {t('paymentsPage.create')}
            </Button>
          </>
        }
      />

      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <ReservationSearch
            size="small"
            label={t('paymentsPage.reservation')}
            value={selected}
            onChange={(value) => setFilter({ reservation: value?.id ?? null })}
          />
        </Box>
        <TextField
          select
          size="small"
          label={t('payment.method')}
          value={paymentMethod ?? ''}
          onChange={(event) => setFilter({ method: event.target.value || null })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          <MenuItem value="">{t('filters.allMethods')}</MenuItem>
          {paymentMethods.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`paymentMethods.${method}`)}
            </MenuItem>
          ))}
        </TextField>
        <CalendarDatePicker
          size="small"
          label={t('filters.from')}
          value={from}
          onChange={(date) => setFilter({ from: date || null })}
        />
        <CalendarDatePicker
          size="small"
          label={t('filters.to')}
          value={to}
          minDate={from || undefined}
          onChange={(date) => setFilter({ to: date || null })}
        />
      </Box>
      {anyFilter && (
        <Button
          size="small"
          color="inherit"
          onClick={() => setFilter({ reservation: null, method: null, from: null, to: null })}
          sx={{ mt: -1.5, mb: 1.5 }}
        >
          {t('filters.clear')}
        </Button>
      )}

      <PaymentTotals sums={sums} loading={totalsLoading} />

      <AdminList
        label={t('paymentsPage.title')}
        items={items}
        loading={loading}
        error={status === 'failed' ? failureText(list.error) : null}
        onRetry={refreshAll}
        empty={
          anyFilter ? (
            <EmptyState
              icon={<SearchOffIcon />}
              title={t('paymentsPage.noMatches')}
              message={t('list.noResultsHint')}
            />
          ) : (
            <EmptyState
              icon={<PaymentsOutlinedIcon />}
              title={t('paymentsPage.empty')}
              message={t('paymentsPage.emptyHint')}
            />
          )
        }
        columns={[
          {
            key: 'date',
            header: t('paymentsPage.columns.date'),
            cell: (payment) => format.dateTime(payment.paymentDate),
            sx: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
          },
          { key: 'reservation', header: t('paymentsPage.columns.reservation'), cell: reservationCell },
          {
            key: 'method',
            header: t('paymentsPage.columns.method'),
            cell: (payment) => t(`paymentMethods.${payment.paymentMethod}`),
          },
          {
            key: 'notes',
            header: t('paymentsPage.columns.notes'),
            cell: (payment) => (
              <Typography variant="body2" noWrap title={payment.notes}>
                {payment.notes || '—'}
              </Typography>
            ),
            sx: { color: 'text.secondary', maxWidth: 260 },
          },
          {
            key: 'amount',
            header: t('paymentsPage.columns.amount'),
            align: 'right',
            cell: (payment) => (
              <Box component="span" sx={{ color: payment.amount < 0 ? 'info.main' : 'text.primary' }}>
                {amountText(payment.amount)}
              </Box>
            ),
            sx: { fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
          },
        ]}
        card={(payment) => (
          <>
            {reservationCell(payment)}
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {format.date(payment.paymentDate)} · {t(`paymentMethods.${payment.paymentMethod}`)}
            </Typography>
            {payment.notes && (
              <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {payment.notes}
              </Typography>
            )}
          </>
        )}
        actions={(payment) => (
          <>
            <Typography
              sx={{
                display: { md: 'none' },
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: payment.amount < 0 ? 'info.main' : 'text.primary',
              }}
            >
              {amountText(payment.amount)}
            </Typography>
            {actions(payment)}
          </>
        )}
        paging={{
          total,
          page,
          size,
          onPageChange: (next) => setQuery({ page: next + 1 }),
          onSizeChange: (next) => setQuery({ size: next === PAYMENTS_PAGE_SIZE ? null : next, page: null }),
        }}
      />

      <PaymentDialog
        open={dialog.open}
        payment={dialog.payment}
        reservation={dialog.payment ? reservationOf(dialog.payment) : selected}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('payments.deleteTitle')}
        confirmLabel={t('payments.deleteConfirm')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete &&
          t('payments.deleteMessage', {
            amount: amountText(toDelete.amount),
            date: format.date(toDelete.paymentDate),
          })}
      </ConfirmDialog>
    </DatesProvider>
  );
}
