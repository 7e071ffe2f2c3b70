import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './admin-api';
import { useAdminErrorText } from './admin-error-text';
import { BusyButton } from './busy-button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; a rejection with a message keeps the dialog open and shows why (a 409, say). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before a destructive action. The safe choice (cancel) has the focus, Enter does not delete by
 * accident; while the action runs the dialog cannot be dismissed, and a refusal is shown in place.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      // A thunk's rejection (its message), an Error, or an RTK Query failure ({ message, status }).
      setError(typeof failure === 'string' ? failure : (failureText(failure) ?? ''));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setError(null) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
        </DialogContentText>
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error || 'An error occurred')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} disabled={busy} autoFocus color="inherit">
          {error !== null ? t('actions.close') : t('actions.cancel')}
        </Button>
        {error === null && (
          <BusyButton onClick={() => void confirm()} variant="contained" color="error" busy={busy}>
            {busy ? t('actions.working') : confirmLabel}
          </BusyButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
