import { type MailSettings, mailStatuses, type OutboxItem } from '@app/shared/mail';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { adminApi, failureText, loadStatus } from '../admin-shell/admin-api';
import { EmptyState } from '../admin-shell/empty-state';
import { useFormatters } from '../admin-shell/format';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { useMailStatusQuery } from '../admin-shell/mail-status-api';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { CardsPagination } from '../admin-shell/table-pagination';
import { useListQuery } from '../admin-shell/use-list-query';
import { EmailPreviewDialog, statusColor } from './email-preview-dialog';
import {
  OUTBOX_PAGE_SIZE,
  type OutboxFilter,
  useMailSettingsQuery,
  useOutboxQuery,
  useRetryOutboxMessageMutation,
  useSaveMailSettingsMutation,
} from './emails-api';

const filters: OutboxFilter[] = ['all', ...mailStatuses];
const isFilter = (value: string | null): value is OutboxFilter => filters.includes(value as OutboxFilter);

/** Whether e-mail is configured and where business mail goes: the first thing to know on this screen. */
function DeliveryStatus() {
  const { t } = useTranslation('admin-emails');
  const mail = useMailStatusQuery();
  if (mail.isError) return <LoadError error={failureText(mail.error)} onRetry={() => void mail.refetch()} />;
  const status = mail.data;
  if (!status) return <Skeleton variant="rounded" height={72} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {status.configured ? (
        <Alert severity="success" variant="outlined">
          <AlertTitle>{t('delivery.configuredTitle')}</AlertTitle>
          {t('delivery.configured', { from: status.from })}
        </Alert>
      ) : (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{t('delivery.notConfiguredTitle')}</AlertTitle>
          {t('delivery.notConfigured')}
        </Alert>
      )}
      <Alert severity={status.businessEmailConfigured ? 'info' : 'warning'} variant="outlined">
        {status.businessEmail
          ? t('delivery.businessEmail', { email: status.businessEmail })
          : t('delivery.noBusinessEmail')}
        {!status.businessEmailConfigured && ` ${t('delivery.summariesNeedBusinessEmail')}`}
      </Alert>
    </Box>
  );
}

const settingNames: Array<keyof MailSettings> = ['confirmationOnConfirm', 'receiptOnPayment'];

