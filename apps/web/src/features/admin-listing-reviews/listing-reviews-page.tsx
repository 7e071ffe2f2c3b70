import { type ListingSyncRun, listingReviewsMessages } from '@app/shared/listing-reviews';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText, loadStatus } from '../admin-shell/admin-api';
import { useAdminErrorText } from '../admin-shell/admin-error-text';
import { BusyButton } from '../admin-shell/busy-button';
import { EmptyState } from '../admin-shell/empty-state';
import { useFormatters } from '../admin-shell/format';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notify, notifyError, notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { visuallyHidden } from '../admin-shell/visually-hidden';
import {
  listingReviewsFailures,
  useImportListingReviewsMutation,
  useListingStatusQuery,
  useSyncListingReviewsMutation,
} from './listing-reviews-api';
import { type ImportPreview, readImportFile } from './read-import-file';

type ErrorKey = `errors.${'notConfigured' | 'busy' | 'fetchStatus' | 'sync' | 'import'}`;

// The messages of this screen's calls, and the API's own, that are shown translated.
const errorKeys = new Map<string, ErrorKey>([
  [listingReviewsMessages.notConfigured, 'errors.notConfigured'],
  [listingReviewsMessages.busy, 'errors.busy'],
  [listingReviewsFailures.fetchStatus, 'errors.fetchStatus'],
  [listingReviewsFailures.sync, 'errors.sync'],
  [listingReviewsFailures.import, 'errors.import'],
]);

function useListingErrorText() {
  const { t } = useTranslation('admin-listing-reviews');
  const adminText = useAdminErrorText();
  return useCallback(
    (message: string) => {
      const key = errorKeys.get(message);
      return key ? t(key) : adminText(message);
    },
    [t, adminText],
  );
}

