import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAdminErrorText } from './admin-error-text';
import { type AdminNotification, dismiss, selectCurrentNotification } from './notifications-slice';

const SUCCESS_MS = 4000;
// Errors stay longer: they are read, not glanced at.
const ERROR_MS = 9000;

/** The back-office's snackbar: shows the queued messages one after the other. */
export function NotificationsHost() {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentNotification);
  // What is on screen; it outlives `current` while the snackbar slides out.
  const [shown, setShown] = useState<AdminNotification | null>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownError = shown?.severity === 'error';

  // An error is about the page it happened on: on another page it only covers the content. (A success
  // said before moving, "saved", stays: it is news about where the admin comes from.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (shownError) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (current && current.id !== shown?.id && !open) {
      setShown(current);
      setOpen(true);
    }
  }, [current, shown, open]);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not hide an error before it is read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const text = (notification: AdminNotification) =>
    notification.key !== undefined
      ? // Keys come from the slices and pages of the back-office; the namespaces are all loaded.
        String(t(notification.key as never, notification.values as never))
      : errorText(notification.text);

  if (!shown) return null;
  return (
    <Snackbar
      key={shown.id}
      open={open}
      autoHideDuration={shown.severity === 'error' ? ERROR_MS : SUCCESS_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{
        transition: {
          onExited: () => {
            dispatch(dismiss(shown.id));
            setShown(null);
          },
        },
      }}
      sx={{ bottom: { xs: 16, sm: 24 } }}
    >
      <Alert
        severity={shown.severity}
        variant="filled"
        onClose={() => close()}
        closeText={tAdmin('actions.close')}
        role={shown.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 560, alignItems: 'center', boxShadow: 6 }}
      >
        {text(shown)}
      </Alert>
    </Snackbar>
  );
}
