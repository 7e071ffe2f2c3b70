import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../admin-shell/busy-button';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { useBulkReviewsMutation } from './reviews-api';

interface BulkReviewActionsProps {
  /** The reviews of the page shown: "select all" chooses these. */
  pageIds: readonly number[];
  selected: ReadonlySet<number>;
  onSelectedChange: (next: Set<number>) => void;
}

type Action = 'approve' | 'hide' | 'delete';

/**
 * Above the reviews: "select all on this page", how many are chosen, and approve, hide or delete them in
 * one request (POST /reviews/bulk, all or none). Deleting asks first. The choice empties once done.
 */
export function BulkReviewActions({ pageIds, selected, onSelectedChange }: BulkReviewActionsProps) {
  const { t } = useTranslation(['admin-reviews', 'admin']);
  const dispatch = useAppDispatch();
  const [bulk] = useBulkReviewsMutation();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const count = selected.size;
  const allChosen = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someChosen = !allChosen && pageIds.some((id) => selected.has(id));

  const run = async (action: Action) => {
    const ids = [...selected];
    setBusy(action);
    const result = await bulk(
      action === 'delete'
        ? { ids, delete: true }
        : { ids, status: action === 'approve' ? 'published' : 'hidden' },
    );
    setBusy(null);
    // A refusal is announced by the notifications slice; the dialog shows it too.
    if (result.error) throw result.error;
    const done = action === 'approve' ? 'approved' : action === 'hide' ? 'hidden' : 'deleted';
    dispatch(notifySuccess(`admin-reviews:bulk.${done}`, { count: ids.length }));
    onSelectedChange(new Set());
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('bulk.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 1.5,
        py: 1,
        mb: 1.5,
        borderRadius: 1.5,
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={allChosen}
            indeterminate={someChosen}
            disabled={pageIds.length === 0}
            onChange={(event) =>
              onSelectedChange(event.target.checked ? new Set([...selected, ...pageIds]) : new Set())
            }
          />
        }
        label={t('bulk.selectAll')}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mr: 'auto' }}>
        {count > 0 ? t('bulk.selected', { count }) : t('bulk.none')}
      </Typography>
      {count > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <BusyButton
            size="small"
            variant="outlined"
            busy={busy === 'approve'}
            disabled={busy !== null}
            startIcon={<VisibilityIcon />}
            onClick={() => void run('approve').catch(() => undefined)}
          >
            {t('bulk.approve')}
          </BusyButton>
          <BusyButton
            size="small"
            variant="outlined"
            color="inherit"
            busy={busy === 'hide'}
            disabled={busy !== null}
            startIcon={<VisibilityOffIcon />}
            onClick={() => void run('hide').catch(() => undefined)}
          >
            {t('bulk.hide')}
          </BusyButton>
          <BusyButton
            size="small"
            variant="outlined"
            color="error"
            busy={busy === 'delete'}
            disabled={busy !== null}
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => setConfirmOpen(true)}
          >
            {t('bulk.delete')}
          </BusyButton>
        </Box>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('bulk.deleteTitle', { count })}
        confirmLabel={t('bulk.deleteConfirm', { count })}
        onConfirm={() => run('delete')}
        onClose={() => setConfirmOpen(false)}
      >
        {t('bulk.deleteMessage', { count })}
      </ConfirmDialog>
    </Paper>
  );
}
