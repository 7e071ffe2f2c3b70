import type { ReservationListItem } from '@app/shared/reservations';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../admin-shell/busy-button';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { reservationFallbacks } from '../admin-shell/reservation-messages';
import { failureOf, guestName, type ReservationFailure } from './reservation-payloads';
import { useDeleteReservationMutation } from './reservations-api';

/** The counts of a related-data refusal that mean something to the admin. */
const countedRelations = ['payments', 'notifications', 'statusChanges'] as const;

interface DeleteReservationDialogProps {
  open: boolean;
  onClose: () => void;
  reservation: Pick<
    ReservationListItem,
    'id' | 'code' | 'clientName' | 'clientLastname' | 'clientEmail' | 'status'
  >;
  onDeleted: () => void;
  /** Offered when the delete is refused for its payments: cancelling frees the dates and keeps the money. */
  onCancelInstead?: () => void;
}

/**
 * Asks before deleting. A refusal is explained in place: with payments, SPEC.md's message, what is
 * attached (details) and the suggested action, with a button that does it.
 */
export function DeleteReservationDialog({
  open,
  onClose,
  reservation,
  onDeleted,
  onCancelInstead,
}: DeleteReservationDialogProps) {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const [deleteReservation] = useDeleteReservationMutation();
  const errorText = useReservationErrorText();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReservationFailure | null>(null);

  const close = () => {
    if (!busy) onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const result = await deleteReservation(reservation.id);
    setBusy(false);
    if (result.error) {
      setFailure(failureOf(result.error, reservationFallbacks.deleteReservation));
      return;
    }
    onClose();
    onDeleted();
  };

  const details = failure?.details ?? {};
  const counts = countedRelations
    .map((name) => ({ name, count: Number(details[name] ?? 0) }))
    .filter(({ count }) => count > 0);
  const canCancel = failure?.relatedData && onCancelInstead && reservation.status !== 'cancelled';

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setFailure(null) } }}
    >
      <DialogTitle id={titleId}>{t('delete.title', { code: reservation.code })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('delete.message', { name: guestName(reservation) })}
        </DialogContentText>
        {failure && (
          <Alert severity={failure.relatedData ? 'warning' : 'error'} sx={{ mt: 2 }} role="alert">
            <AlertTitle sx={{ fontWeight: 700 }}>{errorText(failure.message)}</AlertTitle>
            {counts.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {counts.map(({ name, count }) => (
                  <li key={name}>{t(`delete.related.${name}`, { count })}</li>
                ))}
              </Box>
            )}
            {failure.suggestedAction && <Box sx={{ mt: 1 }}>{errorText(failure.suggestedAction)}</Box>}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={busy} autoFocus color="inherit">
          {failure ? t('admin:actions.close') : t('admin:actions.cancel')}
        </Button>
        {canCancel && (
          <Button
            variant="contained"
            onClick={() => {
              onClose();
              onCancelInstead();
            }}
          >
            {t('delete.cancelInstead')}
          </Button>
        )}
        {!failure && (
          <BusyButton onClick={() => void confirm()} variant="contained" color="error" busy={busy}>
            {busy ? t('admin:actions.working') : t('delete.confirm')}
          </BusyButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
