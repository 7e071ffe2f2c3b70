import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from './busy-button';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The form's own submit (Enter in a field, or the button); the caller validates and saves. */
  onSubmit: (event: FormEvent) => void;
  /** While it saves the dialog cannot be dismissed and both buttons wait. */
  saving: boolean;
  submitLabel: string;
  /** The submit's text while it saves ("Saving…" unless the action is another: "Sending…"). */
  busyLabel?: string;
  submitIcon?: ReactNode;
  /** Why the server refused, ready to read: under the fields, announced to a screen reader. */
  error?: string | null;
  /** 'info' for a refusal that is only news (there was nothing to save). */
  errorSeverity?: 'error' | 'info';
  /** Where a dialog sets its fields: as it opens, or once it has closed. */
  onEnter?: () => void;
  onExited?: () => void;
  children: ReactNode;
}

/** A small back-office form in a dialog (full screen on a phone): its fields, then Cancel and the submit. */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  saving,
  submitLabel,
  busyLabel,
  submitIcon,
  error,
  errorSeverity = 'error',
  onEnter,
  onExited,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('admin');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();

  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      slotProps={{ transition: { onEnter, onExited } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {children}
          {error && (
            <Alert severity={errorSeverity} role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={close} color="inherit" disabled={saving}>
            {t('actions.cancel')}
          </Button>
          <BusyButton type="submit" variant="contained" busy={saving} startIcon={submitIcon}>
            {saving ? (busyLabel ?? t('actions.saving')) : submitLabel}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
