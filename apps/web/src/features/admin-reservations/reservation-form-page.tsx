import { blockingStatuses } from '@app/shared/reservations';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { AdminErrorPage } from '../admin-shell/admin-error-page';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { notifyReservationError } from '../admin-shell/reservation-error-text';
import { reservationFallbacks } from '../admin-shell/reservation-messages';
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
import { failureOf, guestName, refusalOf } from './reservation-payloads';
import {
  useCreateReservationMutation,
  useReservationQuery,
  useUpdateReservationMutation,
} from './reservations-api';

const parseId = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : null);

/** /admin/reservations/new, optionally prefilled from a booking lead of the inbox. */
export function ReservationNewPage() {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createReservation] = useCreateReservationMutation();
  const [searchParams] = useSearchParams();
  // Read once: the form owns the values from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the prefill is the URL the page opened with
  const prefill = useMemo(() => valuesFromQuery(searchParams), []);
  const initial: ReservationFormValues = { ...emptyFormValues(), ...prefill.values };

  const submit = async (values: ReservationFormValues) => {
    const result = await createReservation(draftOf(values, prefill.leadId));
    if (result.error) {
      const failure = failureOf(result.error, reservationFallbacks.createReservation);
      // A refused period or time is said on its field, in the admin's language.
      if (refusalOf(failure, values.serviceType).kind === 'message')
        dispatch(notifyReservationError(failure.message));
      throw failure;
    }
    dispatch(notifySuccess('admin-reservations:messages.created', { code: result.data.code }));
    void navigate(paths.admin.reservationDetail(result.data.id), { state: afterSave });
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
  const [updateReservation] = useUpdateReservationMutation();
  const query = useReservationQuery(id ?? skipToken);
  const reservation = query.currentData ?? null;
  const initial = useMemo(() => (reservation ? valuesFromReservation(reservation) : null), [reservation]);
  const failure = query.isError ? failureOf(query.error, reservationFallbacks.fetchReservationById) : null;

  if (id === null || failure?.status === 404) return <AdminErrorPage code={404} />;
  if (failure?.status === 403) return <AdminErrorPage code={403} />;

  const submit = async (values: ReservationFormValues) => {
    if (!initial) return;
    const result = await updateReservation({ id, data: changesOf(values, initial) });
    if (result.error) {
      const failure = failureOf(result.error, reservationFallbacks.updateReservation);
      // A refused period or time is said on its field, in the admin's language.
      if (refusalOf(failure, values.serviceType).kind === 'message')
        dispatch(notifyReservationError(failure.message));
      throw failure;
    }
    dispatch(notifySuccess('admin-reservations:messages.updated', { code: result.data.code }));
    void navigate(paths.admin.reservationDetail(id), { state: afterSave });
  };

  const ready = reservation !== null && initial !== null && query.isSuccess;
  const detailsPath = paths.admin.reservationDetail(id);

  return (
    <>
      <PageHeader
        title={reservation ? t('form.editTitle', { code: reservation.code }) : t('form.editTitleLoading')}
        subtitle={reservation ? `${guestName(reservation)} · ${reservation.apartmentName}` : undefined}
        back={{ to: detailsPath, label: t('backToDetails') }}
      />
      {failure && <LoadError error={failure.message} onRetry={() => void query.refetch()} />}
      {!ready && !failure && <ListSkeleton rows={6} height={72} />}
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
                  startAt: reservation.startAt,
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