function Card({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 17 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

function RunFigures({ run }: { run: ListingSyncRun }) {
  const { t } = useTranslation('admin-listing-reviews');
  const format = useFormatters();
  const result = run.result;
  if (!result) return null;
  const figures = (['fetched', 'upserted', 'deleted', 'samplesRemoved', 'skipped'] as const).filter(
    (name) => name === 'fetched' || name === 'upserted' || result[name] > 0,
  );
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {figures.map((name) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`lastRun.${name}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {format.number(result[name])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Every N minutes or hours, as the admin reads it. */
function useIntervalText() {
  const { t } = useTranslation('admin-listing-reviews');
  return (minutes: number | null) => {
    if (minutes === null) return t('google.onDemand');
    return minutes % 60 === 0
      ? t('google.everyHours', { count: minutes / 60 })
      : t('google.everyMinutes', { count: minutes });
  };
}

/**
 * /admin/listing-reviews: the reviews of the business's Google listing that the public reviews page shows.
 * When Google is connected the server syncs them by itself ("Sync now" forces one); otherwise the admin
 * imports an export file. Shows the last update, what it did, and how many reviews (and demo samples) the
 * site has.
 */
export function ListingReviewsPage() {
  const { t } = useTranslation(['admin-listing-reviews', 'admin']);
  const dispatch = useAppDispatch();
  const format = useFormatters();
  const errorText = useListingErrorText();
  const intervalText = useIntervalText();
  const statusQuery = useListingStatusQuery();
  const { data } = statusQuery;
  const status = loadStatus(statusQuery);
  const [syncListingReviews, syncState] = useSyncListingReviewsMutation();
  const [importListingReviews, importState] = useImportListingReviewsMutation();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [reading, setReading] = useState(false);
  const notConfiguredId = useId();
  const importHelpId = useId();

  const importing = importState.isLoading;
  const working = syncState.isLoading || importing;
  const running = working || Boolean(data?.running);

  const failed = (message: string) => {
    const key = errorKeys.get(message);
    dispatch(key ? notify({ severity: 'error', key: `admin-listing-reviews:${key}` }) : notifyError(message));
  };

  const syncNow = async () => {
    importState.reset();
    const result = await syncListingReviews();
    if (result.error) {
      failed(failureText(result.error) ?? listingReviewsFailures.sync);
    } else if (result.data.ok) {
      dispatch(
        notifySuccess('admin-listing-reviews:messages.synced', {
          count: result.data.result?.fetched ?? 0,
        }),
      );
    } else {
      dispatch(notify({ severity: 'error', key: 'admin-listing-reviews:messages.syncFailed' }));
    }
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setPreview(await readImportFile(file));
    setReading(false);
  };

  const confirmImport = async () => {
    if (!preview?.ok) return;
    const result = await importListingReviews(preview.json);
    if (result.data) {
      setPreview(null);
      dispatch(
        notifySuccess('admin-listing-reviews:messages.imported', {
          count: result.data.result?.upserted ?? 0,
        }),
      );
    }
  };

  const lastRun = data?.lastRun ?? null;
  const importError = failureText(importState.error);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          data && (
            <Button
              component="a"
              href={data.listingUrl}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              variant="outlined"
              endIcon={<OpenInNewIcon fontSize="small" />}
            >
              {t('openListing')}
              <Box component="span" sx={visuallyHidden}>
                {` (${t('newTab')})`}
              </Box>
            </Button>
          )
        }
      />

      {status === 'failed' && !data && (
        <LoadError
          error={errorText(failureText(statusQuery.error) ?? listingReviewsFailures.fetchStatus)}
          onRetry={() => void statusQuery.refetch()}
        />
      )}
      {(status === 'idle' || status === 'loading') && !data && <ListSkeleton rows={3} height={140} />}

      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Card
            title={t('google.title')}
            action={
              <Chip
                size="small"
                variant="outlined"
                color={data.configured ? 'success' : 'default'}
                label={data.configured ? t('google.configured') : t('google.notConfigured')}
              />
            }
          >
            {data.configured && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {intervalText(data.syncIntervalMinutes)}
              </Typography>
            )}
            <Box>
              <BusyButton
                variant="contained"
                onClick={() => void syncNow()}
                busy={running}
                disabled={!data.configured}
                aria-describedby={data.configured ? undefined : notConfiguredId}
                startIcon={<CloudSyncOutlinedIcon />}
              >
                {running ? t('google.syncing') : t('google.syncNow')}
              </BusyButton>
            </Box>
            {!data.configured && (
              <Typography id={notConfiguredId} variant="body2" sx={{ color: 'text.secondary' }}>
                {t('google.notConfiguredHelp')}
              </Typography>
            )}
          </Card>

          <Card
            title={t('lastRun.title')}
            action={
              lastRun && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={lastRun.ok ? 'success' : 'error'}
                  label={lastRun.ok ? t('lastRun.ok') : t('lastRun.failed')}
                />
              )
            }
          >
            {lastRun ? (
              <>
                <Typography variant="body2">
                  {t('lastRun.when', {
                    date: format.dateTime(lastRun.finishedAt ?? lastRun.startedAt),
                    source: t(`lastRun.source.${lastRun.source}`),
                  })}
                </Typography>
                {lastRun.ok ? (
                  <RunFigures run={lastRun} />
                ) : (
                  <Alert severity="error" variant="outlined">
                    {t('lastRun.unchanged')}
                    {lastRun.result?.error && (
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ display: 'block', mt: 0.5, wordBreak: 'break-word' }}
                      >
                        {lastRun.result.error}
                      </Typography>
                    )}
                  </Alert>
                )}
                {!lastRun.ok && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {data.lastSuccessAt
                      ? t('lastRun.lastSuccess', { date: format.dateTime(data.lastSuccessAt) })
                      : t('lastRun.noSuccess')}
                  </Typography>
                )}
              </>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('lastRun.never')}
              </Typography>
            )}
            {data.running && !working && (
              <Typography variant="body2" role="status">
                {t('google.running')}
              </Typography>
            )}
          </Card>

          <Card title={t('counts.title')}>
            {data.total === 0 ? (
              <EmptyState
                dense
                icon={<RateReviewOutlinedIcon />}
                title={t('counts.emptyTitle')}
                message={t('counts.emptyMessage')}
              />
            ) : (
              <>
                <Typography component="p" sx={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2 }}>
                  {t('counts.total', { count: data.total, formatted: format.number(data.total) })}
                </Typography>
                {data.samples > 0 && (
                  <Alert severity="info" variant="outlined">
                    {data.samples === data.total
                      ? t('counts.allSamples', { count: data.samples })
                      : t('counts.someSamples', { count: data.samples })}
                  </Alert>
                )}
              </>
            )}
          </Card>

          <Card title={t('import.title')}>
            <Typography id={importHelpId} variant="body2" sx={{ color: 'text.secondary' }}>
              {t('import.help')}
              {data.configured && ` ${t('import.googleHint')}`}
            </Typography>

            {preview?.ok ? (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <Alert severity="info" variant="outlined" role="status">
                  {t('import.ready', { count: preview.count, name: preview.fileName })}
                  {preview.skipped > 0 && ` ${t('import.skipped', { count: preview.skipped })}`}
                </Alert>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    variant="contained"
                    onClick={() => void confirmImport()}
                    disabled={running}
                    startIcon={importing ? <CircularProgress size={16} color="inherit" /> : undefined}
                  >
                    {importing ? t('import.importing') : t('import.confirm', { count: preview.count })}
                  </Button>
                  <Button color="inherit" onClick={() => setPreview(null)} disabled={working}>
                    {t('admin:actions.cancel')}
                  </Button>
                </Box>
              </Box>
            ) : (
              <Box>
                <Button
                  component="label"
                  variant="outlined"
                  color="inherit"
                  disabled={running || reading}
                  startIcon={
                    reading ? <CircularProgress size={16} color="inherit" /> : <UploadFileOutlinedIcon />
                  }
                >
                  {t('import.choose')}
                  <Box
                    component="input"
                    type="file"
                    accept="application/json,.json"
                    aria-describedby={importHelpId}
                    sx={visuallyHidden}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => {
                      const input = event.currentTarget;
                      void chooseFile(input.files?.[0]).finally(() => {
                        // Choosing the same file again after fixing it must fire a change too.
                        input.value = '';
                      });
                    }}
                  />
                </Button>
              </Box>
            )}

            {preview && !preview.ok && (
              <Alert severity="error" variant="outlined" sx={{ wordBreak: 'break-word' }}>
                {t(`import.problems.${preview.problem}`, { name: preview.fileName, detail: preview.detail })}
              </Alert>
            )}
            {importError && (
              <Alert severity="error" variant="outlined" sx={{ wordBreak: 'break-word' }}>
                {errorText(importError)}
              </Alert>
            )}
          </Card>
        </Box>
      )}
    </>
  );
}
