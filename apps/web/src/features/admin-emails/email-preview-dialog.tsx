import type { MailStatus } from '@app/shared/mail';
import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../admin-shell/admin-api';
import { useFormatters } from '../admin-shell/format';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { useOutboxMessageQuery, useRetryOutboxMessageMutation } from './emails-api';

type View = 'html' | 'text';

/** The colour of a message's state, here and in the outbox list. */
export const statusColor: Record<MailStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

/**
 * What the recipient sees: the HTML part in a sandboxed frame (no scripts, no same-origin access, so a
 * message cannot act on the back-office) and the plain-text part, with the delivery details.
 */
export function EmailPreviewDialog({
  id,
  open,
  onClose,
  onClosed,
}: {
  /** The message to show (GET /mail/outbox/:id). */
  id: number | null;
  open: boolean;
  onClose: () => void;
  /** Once the dialog has gone (its transition ended). */
  onClosed: () => void;
}) {
  const { t } = useTranslation(['admin-emails', 'admin']);
  const dispatch = useAppDispatch();
  const format = useFormatters();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const preview = useOutboxMessageQuery(id ?? skipToken);
  const [retryOutboxMessage, { isLoading: retrying }] = useRetryOutboxMessageMutation();
  const [view, setView] = useState<View>('html');
  const message = preview.currentData;

  const close = () => {
    onClose();
    setView('html');
  };

  const retry = async () => {
    if (!message) return;
    const result = await retryOutboxMessage(message.id);
    if (!result.error) dispatch(notifySuccess('admin-emails:messages.requeued'));
  };

  const details: Array<[string, string]> = message
    ? [
        [t('details.to'), message.to ?? t('businessAddress')],
        ...(message.replyTo ? [[t('details.replyTo'), message.replyTo] as [string, string]] : []),
        [t('details.kind'), t(`kinds.${message.kind}`, { defaultValue: message.kind })],
        [t('details.language'), t(`details.languages.${message.language}`)],
        [t('details.created'), format.dateTime(message.createdAt)],
        ...(message.sentAt ? [[t('details.sent'), format.dateTime(message.sentAt)] as [string, string]] : []),
        [t('details.attempts'), t('attemptsShort', { count: message.attempts, max: message.maxAttempts })],
        ...(message.messageId ? [[t('details.messageId'), message.messageId] as [string, string]] : []),
        ...(message.lastError ? [[t('details.lastError'), message.lastError] as [string, string]] : []),
        ...(message.attachments.length > 0
          ? [
              [
                t('details.attachments'),
                message.attachments
                  .map((file) => `${file.filename} (${Math.max(1, Math.round(file.size / 1024))} KB)`)
                  .join(', '),
              ] as [string, string],
            ]
          : []),
      ]
    : [];

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, wordBreak: 'break-word' }}>
        {message?.subject ?? t('previewTitle')}
        <IconButton
          aria-label={t('admin:actions.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {preview.isError && (
          <LoadError error={failureText(preview.error)} onRetry={() => void preview.refetch()} />
        )}
        {preview.isFetching && !message && (
          <Box aria-busy="true" aria-label={t('loadingPreview')}>
            <Skeleton height={28} width="60%" />
            <Skeleton height={28} width="40%" />
            <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
          </Box>
        )}
        {message && (
          <>
            <Box sx={{ mb: 2 }}>
              <Chip
                size="small"
                variant="outlined"
                label={t(`status.${message.status}`)}
                color={statusColor[message.status]}
              />
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '140px minmax(0, 1fr)' },
                columnGap: 2,
                rowGap: { xs: 0.25, sm: 0.75 },
                '& dt': { color: 'text.secondary', fontSize: 14, mt: { xs: 1, sm: 0 } },
                '& dd': { m: 0, fontSize: 14, wordBreak: 'break-word' },
              }}
            >
              {details.map(([term, value]) => (
                <Box key={term} sx={{ display: 'contents' }}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Box>
              ))}
            </Box>
            <Tabs
              value={view}
              onChange={(_event, value: View) => setView(value)}
              aria-label={t('views.label')}
              sx={{ mt: 2.5, mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="html" label={t('views.html')} sx={{ textTransform: 'none' }} />
              <Tab value="text" label={t('views.text')} sx={{ textTransform: 'none' }} />
            </Tabs>
            {view === 'html' ? (
              <Box
                component="iframe"
                title={t('views.htmlFrame', { subject: message.subject })}
                sandbox=""
                srcDoc={message.html}
                sx={{
                  width: '100%',
                  height: { xs: 420, sm: 520 },
                  border: 0,
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
            ) : (
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 2,
                  borderRadius: 1,
                  bgcolor: 'rgba(255,255,255,0.04)',
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontSize: 14,
                  maxHeight: 520,
                  overflow: 'auto',
                }}
              >
                {message.text}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {message?.status === 'failed' && (
          <Button startIcon={<ReplayIcon />} disabled={retrying} onClick={() => void retry()}>
            {t('retry')}
          </Button>
        )}
        <Button color="inherit" onClick={close}>
          {t('admin:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
