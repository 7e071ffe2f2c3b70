import { blockingStatuses } from '@app/shared/reservations';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useEffect, useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { AdminErrorPage } from '../admin-shell/admin-error-page';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { notifyReservationError } from '../admin-shell/reservation-error-text';
import { afterSave } from '../admin-shell/unsaved-changes';
import { ReservationForm } from './reservation-form';
import {
  changesOf,
  draftOf,
  emptyFormValues,
  type ReservationFormValues,
  valuesFromQuery,
  valuesFromReservation,
} from './reservation-form-values';
import {
  createReservation,
  fetchReservationById,
  guestName,
  selectReservationsState,
  updateReservation,
} from './reservations-slice';

const parseId = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** /admin/reservations/new, optionally prefilled from a booking lead of the inbox. */
export function ReservationNewPage() {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Read once: the form owns the values from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the prefill is the URL the page opened with
  const prefill = useMemo(() => valuesFromQuery(searchParams), []);
  const initial: ReservationFormValues = { ...emptyFormValues(), ...prefill.values };

  const submit = async (values: ReservationFormValues) => {
    const result = await dispatch(createReservation(draftOf(values)));
    if (createReservation.rejected.match(result)) {
      const message = result.payload?.message ?? '';
      dispatch(notifyReservationError(message));
      throw message;
    }
    dispatch(notifySuccess('admin-reservations:messages.created', { code: result.payload.code }));
    void navigate(paths.admin.reservationDetail(result.payload.id), { state: afterSave });
  };

  const fromLead = prefill.leadId !== null || Object.keys(prefill.values).length > 0;

  return (
    <>
      <PageHeader
        title={t('form.newTitle')}
        subtitle={t('form.newSubtitle')}
        back={{ to: paths.admin.reservations, label: t('backToList') }}
      />
      <ReservationForm
        mode="create"
        initial={initial}
        onSubmit={submit}
        cancelTo={paths.admin.reservations}
        banner={
          fromLead ? (
            <Alert severity="info" variant="outlined" role="status" sx={{ mb: 2 }}>
              {prefill.leadId !== null ? (
                <Trans
                  t={t}
                  i18nKey="form.fromLead"
                  values={{ id: prefill.leadId }}
                  components={{ inbox: <Link component={RouterLink} to={paths.admin.inboxBookings} /> }}
                />
              ) : (
                t('form.prefilled')
              )}
            </Alert>
          ) : undefined
        }
      />
    </>
  );
}

/** /admin/reservations/edit/:id */
export function ReservationEditPage() {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const { selected, selectedStatus, selectedErrorStatus, error } = useAppSelector(selectReservationsState);

  useEffect(() => {
    if (id !== null) void dispatch(fetchReservationById(id));
  }, [id, dispatch]);

  const reservation = selected?.id === id ? selected : null;
  const initial = useMemo(() => (reservation ? valuesFromReservation(reservation) : null), [reservation]);

  if (id === null || selectedErrorStatus === 404) return <AdminErrorPage code={404} />;
  if (selectedErrorStatus === 403) return <AdminErrorPage code={403} />;

  const submit = async (values: ReservationFormValues) => {
    if (!initial) return;
    const result = await dispatch(updateReservation({ id, data: changesOf(values, initial) }));
    if (updateReservation.rejected.match(result)) {
      const message = result.payload?.message ?? '';
      dispatch(notifyReservationError(message));
      throw message;
    }
    dispatch(notifySuccess('admin-reservations:messages.updated', { code: result.payload.code }));
    void navigate(paths.admin.reservationDetail(id), { state: afterSave });
  };

  const ready = reservation !== null && initial !== null && selectedStatus === 'succeeded';
  const detailsPath = paths.admin.reservationDetail(id);

  return (
    <>
      <PageHeader
        title={reservation ? t('form.editTitle', { code: reservation.code }) : t('form.editTitleLoading')}
        subtitle={reservation ? `${guestName(reservation)} · ${reservation.apartmentName}` : undefined}
        back={{ to: detailsPath, label: t('backToDetails') }}
      />
      {selectedStatus === 'failed' && (
        <LoadError error={error?.message ?? null} onRetry={() => void dispatch(fetchReservationById(id))} />
      )}
      {!ready && selectedStatus !== 'failed' && <ListSkeleton rows={6} height={72} />}
      {ready && (
        <ReservationForm
          key={reservation.id}
          mode="edit"
          initial={initial}
          initialClient={{
            id: reservation.clientId,
            name: reservation.clientName,
            lastname: reservation.clientLastname,
            email: reservation.clientEmail,
            phone: reservation.clientPhone,
          }}
          ownStay={
            (blockingStatuses as readonly string[]).includes(reservation.status)
              ? {
                  id: reservation.id,
                  checkInDate: reservation.checkInDate,
                  checkOutDate: reservation.checkOutDate,
                }
              : null
          }
          paidBefore={reservation.amountPaid}
          onSubmit={submit}
          cancelTo={detailsPath}
        />
      )}
    </>
  );
}
