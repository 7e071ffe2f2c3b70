import { todayIn } from '@app/shared/dates';
import { formatUsd } from '@app/shared/money';
import { whatsappUrl } from '@app/shared/phones';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { Notice } from '../../components/notice';
import { OutlinedField } from '../../components/outlined-field';
import { PillButton } from '../../components/pill-button';
import { useHydrated } from '../../components/use-hydrated';
import { useKeepTypedValues } from '../../components/use-keep-typed-values';
import type { StoredError } from '../../lib/api-error';
import { useTranslateError } from '../../lib/error-text';
import { isLanguage } from '../../lib/language';
import { fetchAvailability } from '../catalog/catalog-slice';
import type { ServiceType } from '../catalog/service-model';
import type { StayDates } from './availability-dialog';
import styles from './booking-form.module.css';
import { chatMessageOf, emptyValues, leadOf, refusedField } from './booking-lead';
import { submitBooking } from './booking-thunk';
import { DEFAULT_DURATIONS, unitsToEstimate } from './booking-times';
import { CalendarButton } from './calendar-button';
import { CharterFields, type FieldProps, RentalFields } from './timed-fields';
import { useUnavailableRanges } from './use-unavailable-ranges';
import {
  type BookingField,
  type BookingProblem,
  type BookingValues,
  clashes,
  validateBooking,
} from './validate-booking';

