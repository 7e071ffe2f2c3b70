import { ADMIN_PASSWORD_MIN_LENGTH } from '@app/shared/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useTranslateError } from '../../lib/error-text';
import type { AdminFailure } from '../admin-shell/admin-api';
import { BusyButton } from '../admin-shell/busy-button';
import { useSetPasswordMutation } from './staff-api';

/** Where an invitation's one-time link leads: the new staff member chooses a password, then logs in. */
export function SetPasswordPage() {
  const { t } = useTranslation('admin-staff');
  const translate = useTranslateError();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setPassword, { isLoading, error, data }] = useSetPasswordMutation();
  const [password, setPasswordText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [issue, setIssue] = useState<'tooShort' | 'mismatch' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found =
      password.length < ADMIN_PASSWORD_MIN_LENGTH ? 'tooShort' : password !== repeat ? 'mismatch' : null;
    setIssue(found);
    if (!found) await setPassword({ token, password });
  };
  const failure = error as AdminFailure | undefined;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="main" sx={{ p: { xs: 3, md: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {t('setPassword.title')}
        </Typography>
        {data ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('setPassword.done', { email: data.email })}
            </Alert>
            <Button component={RouterLink} to={paths.admin.login} variant="contained">
              {t('setPassword.toLogin')}
            </Button>
          </>
        ) : (
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label={t('setPassword.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPasswordText(e.target.value)}
              error={issue === 'tooShort'}
              helperText={t('setPassword.tooShort', { min: ADMIN_PASSWORD_MIN_LENGTH })}
            />
            <TextField
              label={t('setPassword.repeat')}
              type="password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.target.value)}
              error={issue === 'mismatch'}
              helperText={issue === 'mismatch' ? t('setPassword.mismatch') : undefined}
            />
            {failure && (
              <Alert severity="error">
                {translate({
                  message: failure.message,
                  code: failure.code ?? null,
                  details: failure.details,
                })}
              </Alert>
            )}
            <BusyButton type="submit" variant="contained" busy={isLoading}>
              {t('setPassword.submit')}
            </BusyButton>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
