import type { CalendarImport } from '@app/shared/calendars';
import type { ServiceType } from '@app/shared/catalog';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../admin-shell/admin-api';
import { BusyButton } from '../admin-shell/busy-button';
import { CALENDAR_SYNC_ANCHOR, ServiceConflicts } from '../admin-shell/calendar-conflicts';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { useFormatters } from '../admin-shell/format';
import { LoadError } from '../admin-shell/load-error';
import { notify, notifySuccess } from '../admin-shell/notifications-slice';
import {
  useAddCalendarImportMutation,
  useDeleteCalendarImportMutation,
  useRenewCalendarTokenMutation,
  useServiceCalendarQuery,
  useSyncCalendarImportMutation,
} from './calendar-api';
import { CalendarBlocks } from './calendar-blocks';

const sectionTitle = { fontSize: 14, fontWeight: 600, mt: 2.5, mb: 1 } as const;

/** One imported feed: its status, last sync, events, and its actions. */
function FeedRow({ feed, serviceId }: { feed: CalendarImport; serviceId: number }) {
  const { t } = useTranslation('admin-services');
  const { dateTime } = useFormatters();
  const dispatch = useAppDispatch();
  const [sync, syncing] = useSyncCalendarImportMutation();
  const [remove] = useDeleteCalendarImportMutation();
  const [confirming, setConfirming] = useState(false);

  const syncNow = async () => {
    const result = await sync({ serviceId, importId: feed.id });
    const outcome = result.data;
    if (!outcome) return;
    if (outcome.status === 'ok')
      dispatch(
        notifySuccess('admin-services:calendar.synced', {
          added: outcome.added,
          updated: outcome.updated,
          removed: outcome.removed,
          conflicts: outcome.conflicts,
        }),
      );
    else if (outcome.status === 'busy') dispatch(notifySuccess('admin-services:calendar.syncBusy'));
    else
      dispatch(notify({ severity: 'error', text: t('calendar.syncFailed', { error: outcome.error ?? '' }) }));
  };

  return (
    <Box component="li" sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {feed.name}
        </Typography>
        {feed.lastStatus && (
          <Chip
            size="small"
            color={feed.lastStatus === 'ok' ? 'success' : 'error'}
            label={t(feed.lastStatus === 'ok' ? 'calendar.statusOk' : 'calendar.statusError')}
          />
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
          {t('calendar.events', { count: feed.events })} ·{' '}
          {feed.lastSyncAt
            ? t('calendar.lastSync', { when: dateTime(feed.lastSyncAt) })
            : t('calendar.never')}
        </Typography>
        <BusyButton
          size="small"
          variant="outlined"
          busy={syncing.isLoading}
          aria-label={t('calendar.syncLabel', { name: feed.name })}
          onClick={() => void syncNow()}
        >
          {t('calendar.syncNow')}
        </BusyButton>
        <Button
          size="small"
          color="error"
          aria-label={t('calendar.deleteFeedLabel', { name: feed.name })}
          onClick={() => setConfirming(true)}
        >
          {t('calendar.deleteFeed')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
        {feed.url}
      </Typography>
      {feed.lastError && (
        <Alert severity="error" sx={{ mt: 1, py: 0 }}>
          {feed.lastError}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('calendar.deleteFeedTitle')}
        confirmLabel={t('calendar.deleteFeed')}
        onConfirm={() => remove({ serviceId, importId: feed.id }).unwrap()}
        onClose={() => setConfirming(false)}
      >
        {t('calendar.deleteFeedText')}
      </ConfirmDialog>
    </Box>
  );
}

/** The form that adds a feed (name and .ics URL). */
function AddFeed({ type, id }: { type: ServiceType; id: number }) {
  const { t } = useTranslation('admin-services');
  const dispatch = useAppDispatch();
  const [add, adding] = useAddCalendarImportMutation();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await add({ type, id, input: { name, url } });
    if (result.error) {
      setError(failureText(result.error) ?? null);
      return;
    }
    setName('');
    setUrl('');
    dispatch(notifySuccess('admin-services:calendar.added'));
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('calendar.feedName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          sx={{ flex: '1 1 140px' }}
        />
        <TextField
          size="small"
          label={t('calendar.feedUrl')}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          required
          type="url"
          sx={{ flex: '3 1 260px' }}
        />
        <BusyButton type="submit" variant="outlined" busy={adding.isLoading}>
          {t('calendar.addFeed')}
        </BusyButton>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/**
 * "Calendar sync" on a service's edit page (issue 18): the export URL to give other channels (copy,
 * renew after a confirmation), the feeds imported from them (status, last sync, events, sync now,
 * remove) and the blocks still to come (manual ones can be added and removed).
 */
export function CalendarPanel({ type, id }: { type: ServiceType; id: number }) {
  const { t } = useTranslation('admin-services');
  const dispatch = useAppDispatch();
  const calendar = useServiceCalendarQuery({ type, id });
  const [renew] = useRenewCalendarTokenMutation();
  const [confirmingRenew, setConfirmingRenew] = useState(false);
  const data = calendar.data;

  const copy = async () => {
    if (!data) return;
    await navigator.clipboard?.writeText(data.exportUrl);
    dispatch(notifySuccess('admin-services:calendar.copied'));
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      id={CALENDAR_SYNC_ANCHOR}
      aria-labelledby="calendar-sync-title"
      sx={{ mt: 3, p: { xs: 2, sm: 2.5 }, borderRadius: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <EventBusyOutlinedIcon aria-hidden sx={{ color: 'text.secondary' }} />
        <Typography id="calendar-sync-title" variant="h6" component="h2" sx={{ fontSize: 16 }}>
          {t('calendar.title')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('calendar.hint')}
      </Typography>
      {calendar.isError && (
        <LoadError error={failureText(calendar.error)} onRetry={() => void calendar.refetch()} />
      )}
      {data && (
        <>
          <Typography component="h3" sx={sectionTitle}>
            {t('calendar.exportTitle')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              size="small"
              label={t('calendar.exportUrl')}
              value={data.exportUrl}
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ flex: '1 1 320px' }}
            />
            <Button variant="outlined" onClick={() => void copy()}>
              {t('calendar.copy')}
            </Button>
            <Button color="warning" onClick={() => setConfirmingRenew(true)}>
              {t('calendar.renew')}
            </Button>
          </Box>
          <Typography component="h3" sx={sectionTitle}>
            {t('calendar.importsTitle')}
          </Typography>
          {data.imports.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('calendar.noImports')}
            </Typography>
          )}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.imports.map((feed) => (
              <FeedRow key={feed.id} feed={feed} serviceId={id} />
            ))}
          </Box>
          <AddFeed type={type} id={id} />
          <ServiceConflicts serviceId={id} />
          <Typography component="h3" sx={sectionTitle}>
            {t('calendar.blocksTitle')}
          </Typography>
          <CalendarBlocks type={type} id={id} blocks={data.blocks} />
        </>
      )}
      <ConfirmDialog
        open={confirmingRenew}
        title={t('calendar.renewTitle')}
        confirmLabel={t('calendar.renew')}
        onConfirm={async () => {
          await renew({ type, id }).unwrap();
          dispatch(notifySuccess('admin-services:calendar.renewed'));
        }}
        onClose={() => setConfirmingRenew(false)}
      >
        {t('calendar.renewText')}
      </ConfirmDialog>
    </Paper>
  );
}