/** The automatic e-mails the owner can switch on (both off until switched). */
function AutomaticEmails() {
  const { t } = useTranslation('admin-emails');
  const dispatch = useAppDispatch();
  const settings = useMailSettingsQuery();
  const [saveMailSettings, saving] = useSaveMailSettingsMutation();

  const change = async (name: keyof MailSettings, value: boolean) => {
    const result = await saveMailSettings({ [name]: value });
    if (!result.error) {
      dispatch(
        notifySuccess(`admin-emails:settings.${value ? 'switchedOn' : 'switchedOff'}`, {
          name: t(`settings.${name}.label`),
        }),
      );
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="automatic-emails"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 1.5 }}
    >
      <Typography id="automatic-emails" component="h2" variant="h6">
        {t('settings.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1.5 }}>
        {t('settings.subtitle')}
      </Typography>
      {settings.isError && (
        <LoadError error={failureText(settings.error)} onRetry={() => void settings.refetch()} />
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {settingNames.map((name) => (
          <Box key={name}>
            <FormControlLabel
              control={
                <Switch
                  checked={settings.data?.[name] ?? false}
                  disabled={!settings.data || saving.isLoading}
                  onChange={(_event, checked) => void change(name, checked)}
                  slotProps={{ input: { 'aria-describedby': `setting-${name}-help` } }}
                />
              }
              label={t(`settings.${name}.label`)}
            />
            <Typography
              id={`setting-${name}-help`}
              variant="body2"
              sx={{ color: 'text.secondary', pl: '47px' }}
            >
              {t(`settings.${name}.help`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

interface OutboxRowProps {
  item: OutboxItem;
  onPreview: (item: OutboxItem) => void;
}

function OutboxRow({ item, onPreview }: OutboxRowProps) {
  const { t } = useTranslation('admin-emails');
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const [retryOutboxMessage, { isLoading: busy }] = useRetryOutboxMessageMutation();
  const headingId = `outbox-${item.id}`;

  const retry = async () => {
    const result = await retryOutboxMessage(item.id);
    if (!result.error) dispatch(notifySuccess('admin-emails:messages.requeued'));
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={t(`status.${item.status}`)}
          color={statusColor[item.status]}
          variant="outlined"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`kinds.${item.kind}`, { defaultValue: item.kind })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto', whiteSpace: 'nowrap' }}>
          {format.dateTime(item.sentAt ?? item.createdAt)}
        </Typography>
      </Box>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {item.subject}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
        {t('to', { address: item.to ?? t('businessAddress') })}
        {item.attachments.length > 0 && (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', ml: 1.5, gap: 0.25 }}>
            <AttachFileIcon sx={{ fontSize: 16 }} aria-hidden />
            {item.attachments.map((file) => file.filename).join(', ')}
          </Box>
        )}
      </Typography>
      {item.status !== 'sent' && (item.attempts > 0 || item.lastError) && (
        <Typography
          variant="body2"
          sx={{ color: item.status === 'failed' ? 'error.light' : 'text.secondary' }}
        >
          {t('attempts', { count: item.attempts, max: item.maxAttempts })}
          {item.status === 'queued' &&
            item.attempts > 0 &&
            ` · ${t('nextAttempt', { at: format.dateTime(item.nextAttemptAt) })}`}
          {item.lastError && ` · ${item.lastError}`}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        <Button
          size="small"
          color="inherit"
          startIcon={<VisibilityOutlinedIcon />}
          onClick={() => onPreview(item)}
          aria-label={t('previewLabel', { subject: item.subject })}
        >
          {t('preview')}
        </Button>
        {item.status === 'failed' && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<ReplayIcon />}
            disabled={busy}
            onClick={() => void retry()}
            aria-label={t('retryLabel', { subject: item.subject })}
          >
            {busy ? t('retrying') : t('retry')}
          </Button>
        )}
        {item.reservationId !== null && (
          <Button
            size="small"
            color="inherit"
            component={RouterLink}
            to={paths.admin.reservationDetail(item.reservationId)}
          >
            {item.reference ? t('openReservation', { reference: item.reference }) : t('openReservationPlain')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** The outbox, filtered by state (in the URL: ?status=failed&page=2). */
function Outbox() {
  const { t } = useTranslation('admin-emails');
  const { data: mail } = useMailStatusQuery();
  const { searchParams, page, setQuery, setPage } = useListQuery();
  const statusParam = searchParams.get('status');
  const filter: OutboxFilter = isFilter(statusParam) ? statusParam : 'all';
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const outbox = useOutboxQuery({ filter, offset: page * OUTBOX_PAGE_SIZE });

  const counts = mail?.counts;
  const label = (each: OutboxFilter) => {
    const count = each === 'all' || !counts ? undefined : counts[each];
    return count ? `${t(`filters.${each}`)} · ${count}` : t(`filters.${each}`);
  };
  // Another filter's rows would be misleading while the new ones load: only this query's answer shows.
  const { items = [], total = 0 } = outbox.currentData ?? {};
  const status = outbox.isFetching ? 'loading' : loadStatus(outbox);

  return (
    <Box component="section" aria-labelledby="outbox-title">
      <Typography id="outbox-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('outbox.title')}
      </Typography>
      <Tabs
        value={filter}
        onChange={(_event, value: OutboxFilter) =>
          setQuery({ status: value === 'all' ? null : value, page: null })
        }
        aria-label={t('filters.label')}
        variant="scrollable"
        scrollButtons={false}
        sx={{ mb: 2.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {filters.map((each) => (
          <Tab key={each} value={each} label={label(each)} sx={{ textTransform: 'none', minHeight: 44 }} />
        ))}
      </Tabs>

      {status === 'failed' && (
        <LoadError error={failureText(outbox.error)} onRetry={() => void outbox.refetch()} />
      )}
      {(status === 'loading' || status === 'idle') && items.length === 0 && (
        <ListSkeleton rows={4} height={120} />
      )}
      {status === 'succeeded' && items.length === 0 && (
        <EmptyState
          icon={<MarkEmailReadOutlinedIcon />}
          title={t(`outbox.empty.${filter}`)}
          message={filter === 'all' ? t('outbox.emptyHint') : undefined}
        />
      )}
      {items.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1.5, opacity: status === 'loading' ? 0.6 : 1 }}>
          {items.map((item) => (
            <OutboxRow
              key={item.id}
              item={item}
              onPreview={(chosen) => {
                setPreviewId(chosen.id);
                setPreviewOpen(true);
              }}
            />
          ))}
          <CardsPagination count={total} page={page} rowsPerPage={OUTBOX_PAGE_SIZE} onPageChange={setPage} />
        </Box>
      )}
      <EmailPreviewDialog
        id={previewId}
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        onClosed={() => setPreviewId(null)}
      />
    </Box>
  );
}

/** /admin/emails: is e-mail working, what went out, what failed (retry it), and the automatic e-mails. */
export function EmailsPage() {
  const { t } = useTranslation('admin-emails');
  const dispatch = useAppDispatch();
  const refresh = () => dispatch(adminApi.util.invalidateTags(['MailStatus', 'Outbox']));

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button color="inherit" variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
            {t('refresh')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
          gridTemplateAreas: {
            xs: '"status" "settings" "outbox"',
            lg: '"status settings" "outbox settings"',
          },
        }}
      >
        <Box sx={{ gridArea: 'status', minWidth: 0 }}>
          <DeliveryStatus />
        </Box>
        <Box sx={{ gridArea: 'settings', minWidth: 0 }}>
          <AutomaticEmails />
        </Box>
        <Box sx={{ gridArea: 'outbox', minWidth: 0 }}>
          <Outbox />
        </Box>
      </Box>
    </>
  );
}
