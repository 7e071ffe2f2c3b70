import { loginInput } from '@app/shared/auth';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { useTranslateError } from '../../lib/error-text';
import { clearError, login, selectAuth } from './auth-slice';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, 'emailRequired' | 'emailInvalid' | 'passwordRequired'>>;

// The same rules as the server's (packages/shared loginInput); the messages are ours, translated.
function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'emailRequired';
  else if (!loginInput.shape.email.safeParse(email).success) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}

export function LoginPage() {
  const { t } = useTranslation('admin');
  const errorText = useTranslateError();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, error } = useAppSelector(selectAuth);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loading = status === 'loading';

  // An error from an earlier visit (an expired session) stays visible once; leaving clears it.
  useEffect(
    () => () => {
      dispatch(clearError());
    },
    [dispatch],
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = validate(email, password);
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    const result = await dispatch(login({ email: email.trim(), password }));
    if (login.fulfilled.match(result)) {
      const from = (location.state as { from?: Location } | null)?.from;
      void navigate(from ? `${from.pathname}${from.search}` : paths.admin.root, { replace: true });
    }
  };

  // Typing again answers the refusal: the banner goes until the next try.
  const revalidate = (nextEmail: string, nextPassword: string) => {
    if (submitted) setFieldErrors(validate(nextEmail, nextPassword));
    if (error) dispatch(clearError());
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        background: 'radial-gradient(ellipse at top, rgba(255,255,255,0.06), transparent 60%), #121212',
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 4, borderColor: 'divider' }}
      >
        <Typography variant="h4" component="h1" gutterBottom>
          {t('auth.title')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {t('auth.subtitle')}
        </Typography>

        {error && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {errorText(error)}
          </Alert>
        )}

        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            fullWidth
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              revalidate(event.target.value, password);
            }}
            error={Boolean(fieldErrors.email)}
            helperText={fieldErrors.email ? t(`auth.validation.${fieldErrors.email}`) : ' '}
            inputRef={emailRef}
          />
          <TextField
            label={t('auth.password')}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              revalidate(email, event.target.value);
            }}
            error={Boolean(fieldErrors.password)}
            helperText={fieldErrors.password ? t(`auth.validation.${fieldErrors.password}`) : ' '}
            inputRef={passwordRef}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      edge="end"
                      aria-label={t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')}
                      onClick={() => setShowPassword((shown) => !shown)}
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={loading}
            loadingPosition="start"
          >
            {loading ? t('auth.submitting') : t('auth.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
