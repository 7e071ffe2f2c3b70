import { nightsBetween, todayIn } from '@app/shared/dates';
import { formatUsd } from '@app/shared/money';
import { whatsappUrl } from '@app/shared/phones';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type ComponentType, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { buttonResetSx } from '../../components/button-reset';
import { Notice } from '../../components/notice';
import { OutlinedField } from '../../components/outlined-field';
import { PillButton } from '../../components/pill-button';
import { useHydrated } from '../../components/use-hydrated';
import { useKeepTypedValues } from '../../components/use-keep-typed-values';
import type { StoredError } from '../../lib/api-error';
import { useTranslateError } from '../../lib/error-text';
import { isLanguage } from '../../lib/language';
import { hasStays } from '../catalog/catalog-slice';
import { priceUnit, type ServiceType } from '../catalog/service-model';
import type { AvailabilityDialog as AvailabilityDialogType, StayDates } from './availability-dialog';
import { bookingMessage } from './booking-message';
import { submitBooking } from './booking-thunk';
import { overlapsAny, useUnavailableRanges } from './use-unavailable-ranges';
import { type BookingProblem, type BookingValues, validateBooking } from './validate-booking';

interface BookingFormProps {
  type: ServiceType;
  serviceId: number;
  /** As the visitor reads it; it goes into the lead and the chat message. */
  serviceName: string;
  price: number;
  /** The business's WhatsApp number (GET /api/site); null when the content could not be loaded. */
  whatsappNumber: string | null;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const empty: BookingValues = { name: '', lastName: '', email: '', startDate: '', endDate: '' };

/**
 * Book Now (SPEC.md sections 2, 4, 5, 9): the visitor's name, last name, e-mail and dates. On submit the
 * request is saved as a lead (POST /api/bookings), then WhatsApp opens with the booking message to the
 * business's number. When saving fails the visitor is told and can still continue to WhatsApp.
 */
export function BookingForm({ type, serviceId, serviceName, price, whatsappNumber }: BookingFormProps) {
  const { t, i18n } = useTranslation('booking');
  const errorText = useTranslateError();
  const dispatch = useAppDispatch();
  const unavailable = useUnavailableRanges(type, serviceId);
  const [values, setValues] = useState<BookingValues>(empty);
  const [problem, setProblem] = useState<{ problem: BookingProblem; field: keyof BookingValues } | null>(
    null,
  );
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<StoredError | null>(null);
  const [chatUrl, setChatUrl] = useState<string | null>(null);
  const fields = useRef<Partial<Record<keyof BookingValues, HTMLInputElement | null>>>({});
  useKeepTypedValues(fields, setValues);
  const formId = useId();
  const today = todayIn();
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const hydrated = useHydrated();

  // The calendar and its date library are loaded when the visitor first opens it.
  const [calendar, setCalendar] = useState<'closed' | 'loading' | 'open'>('closed');
  const [CalendarDialog, setCalendarDialog] = useState<ComponentType<
    Parameters<typeof AvailabilityDialogType>[0]
  > | null>(null);

  const openCalendar = async () => {
    if (CalendarDialog) {
      setCalendar('open');
      return;
    }
    setCalendar('loading');
    try {
      const { AvailabilityDialog } = await import('./availability-dialog');
      setCalendarDialog(() => AvailabilityDialog);
      setCalendar('open');
    } catch {
      // Offline or a new deployment: the date fields still work, the server still checks the dates.
      setCalendar('closed');
    }
  };

  const pickStay = (stay: StayDates) => {
    setValues((previous) => ({ ...previous, ...stay }));
    setProblem(null);
    if (status !== 'sending') setStatus('idle');
  };

  const change = (field: keyof BookingValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      // Moving the start past the end clears the end rather than leaving an impossible stay.
      if (field === 'startDate' && next.endDate && value && next.endDate <= value) next.endDate = '';
      return next;
    });
    if (problem) setProblem(null);
    if (status !== 'sending') setStatus('idle');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateBooking(values, { today, unavailable });
    setProblem(found);
    if (found) {
      fields.current[found.field]?.focus();
      return;
    }
    const url = whatsappNumber
      ? whatsappUrl(
          whatsappNumber,
          bookingMessage(t, {
            firstName: values.name,
            lastName: values.lastName,
            serviceName,
            startDate: values.startDate,
            endDate: values.endDate,
          }),
        )
      : null;
    setChatUrl(url);
    setStatus('sending');
    setFailure(null);
    const result = await dispatch(
      submitBooking({
        name: values.name.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        startDate: values.startDate,
        endDate: values.endDate,
        serviceName,
        serviceType: type,
        serviceId,
        language,
      }),
    );
    if (submitBooking.fulfilled.match(result)) {
      setStatus('sent');
      // Still inside the click's user activation in practice (the request takes well under a second);
      // if a browser blocks the new tab anyway, the success panel's button opens it.
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    } else {
      setStatus('failed');
      setFailure(result.payload ?? null);
    }
  };

  const invalid = (field: keyof BookingValues) => problem?.field === field;
  const dayPriced = priceUnit[type] !== 'hour';
  const count =
    dayPriced && values.startDate && values.endDate && values.endDate > values.startDate
      ? nightsBetween(values.startDate, values.endDate)
      : 0;
  const unitWord = type === 'cars' ? 'days' : 'nights';
  // Said as soon as both dates are chosen, not only on submit.
  const clash =
    values.startDate !== '' &&
    values.endDate > values.startDate &&
    overlapsAny(values.startDate, values.endDate, unavailable);
  const errorId = `${formId}-error`;
  const inputProps = (field: keyof BookingValues) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: invalid(field),
    inputRef: (element: HTMLInputElement | null) => {
      fields.current[field] = element;
    },
  });
  const described = (field: keyof BookingValues) => (invalid(field) ? { 'aria-describedby': errorId } : {});

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${formId}-title`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <Typography
          id={`${formId}-title`}
          component="h2"
          sx={{ fontSize: 22, fontWeight: 700, letterSpacing: '-0.01em' }}
        >
          {t('title')}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', fontSize: 14, lineHeight: 1.55, mt: 0.75 }}>
          {t('subtitle')}
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <OutlinedField
          {...inputProps('name')}
          label={t('fields.name')}
          autoComplete="given-name"
          required
          inputProps={{ maxLength: 80, ...described('name') }}
        />
        <OutlinedField
          {...inputProps('lastName')}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          inputProps={{ maxLength: 80, ...described('lastName') }}
        />
      </Box>
      <OutlinedField
        {...inputProps('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        inputProps={{ maxLength: 254, inputMode: 'email', ...described('email') }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <OutlinedField
          {...inputProps('startDate')}
          label={t('fields.startDate')}
          type="date"
          required
          shrink
          inputProps={{ min: today, ...described('startDate') }}
        />
        <OutlinedField
          {...inputProps('endDate')}
          label={t('fields.endDate')}
          type="date"
          required
          shrink
          inputProps={{ min: values.startDate || today, ...described('endDate') }}
        />
      </Box>

      {hasStays(type) && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mt: -0.5 }}
        >
          <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13.5 }}>
            {unavailable.length > 0 ? t('calendar.someBooked') : t('calendar.allFree')}
          </Typography>
          <Box
            component="button"
            type="button"
            onClick={() => void openCalendar()}
            disabled={!hydrated || calendar === 'loading'}
            aria-haspopup="dialog"
            aria-busy={calendar === 'loading'}
            sx={[
              buttonResetSx,
              {
                flexShrink: 0,
                gap: 0.75,
                px: 1,
                minHeight: 40,
                borderRadius: 1,
                fontSize: 14,
                fontWeight: 600,
                textDecoration: 'underline',
                textUnderlineOffset: 3,
                '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
                '&:disabled': { cursor: 'default', opacity: 0.6 },
                '& svg': { fontSize: 18 },
              },
            ]}
          >
            <CalendarMonthOutlined aria-hidden />
            {t('calendar.open')}
          </Box>
        </Box>
      )}
      {CalendarDialog && (
        <CalendarDialog
          open={calendar === 'open'}
          onClose={() => setCalendar('closed')}
          onPick={pickStay}
          initial={{ startDate: values.startDate, endDate: values.endDate }}
          unavailable={unavailable}
          today={today}
        />
      )}

      {count > 0 && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            fontSize: 14.5,
            color: 'text.secondary',
            pt: 0.5,
          }}
        >
          <span>
            {t('estimate', {
              price: formatUsd(price, language),
              count,
              unit: t(unitWord, { count }),
            })}
          </span>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {formatUsd(price * count, language)}
          </Box>
        </Box>
      )}

      {(problem || clash) && (
        <Typography id={errorId} role="alert" sx={{ color: 'error.main', fontSize: 14, fontWeight: 500 }}>
          {t(`validation.${problem?.problem ?? 'unavailable'}`)}
        </Typography>
      )}

      {status === 'failed' && (
        <Notice tone="error">
          <Box sx={{ fontWeight: 600 }}>{t('failure.message')}</Box>
          {failure && (
            <Box sx={{ mt: 0.5, opacity: 0.85 }}>
              {t('failure.title')} {errorText(failure)}
            </Box>
          )}
          {chatUrl && <Box sx={{ mt: 0.5 }}>{t('failure.continue')}</Box>}
        </Notice>
      )}

      {status === 'sent' && (
        <Notice tone="success">
          <Box sx={{ fontWeight: 600 }}>{t('success.title')}</Box>
          <Box sx={{ mt: 0.5 }}>{chatUrl ? t('success.message') : t('whatsappUnavailable')}</Box>
        </Notice>
      )}

      {status === 'sent' && chatUrl ? (
        <PillButton href={chatUrl} target="_blank" rel="noopener noreferrer" startIcon={<WhatsApp />}>
          {t('success.open')}
        </PillButton>
      ) : (
        <PillButton submit disabled={!hydrated || status === 'sending'} startIcon={<WhatsApp />}>
          {status === 'sending' ? t('sending') : t('submit')}
        </PillButton>
      )}
      {status === 'failed' && chatUrl && (
        <PillButton
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<WhatsApp />}
        >
          {t('failure.open')}
        </PillButton>
      )}
      <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13, textAlign: 'center' }}>
        {t('noCharge')}
      </Typography>
    </Box>
  );
}
