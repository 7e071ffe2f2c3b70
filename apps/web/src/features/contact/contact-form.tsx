import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { fieldSx } from '../../components/field-styles';
import { Notice } from '../../components/notice';
import { OutlinedField } from '../../components/outlined-field';
import { PillButton } from '../../components/pill-button';
import { useHydrated } from '../../components/use-hydrated';
import { useKeepTypedValues } from '../../components/use-keep-typed-values';
import { sendContactMessage } from './contact-api';
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  MESSAGE_MAX,
  NAME_MAX,
  toContactInput,
  validateContact,
} from './contact-validation';

type Status = 'idle' | 'sending' | 'success' | 'error';

const emptyValues: ContactValues = {
  name: '',
  lastName: '',
  email: '',
  areaCode: '+1',
  phone: '',
  message: '',
};
const fieldOrder: ContactField[] = ['name', 'lastName', 'email', 'areaCode', 'phone', 'message'];

/**
 * The contact form: validated here with the server's rules, then POST /api/contact. While sending the
 * button says so; after an error everything typed is still there to send again.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [sentTo, setSentTo] = useState({ name: '', email: '' });
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const successRef = useRef<HTMLHeadingElement>(null);
  useKeepTypedValues(refs, setValues);
  const sending = status === 'sending';
  const hydrated = useHydrated();

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first attempt, messages follow the typing (they appear and go away as fields change).
    if (submitted) setErrors(validateContact(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    setStatus('sending');
    const language = i18n.language === 'en' ? 'en' : 'es';
    const result = await dispatch(sendContactMessage(toContactInput(values, language)));
    if (sendContactMessage.fulfilled.match(result)) {
      setSentTo({ name: values.name.trim(), email: values.email.trim() });
      setValues(emptyValues);
      setSubmitted(false);
      setStatus('success');
    } else {
      setStatus('error');
    }
  };

  if (status === 'success') {
    return (
      <Box role="status" sx={{ py: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <CheckCircleOutlined sx={{ fontSize: 56, color: '#9be7c4', mb: 2 }} />
        <Typography
          ref={successRef}
          tabIndex={-1}
          variant="h4"
          component="h2"
          sx={{ mb: 1.5, outline: 'none' }}
        >
          {t('form.successTitle', { name: sentTo.name })}
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.68)', maxWidth: 420, mx: 'auto', mb: 4 }}>
          {t('form.successText', { email: sentTo.email })}
        </Typography>
        <PillButton
          variant="outlined"
          size="medium"
          onClick={() => setStatus('idle')}
          style={{ borderColor: 'currentColor' }}
        >
          {t('form.another')}
        </PillButton>
      </Box>
    );
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: change(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(`validation.${errors[name]}`) : undefined,
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = element;
    },
    sx: fieldSx,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography id="contact-form-title" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {t('form.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OutlinedField
          {...field('name')}
          label={t('form.name')}
          required
          autoComplete="given-name"
          inputProps={{ maxLength: NAME_MAX + 20 }}
        />
        <OutlinedField
          {...field('lastName')}
          label={t('form.lastName')}
          autoComplete="family-name"
          inputProps={{ maxLength: NAME_MAX + 20 }}
        />
      </Box>
      <OutlinedField {...field('email')} label={t('form.email')} type="email" required autoComplete="email" />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '112px 1fr', sm: '140px 1fr' } }}>
        <OutlinedField
          {...field('areaCode')}
          label={t('form.areaCode')}
          autoComplete="tel-country-code"
          inputProps={{ inputMode: 'tel', maxLength: 5 }}
        />
        <OutlinedField
          {...field('phone')}
          label={t('form.phone')}
          type="tel"
          autoComplete="tel-national"
          inputProps={{ inputMode: 'tel', maxLength: 30 }}
        />
      </Box>
      <OutlinedField
        {...field('message')}
        label={t('form.message')}
        required
        multiline
        minRows={5}
        inputProps={{ maxLength: MESSAGE_MAX }}
      />

      {status === 'error' && <Notice tone="error">{t('form.error')}</Notice>}

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mt: 0.5,
        }}
      >
        <Typography sx={{ fontSize: 13, color: 'rgba(255,255,255,0.5)' }}>
          {t('form.requiredNote')}
        </Typography>
        <PillButton
          submit
          size="large"
          loading={sending}
          disabled={!hydrated}
          style={{ padding: '10.2px 31px', minWidth: 180 }}
        >
          {sending ? t('form.sending') : t('form.send')}
        </PillButton>
      </Box>
    </Box>
  );
}