interface BookingFormProps {
  type: ServiceType;
  serviceId: number;
  /** As the visitor reads it; it goes into the lead and the chat message. */
  serviceName: string;
  price: number;
  /** The business's WhatsApp number (GET /api/site); null when the content could not be loaded. */
  whatsappNumber: string | null;
  /** The turnaround kept free after a booking (cars, yachts), minutes. */
  bufferMinutes?: number | undefined;
  /** The hours a yacht may be chartered for. */
  durations?: readonly number[] | undefined;
  /** An apartment's unit number, named in the chat message. */
  unitNumber?: string | undefined;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const unitWords = { yachts: 'hours', cars: 'days', apartments: 'nights', villas: 'nights' } as const;

/**
 * Book Now (SPEC.md sections 2, 4, 5, 9; issue 16): the visitor's name, last name, e-mail, an optional
 * phone and the time asked for: a stay's dates, a car's pickup and return, a charter's day, start and
 * duration. On submit the request is saved as a lead (POST /api/bookings), then WhatsApp opens with the
 * booking message to the business's number. When saving fails the visitor is told and can still continue
 * to WhatsApp.
 */
export function BookingForm({
  type,
  serviceId,
  serviceName,
  price,
  whatsappNumber,
  bufferMinutes = 0,
  durations: offered,
  unitNumber,
}: BookingFormProps) {
  const { t, i18n } = useTranslation('booking');
  const errorText = useTranslateError();
  const dispatch = useAppDispatch();
  const unavailable = useUnavailableRanges(type, serviceId);
  const durations = offered?.length ? offered : DEFAULT_DURATIONS;
  const [values, setValues] = useState<BookingValues>(() => emptyValues(type, durations));
  const [problem, setProblem] = useState<{ problem: BookingProblem; field: BookingField } | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<StoredError | null>(null);
  const [chatUrl, setChatUrl] = useState<string | null>(null);
  const form = useRef<HTMLFormElement | null>(null);
  const fields = useRef<Partial<Record<BookingField, HTMLInputElement | null>>>({});
  useKeepTypedValues(fields, setValues);
  const formId = useId();
  const today = todayIn();
  const now = new Date();
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  const hydrated = useHydrated();
  const context = { type, today, now, unavailable, bufferMinutes };

  const focus = (field: BookingField) => {
    const input =
      fields.current[field] ??
      form.current?.querySelector<HTMLInputElement>(
        `[name=${field}]:checked, [name=${field}]:not(:disabled)`,
      );
    input?.focus();
  };

  const edited = () => {
    setProblem(null);
    if (status !== 'sending') setStatus('idle');
  };

  const pickStay = (stay: StayDates) => {
    setValues((previous) => ({ ...previous, ...stay, ...(type === 'yachts' ? { endDate: '' } : {}) }));
    edited();
  };

  const change = (field: BookingField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      // Moving the start past the end clears the end rather than leaving an impossible stay.
      if (field === 'startDate' && next.endDate && value && next.endDate < value) next.endDate = '';
      if (field === 'startDate' && type !== 'cars' && next.endDate === value) next.endDate = '';
      return next;
    });
    edited();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateBooking(values, context);
    setProblem(found);
    if (found) {
      focus(found.field);
      return;
    }
    const service = { type, serviceId, serviceName, unitNumber };
    const url = whatsappNumber ? whatsappUrl(whatsappNumber, chatMessageOf(t, values, service)) : null;
    setChatUrl(url);
    setStatus('sending');
    setFailure(null);
    const result = await dispatch(submitBooking(leadOf(values, service, language)));
    if (submitBooking.fulfilled.match(result)) {
      setStatus('sent');
      // Still inside the click's user activation in practice (the request takes well under a second);
      // if a browser blocks the new tab anyway, the success panel's button opens it.
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
      return;
    }
    // A phone the server's numbering plan refuses, or a time taken meanwhile: the field says so.
    const refused = refusedField(result.payload, 'phone')
      ? ({ problem: 'phone', field: 'phone' } as const)
      : result.payload?.code === 'STAY_OVERLAP'
        ? ({ problem: 'unavailable', field: type === 'yachts' ? 'startTime' : 'startDate' } as const)
        : null;
    if (refused) {
      setStatus('idle');
      setProblem(refused);
      focus(refused.field);
      if (refused.problem === 'unavailable')
        void dispatch(fetchAvailability({ type, id: String(serviceId) }));
      return;
    }
    setStatus('failed');
    setFailure(result.payload ?? null);
  };

  const invalid = (field: BookingField) => problem?.field === field;
  const count = unitsToEstimate(type, values);
  // Said as soon as the dates or times are chosen, not only on submit.
  const clash = clashes(values, context);
  const errorId = `${formId}-error`;
  const phoneProblem = problem?.problem === 'phone';
  const inputProps: FieldProps = (field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: invalid(field),
    inputRef: (element: HTMLInputElement | null) => {
      fields.current[field] = element;
    },
  });
  const described = (field: BookingField) =>
    invalid(field) && !phoneProblem ? { 'aria-describedby': errorId } : {};

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={`${formId}-title`} className={styles.form}>
      <div>
        <h2 id={`${formId}-title`} className={styles.title}>
          {t('title')}
        </h2>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </div>

      <div className={styles.pair}>
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
      </div>
      <OutlinedField
        {...inputProps('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        inputProps={{ maxLength: 254, inputMode: 'email', ...described('email') }}
      />
      <OutlinedField
        {...inputProps('phone')}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+1 305 555 0123"
        helperText={phoneProblem ? t('validation.phone') : undefined}
        inputProps={{ maxLength: 40, inputMode: 'tel' }}
      />
      {type === 'yachts' ? (
        <CharterFields
          values={values}
          inputProps={inputProps}
          described={described}
          today={today}
          now={now}
          durations={durations}
          bufferMinutes={bufferMinutes}
          unavailable={unavailable}
        />
      ) : type === 'cars' ? (
        <RentalFields
          inputProps={inputProps}
          described={described}
          today={today}
          startDate={values.startDate}
        />
      ) : (
        <div className={styles.dates}>
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
        </div>
      )}

      <CalendarButton
        type={type}
        initial={{ startDate: values.startDate, endDate: values.endDate }}
        unavailable={unavailable}
        today={today}
        bufferMinutes={bufferMinutes}
        durations={durations}
        onPick={pickStay}
      />

      {count > 0 && (
        <div className={styles.estimate}>
          <span>
            {t('estimate', {
              price: formatUsd(price, language),
              count,
              unit: t(unitWords[type], { count }),
            })}
          </span>
          <strong>{formatUsd(price * count, language)}</strong>
        </div>
      )}

      {((problem && !phoneProblem) || clash) && (
        <p id={errorId} role="alert" className={styles.error}>
          {t(`validation.${problem && !phoneProblem ? problem.problem : 'unavailable'}`)}
        </p>
      )}

      {status === 'failed' && (
        <Notice tone="error">
          <div className={styles.strong}>{t('failure.message')}</div>
          {failure && (
            <div className={styles.reason}>
              {t('failure.title')} {errorText(failure)}
            </div>
          )}
          {chatUrl && <div className={styles.more}>{t('failure.continue')}</div>}
        </Notice>
      )}

      {status === 'sent' && (
        <Notice tone="success">
          <div className={styles.strong}>{t('success.title')}</div>
          <div className={styles.more}>{chatUrl ? t('success.message') : t('whatsappUnavailable')}</div>
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
      <p className={styles.noCharge}>{t('noCharge')}</p>
    </form>
  );
}
