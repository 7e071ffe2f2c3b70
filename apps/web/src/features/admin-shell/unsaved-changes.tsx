import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/** Navigation state of the move a form makes once it has saved: nothing is lost, nothing to ask. */
export const afterSave = { afterSave: true } as const;

function isAfterSave(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { afterSave?: unknown }).afterSave === true;
}

/**
 * Asks before leaving a form with unsaved changes: inside the app (a link, the back button) with a
 * dialog, and when closing or reloading the tab with the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useTranslation('admin');
  const textId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !isAfterSave(nextLocation.state),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-describedby={textId}>
      <DialogContent>
        <DialogContentText id={textId}>{t('form.unsavedChanges')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => blocker.reset?.()} autoFocus color="inherit">
          {t('form.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()} variant="contained" color="error">
          {t('form.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
