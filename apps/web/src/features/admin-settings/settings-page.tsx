import { formatPhone, type SiteContent, type SitePicture, sitePictureKeys } from '@app/shared/site';
import { siteContentInput } from '@app/shared/site-settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { type AdminFailure, failureText } from '../admin-shell/admin-api';
import { BusyButton } from '../admin-shell/busy-button';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { PageHeader } from '../admin-shell/page-header';
import { selectAdmin } from '../auth/auth-slice';
import { PictureField } from './picture-field';
import {
  useOwnerSettingsQuery,
  useSaveOwnerSettingsMutation,
  useSaveSiteContentMutation,
  useSetupStatusQuery,
  useSiteContentQuery,
} from './settings-api';

/** E-mail and Google set-up, in plain words: what works and what does not yet. */
function SetupStatus() {
  const { t } = useTranslation('admin-settings');
  const { data } = useSetupStatusQuery();
  if (!data) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="setup-title"
      sx={{ p: { xs: 2, md: 3 }, mb: 3, display: 'grid', gap: 1 }}
    >
      <Typography id="setup-title" component="h2" variant="h6">
        {t('setup.title')}
      </Typography>
      <Alert severity={data.mail.configured ? 'success' : 'warning'}>
        {data.mail.configured ? t('setup.mailOn', { from: data.mail.from }) : t('setup.mailOff')}
      </Alert>
      <Alert severity={data.google.configured ? 'success' : 'info'}>
        {data.google.configured ? t('setup.googleOn') : t('setup.googleOff')}
      </Alert>
    </Paper>
  );
}

/** The fields of the form, by their path in SiteContent ("phones.us", "about.text.es"). */
const fields = [
  'businessName',
  'phones.us',
  'phones.argentina',
  'whatsapp.number',
  'email',
  'instagramUrl',
  'address.street',
  'address.city',
  'address.region',
  'address.postalCode',
  'hero.title.es',
  'hero.title.en',
  'hero.subtitle.es',
  'hero.subtitle.en',
  'about.text.es',
  'about.text.en',
  'founder.bio.es',
  'founder.bio.en',
] as const;
type FieldPath = (typeof fields)[number];
const multiline = (path: FieldPath) => /\.(text|bio|subtitle)\./.test(path);

function read(content: SiteContent, path: string): string {
  let value: unknown = content;
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

function write(content: SiteContent, path: string, text: string): SiteContent {
  const copy = structuredClone(content);
  const keys = path.split('.');
  let target = copy as unknown as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = text;
  return copy;
}

/** The content with one picture chosen, replaced or (undefined) removed. */
function withPicture(
  content: SiteContent,
  key: (typeof sitePictureKeys)[number],
  picture: SitePicture | undefined,
): SiteContent {
  const pictures = { ...content.pictures, [key]: picture };
  if (!picture) delete pictures[key];
  return { ...content, pictures };
}

/** The fields the shared schema refuses, by path (the same rules as the server's). */
function issuesOf(content: SiteContent): Partial<Record<string, string>> {
  const result = siteContentInput.safeParse(content);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

function OwnerSwitches() {
  const { t } = useTranslation('admin-settings');
  const { data } = useOwnerSettingsQuery();
  const [save, { isLoading }] = useSaveOwnerSettingsMutation();
  if (!data) return null;
  return (
    <Paper component="section" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('reviews.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={data.reviewsPublishWithoutApproval}
            disabled={isLoading}
            onChange={(e) => save({ reviewsPublishWithoutApproval: e.target.checked })}
          />
        }
        label={t('reviews.publishWithoutApproval')}
      />
    </Paper>
  );
}

/** The business content of the site, edited by the owner or a manager: preview, then save. */
export function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  const dispatch = useAppDispatch();
  const admin = useAppSelector(selectAdmin);
  const { data, error, isLoading, refetch } = useSiteContentQuery();
  const [saveSite, saving] = useSaveSiteContentMutation();
  const [draft, setDraft] = useState<SiteContent | null>(null);
  const [issues, setIssues] = useState<Partial<Record<string, string>>>({});

  useEffect(() => {
    if (data) setDraft(data);
  }, [data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const found = issuesOf(draft);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    const result = await saveSite(draft);
    if ('data' in result && result.data) {
      dispatch(notifySuccess('admin-settings:saved'));
      return;
    }
    const failure = result.error as AdminFailure | undefined;
    const named = (failure?.details?.fields ?? []) as Array<{ field: string; message: string }>;
    setIssues(Object.fromEntries(named.map((f) => [f.field, f.message])));
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <SetupStatus />
      {admin?.role === 'owner' && <OwnerSwitches />}
      {isLoading && <ListSkeleton />}
      {error && <LoadError error={failureText(error)} onRetry={refetch} />}
      {draft && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '3fr 2fr' }, alignItems: 'start' }}>
          <Paper
            component="form"
            noValidate
            onSubmit={submit}
            sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
          >
            {fields.map((path) => (
              <TextField
                key={path}
                name={path}
                label={t(`fields.${path}`)}
                value={read(draft, path)}
                onChange={(e) => setDraft(write(draft, path, e.target.value))}
                error={issues[path] !== undefined}
                helperText={issues[path] !== undefined ? t('invalid') : undefined}
                multiline={multiline(path)}
                minRows={multiline(path) ? 3 : undefined}
              />
            ))}
            <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
              {t('pictures.title')}
            </Typography>
            {sitePictureKeys.map((key) => (
              <PictureField
                key={key}
                which={key}
                picture={draft.pictures?.[key]}
                onChange={(picture) => setDraft((current) => current && withPicture(current, key, picture))}
                issues={issues}
              />
            ))}
            {saving.error && Object.keys(issues).length === 0 && (
              <Alert severity="error">{failureText(saving.error)}</Alert>
            )}
            <Box>
              <BusyButton type="submit" variant="contained" busy={saving.isLoading}>
                {t('save')}
              </BusyButton>
            </Box>
          </Paper>
          <Paper
            component="section"
            aria-labelledby="preview-title"
            // Beside the long form, the preview stays in sight while the owner edits further down.
            sx={{ p: { xs: 2, md: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}
          >
            <Typography id="preview-title" component="h2" variant="h6" sx={{ mb: 2 }}>
              {t('preview')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{draft.businessName}</Typography>
            <Typography data-testid="preview-phone-us">{formatPhone(draft.phones.us)}</Typography>
            <Typography>{formatPhone(draft.phones.argentina)}</Typography>
            <Typography>{draft.email}</Typography>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, 1fr)', mt: 2 }}>
              {sitePictureKeys.map((key) => {
                const picture = draft.pictures?.[key];
                return picture ? (
                  <Box
                    key={key}
                    component="img"
                    src={picture.url}
                    alt={picture.alt.es}
                    data-testid={`preview-picture-${key}`}
                    sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : null;
              })}
            </Box>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {draft.about.title.es} / {draft.about.title.en}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {draft.about.text.es}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 1, color: 'text.secondary' }}>
              {draft.about.text.en}
            </Typography>
          </Paper>
        </Box>
      )}
    </>
  );
}
