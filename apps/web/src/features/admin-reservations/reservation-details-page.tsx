import type { Payment } from '@app/shared/payments';
import { type ReservationStatus, reservationStatuses } from '@app/shared/reservations';
import AddCardOutlinedIcon from '@mui/icons-material/AddCardOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { unitWord } from '../../lib/booking-unit';
import { AdminErrorPage } from '../admin-shell/admin-error-page';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { StatusChip, statusColors } from '../admin-shell/reservation-chips';
import { notifyReservationError, useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { reservationFallbacks } from '../admin-shell/reservation-messages';
import { DeleteReservationDialog } from './delete-reservation-dialog';
import { DocumentsCard } from './documents-card';
import { FeesDialog } from './fees-dialog';
import { MoneyRow } from './live-total';
import { RegisterPaymentDialog } from './register-payment-dialog';
import { Card, dueTone, Facts, PaymentsList, StatusHistory, Summary } from './reservation-details-parts';
import { failureOf, guestName } from './reservation-payloads';
import {
  useChangeReservationStatusMutation,
  useDeleteReservationPaymentMutation,
  usePdfCheckQuery,
  useReservationQuery,
} from './reservations-api';

/** /admin/reservations/:id and /admin/reservations/view/:id: everything about one reservation. */
/** The rent line in the booking's unit: nights, days or hours times the price per unit. */
const lodgingKey = {
  night: 'charges.lodging',
  day: 'charges.lodgingDays',
  hour: 'charges.lodgingHours',
} as const;

export function ReservationDetailsPage() {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const errorText = useReservationErrorText();
  const format = useReservationFormat();
  const param = useParams().id;
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  const query = useReservationQuery(id ?? skipToken);
  // Whether the PDF can be made depends on the guest's details: asked again after each change.
  const pdfCheck = usePdfCheckQuery(query.currentData ? query.currentData.id : skipToken).currentData ?? null;
  const [changeStatus] = useChangeReservationStatusMutation();
  const [deletePayment] = useDeleteReservationPaymentMutation();
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [feesOpen, setFeesOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [moreMenu, setMoreMenu] = useState<HTMLElement | null>(null);
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  // The status being confirmed stays set while the dialog slides out, so its texts do not flash.
  const [confirmStatus, setConfirmStatus] = useState<'cancelled' | 'no_show'>('cancelled');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const askStatus = (status: 'cancelled' | 'no_show') => {
    setConfirmStatus(status);
    setConfirmOpen(true);
  };
  const [paymentToDelete, setPaymentToDelete] = useState<Payment | null>(null);

  const reservation = query.currentData ?? null;
  const payments = reservation?.payments ?? [];
  const failure = query.isError ? failureOf(query.error, reservationFallbacks.fetchReservationById) : null;

  if (id === null || failure?.status === 404) return <AdminErrorPage code={404} />;
  if (failure?.status === 403) return <AdminErrorPage code={403} />;

  const back = { to: paths.admin.reservations, label: t('backToList') };

  if (!reservation) {
    return (
      <>
        <PageHeader title={t('details.loading')} back={back} />
        {failure ? (
          <LoadError error={failure.message} onRetry={() => void query.refetch()} />
        ) : (
          <ListSkeleton rows={5} height={88} />
        )}
      </>
    );
  }

  const applyStatus = async (status: ReservationStatus) => {
    const result = await changeStatus({ id, status });
    if (result.error) {
      const { message } = failureOf(result.error, reservationFallbacks.updateReservation);
      dispatch(notifyReservationError(message));
      throw errorText(message);
    }
    dispatch(
      notifySuccess('admin-reservations:messages.statusChanged', {
        code: reservation.code,
        status: t(`status.${status}`),
      }),
    );
  };

  const chooseStatus = (status: ReservationStatus) => {
    setStatusMenu(null);
    // Cancelling frees the dates and a no-show closes the stay: asked first.
    if (status === 'cancelled' || status === 'no_show') askStatus(status);
    else void applyStatus(status).catch(() => undefined);
  };

  const removePayment = async () => {
    if (!paymentToDelete) return;
    const result = await deletePayment(paymentToDelete.id);
    if (result.error) {
      throw errorText(failureOf(result.error, reservationFallbacks.deletePayment).message);
    }
    dispatch(
      notifySuccess('admin-reservations:messages.paymentDeleted', {
        amount: format.money(paymentToDelete.amount),
      }),
    );
  };

  const name = guestName(reservation);
  const due = reservation.amountDue;
  const charges = [
    {
      label: t(lodgingKey[reservation.unit], {
        count: reservation.units,
        price: format.money(reservation.pricePerNight),
      }),
      value: reservation.units * reservation.pricePerNight,
    },
    { label: t('charges.cleaningFee'), value: reservation.cleaningFee },
    { label: t('charges.parkingFee'), value: reservation.parkingFee },
    { label: t('charges.cancellationFee'), value: reservation.cancellationFee },
    { label: t('charges.otherExpenses'), value: reservation.otherExpenses },
    { label: t('charges.taxes'), value: reservation.taxes },
  ];

  return (
    <>
      <PageHeader
        title={reservation.code}
        subtitle={`${name} · ${reservation.apartmentName} · ${format.date(reservation.checkInDate)} → ${format.date(reservation.checkOutDate)}`}
        back={back}
        actions={
          <>
            <Button
              component={RouterLink}
              to={paths.admin.reservationEdit(reservation.id)}
              variant="outlined"
              color="inherit"
              startIcon={<EditOutlinedIcon />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('admin:actions.edit')}
            </Button>
            <Button
              variant="contained"
              startIcon={<AddCardOutlinedIcon />}
              onClick={() => setPaymentOpen(true)}
            >
              {t('payment.open')}
            </Button>
            <IconButton
              aria-label={t('details.more')}
              aria-haspopup="menu"
              onClick={(event) => setMoreMenu(event.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={moreMenu} open={Boolean(moreMenu)} onClose={() => setMoreMenu(null)}>
              <MenuItem
                component={RouterLink}
                to={paths.admin.reservationEdit(reservation.id)}
                sx={{ display: { sm: 'none' } }}
              >
                <ListItemIcon>
                  <EditOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('admin:actions.edit')}</ListItemText>
              </MenuItem>
              <MenuItem
                onClick={() => {
                  setMoreMenu(null);
                  setDeleteOpen(true);
                }}
                sx={{ color: 'error.main' }}
              >
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <DeleteOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('delete.action')}</ListItemText>
              </MenuItem>
            </Menu>
          </>
        }
      />

      <Summary reservation={reservation} />

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card title={t('details.stay')}>
            <Facts
              items={[
                { label: t('fields.apartment'), value: reservation.apartmentName },
                { label: t('fields.checkInDate'), value: format.date(reservation.checkInDate) },
                { label: t('fields.checkOutDate'), value: format.date(reservation.checkOutDate) },
                {
                  label: t(`fields.${unitWord(reservation.unit)}` as const),
                  value: reservation.units,
                },
                { label: t('fields.code'), value: reservation.code },
                { label: t('fields.language'), value: t(`languages.${reservation.language}`) },
                { label: t('fields.createdAt'), value: format.dateTime(reservation.createdAt) },
                { label: t('fields.updatedAt'), value: format.dateTime(reservation.updatedAt) },
                {
                  label: t('fields.pdfUrl'),
                  value: reservation.pdfUrl ? (
                    <Link href={reservation.pdfUrl} target="_blank" rel="noopener noreferrer">
                      {t('fields.pdfLink')}
                    </Link>
                  ) : (
                    ''
                  ),
                },
              ]}
            />
          </Card>

          <Card
            title={t('details.guest')}
            action={
              <Button
                component={RouterLink}
                to={paths.admin.userEdit(reservation.clientId)}
                size="small"
                color="inherit"
              >
                {t('details.openClient')}
              </Button>
            }
          >
            <Facts
              items={[
                { label: t('fields.clientName'), value: name },
                {
                  label: t('fields.clientEmail'),
                  wideOnPhone: true,
                  value: reservation.clientEmail ? (
                    <Link href={`mailto:${reservation.clientEmail}`}>{reservation.clientEmail}</Link>
                  ) : (
                    ''
                  ),
                },
                {
                  label: t('fields.clientPhone'),
                  value: reservation.clientPhone ? (
                    <Link href={`tel:${reservation.clientPhone.replace(/[^\d+]/g, '')}`}>
                      {reservation.clientPhone}
                    </Link>
                  ) : (
                    ''
                  ),
                },
                { label: t('fields.clientAddress'), value: reservation.clientAddress },
                { label: t('fields.clientCity'), value: reservation.clientCity },
                { label: t('fields.clientCountry'), value: reservation.clientCountry },
                { label: t('fields.clientNotes'), value: reservation.clientNotes, wide: true },
              ]}
            />
          </Card>

          <Card
            title={t('details.charges')}
            action={
              <Button
                size="small"
                color="inherit"
                startIcon={<TuneOutlinedIcon />}
                onClick={() => setFeesOpen(true)}
              >
                {t('fees.open')}
              </Button>
            }
          >
            {charges.map(({ label, value }) => (
              <MoneyRow py={0.6} key={label} label={label} value={format.money(value)} />
            ))}
            <Divider sx={{ my: 1 }} />
            <MoneyRow
              py={0.6}
              label={t('summary.total')}
              value={format.money(reservation.totalAmount)}
              strong
            />
            <MoneyRow py={0.6} label={t('summary.paid')} value={format.money(reservation.amountPaid)} />
            <MoneyRow
              py={0.6}
              label={due < 0 ? t('summary.credit') : t('summary.due')}
              value={format.money(Math.abs(due))}
              strong
              tone={dueTone(due)}
            />
          </Card>

          <Card
            title={t('payments.title')}
            action={
              <Button
                size="small"
                color="inherit"
                startIcon={<PaymentsOutlinedIcon />}
                onClick={() => setPaymentOpen(true)}
              >
                {t('payment.open')}
              </Button>
            }
          >
            <PaymentsList payments={payments} onDelete={setPaymentToDelete} />
          </Card>
        </Box>

        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card
            title={t('details.status')}
            action={
              <Button
                size="small"
                color="inherit"
                endIcon={<ArrowDropDownIcon />}
                aria-haspopup="menu"
                onClick={(event) => setStatusMenu(event.currentTarget)}
              >
                {t('details.changeStatus')}
              </Button>
            }
          >
            <Box sx={{ mb: 2 }}>
              <StatusChip status={reservation.status} size="medium" />
            </Box>
            <Menu anchorEl={statusMenu} open={Boolean(statusMenu)} onClose={() => setStatusMenu(null)}>
              {reservationStatuses
                .filter((status) => status !== reservation.status)
                .map((status) => (
                  <MenuItem key={status} onClick={() => chooseStatus(status)}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 9,
                        height: 9,
                        borderRadius: '50%',
                        bgcolor: statusColors[status],
                        mr: 1.5,
                      }}
                    />
                    {t(`status.${status}`)}
                  </MenuItem>
                ))}
            </Menu>
            <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('history.title')}
            </Typography>
            <StatusHistory reservation={reservation} />
          </Card>

          <Card title={t('details.documents')}>
            <DocumentsCard reservation={reservation} pdfCheck={pdfCheck} />
          </Card>

          <Card title={t('details.notes')}>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', color: reservation.notes ? 'text.primary' : 'text.secondary' }}
            >
              {reservation.notes || t('details.noNotes')}
            </Typography>
          </Card>
        </Box>
      </Box>

      <RegisterPaymentDialog
        open={paymentOpen}
        onClose={() => setPaymentOpen(false)}
        reservation={reservation}
      />
      <FeesDialog open={feesOpen} onClose={() => setFeesOpen(false)} reservation={reservation} />
      <DeleteReservationDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        reservation={reservation}
        onDeleted={() => {
          dispatch(notifySuccess('admin-reservations:messages.deleted', { code: reservation.code }));
          void navigate(paths.admin.reservations);
        }}
        onCancelInstead={() => askStatus('cancelled')}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={t(`statusConfirm.${confirmStatus === 'cancelled' ? 'cancelTitle' : 'noShowTitle'}`)}
        confirmLabel={t(`statusConfirm.${confirmStatus === 'cancelled' ? 'cancelConfirm' : 'noShowConfirm'}`)}
        onConfirm={() => applyStatus(confirmStatus)}
        onClose={() => setConfirmOpen(false)}
      >
        {confirmStatus === 'cancelled' ? t('statusConfirm.cancelMessage') : t('statusConfirm.noShowMessage')}
      </ConfirmDialog>
      <ConfirmDialog
        open={paymentToDelete !== null}
        title={t('payments.deleteTitle')}
        confirmLabel={t('payments.deleteConfirm')}
        onConfirm={removePayment}
        onClose={() => setPaymentToDelete(null)}
      >
        {paymentToDelete &&
          t('payments.deleteMessage', {
            amount: format.money(paymentToDelete.amount),
            date: format.date(paymentToDelete.paymentDate),
          })}
      </ConfirmDialog>
    </>
  );
}
