import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { fieldSx } from '../../components/field-styles';
import { Notice } from '../../components/notice';
import { OutlinedField } from '../../components/outlined-field';
import { PageIntro } from '../../components/page-intro';
import { PillButton } from '../../components/pill-button';
import { useHydrated } from '../../components/use-hydrated';
import { useKeepTypedValues } from '../../components/use-keep-typed-values';
import { guestReservationUrl } from './guest-links';
import { GuestProblemText } from './guest-problem';
import { lookupReservation, lookupReset, selectGuestReservation } from './guest-reservation-slice';

type FieldError = 'codeRequired' | 'emailRequired' | 'emailInvalid';

/** /reservations: a guest finds their reservation with its code and their e-mail. */
export function LookupPage() {
  const { t } = useTranslation('reservation');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lookupStatus, lookupProblem } = useAppSelector(selectGuestReservation);
  const [values, setValues] = useState({ code: '', email: '' });
  const { code, email } = values;
  const [errors, setErrors] = useState<{ code?: FieldError; email?: FieldError }>({});
  const fields = useRef<{ code?: HTMLInputElement | null; email?: HTMLInputElement | null }>({});
  useKeepTypedValues(fields, setValues);
  const searching = lookupStatus === 'loading';
  const hydrated = useHydrated();

  useEffect(
    () => () => {
      dispatch(lookupReset());
    },
    [dispatch],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searching) return;
    const found: typeof errors = {};
    if (!code.trim()) found.code = 'codeRequired';
    if (!email.trim()) found.email = 'emailRequired';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) found.email = 'emailInvalid';
    setErrors(found);
    if (found.code) return fields.current.code?.focus();
    if (found.email) return fields.current.email?.focus();

    const result = await dispatch(lookupReservation({ code: code.trim(), email: email.trim() }));
    if (lookupReservation.fulfilled.match(result)) {
      void navigate(guestReservationUrl(result.payload.id, result.payload.accessToken));
    }
  };

  return (
    <>
      <PageIntro eyebrow={t('lookup.eyebrow')} title={t('lookup.title')} lead={t('lookup.lead')} />
      <Container
        maxWidth="lg"
        sx={{
          pb: { xs: 10, md: 16 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '6fr 5fr' },
          gap: { xs: 5, md: 10 },
          alignItems: 'start',
        }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-labelledby="lookup-form-title"
          sx={{
            display: 'grid',
            gap: 2.5,
            p: { xs: 3, sm: 5 },
            borderRadius: '20px',
            border: 1,
            borderColor: 'rgba(255,255,255,0.1)',
            bgcolor: '#17171a',
          }}
        >
          <Typography id="lookup-form-title" variant="h5" component="h2">
            {t('lookup.formTitle')}
          </Typography>
          <OutlinedField
            label={t('lookup.code')}
            name="code"
            required
            autoComplete="off"
            value={code}
            inputRef={(element: HTMLInputElement | null) => {
              fields.current.code = element;
            }}
            onChange={(event) => setValues((previous) => ({ ...previous, code: event.target.value }))}
            error={Boolean(errors.code)}
            helperText={errors.code ? t(`lookup.validation.${errors.code}`) : t('lookup.codeHint')}
            inputProps={{ maxLength: 40, autoCapitalize: 'characters', spellCheck: false }}
            sx={fieldSx}
          />
          <OutlinedField
            label={t('lookup.email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            inputRef={(element: HTMLInputElement | null) => {
              fields.current.email = element;
            }}
            onChange={(event) => setValues((previous) => ({ ...previous, email: event.target.value }))}
            error={Boolean(errors.email)}
            helperText={errors.email ? t(`lookup.validation.${errors.email}`) : undefined}
            inputProps={{ maxLength: 254 }}
            sx={fieldSx}
          />
          {lookupStatus === 'failed' && lookupProblem && (
            <Notice tone="error">
              <GuestProblemText problem={lookupProblem} context="lookup" />
            </Notice>
          )}
          <PillButton
            submit
            size="large"
            loading={searching}
            disabled={!hydrated}
            endIcon={searching ? undefined : <ArrowForward />}
            style={{ paddingBlock: '10.2px' }}
          >
            {searching ? t('lookup.searching') : t('lookup.submit')}
          </PillButton>
          <Typography sx={{ fontSize: 14, color: 'rgba(255,255,255,0.55)' }}>
            {t('lookup.help')}{' '}
            <Box component={RouterLink} to={paths.contact} sx={{ color: '#fff' }}>
              {t('lookup.helpLink')}
            </Box>
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="lookup-includes" sx={{ pt: { md: 2 } }}>
          <Typography
            id="lookup-includes"
            component="h2"
            sx={{
              fontSize: 12,
              fontWeight: 600,
              letterSpacing: '0.24em',
              textTransform: 'uppercase',
              color: 'rgba(255,255,255,0.55)',
              mb: 3,
            }}
          >
            {t('lookup.includesTitle')}
          </Typography>
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', counterReset: 'include' }}>
            {includeKeys.map((key) => (
              <Box
                component="li"
                key={key}
                sx={{
                  counterIncrement: 'include',
                  display: 'grid',
                  gridTemplateColumns: '40px 1fr',
                  gap: 2,
                  py: 2.5,
                  borderTop: '1px solid rgba(255,255,255,0.08)',
                  '&::before': {
                    content: 'counter(include, decimal-leading-zero)',
                    fontSize: 13,
                    color: 'rgba(255,255,255,0.4)',
                    fontVariantNumeric: 'tabular-nums',
                    pt: 0.25,
                  },
                }}
              >
                <Box>
                  <Typography component="h3" sx={{ fontSize: 17, fontWeight: 600, mb: 0.5 }}>
                    {t(`lookup.includes.${key}.title`)}
                  </Typography>
                  <Typography sx={{ color: 'rgba(255,255,255,0.6)', lineHeight: 1.6 }}>
                    {t(`lookup.includes.${key}.text`)}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </>
  );
}

const includeKeys = ['stay', 'amounts', 'pdf'] as const;
