import type { DemoCounts } from '@app/shared/demo-content';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { selectAdmin } from '../auth/auth-slice';
import { useDemoContentQuery, useRemoveDemoContentMutation } from './demo-content-api';

const kinds = ['services', 'clients', 'reservations', 'reviews', 'listingReviews'] as const;

/**
 * Shown on every back-office page while anything the demo seed created is left, with the one action
 * that removes it all (the owner's, after a confirmation). Gone once nothing demo is left.
 */
export function DemoBanner() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const admin = useAppSelector(selectAdmin);
  const { data } = useDemoContentQuery();
  const [remove] = useRemoveDemoContentMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  if (!data?.present) return null;

  const summary = (counts: DemoCounts) =>
    kinds
      .filter((kind) => counts[kind] > 0)
      .map((kind) => t(`demo.${kind}`, { count: counts[kind] }))
      .join(', ');
  const owner = admin?.role === 'owner';

  const confirm = async () => {
    const result = await remove();
    if (result.error) throw result.error;
    dispatch(notifySuccess('admin:demo.removed'));
  };

  return (
    <>
      <Alert
        severity="info"
        variant="outlined"
        component="section"
        // A standing notice, not an alarm: a region the reader can find, not one announced on every page.
        role="region"
        aria-label={t('demo.label')}
        // On a phone the action takes a line of its own under the text rather than squeezing it.
        sx={{
          mb: 3,
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          '& .MuiAlert-message': { flex: '1 1 0', minWidth: 0 },
          '& .MuiAlert-action': {
            pt: 0,
            pl: { xs: 0, sm: 2 },
            ml: { xs: 0, sm: 'auto' },
            width: { xs: '100%', sm: 'auto' },
            justifyContent: 'flex-end',
          },
        }}
        action={
          owner ? (
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={() => setConfirmOpen(true)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('demo.remove')}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{t('demo.label')}</AlertTitle>
        {t('demo.present', { summary: summary(data.counts) })}
        {!owner && ` ${t('demo.ownerOnly')}`}
      </Alert>
      {owner && (
        <ConfirmDialog
          open={confirmOpen}
          title={t('demo.confirmTitle')}
          confirmLabel={t('demo.confirm')}
          onConfirm={confirm}
          onClose={() => setConfirmOpen(false)}
        >
          {t('demo.confirmMessage', { summary: summary(data.counts) })}
        </ConfirmDialog>
      )}
    </>
  );
}
