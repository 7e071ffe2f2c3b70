import { todayIn } from '@app/shared/dates';
import { fromCents } from '@app/shared/money';
import { type PaymentMethod, paymentMethods } from '@app/shared/payments';
import { type ReservationStatus, reservationMessages, reservationStatuses } from '@app/shared/reservations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DatesProvider } from '../../components/dates-provider';
import { BusyButton } from '../admin-shell/busy-button';
import { CalendarDatePicker } from '../admin-shell/calendar-date-picker';
import { type FieldIssue, useIssueText } from '../admin-shell/form-issues';
import { MoneyField } from '../admin-shell/money-field';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { UnsavedChangesGuard } from '../admin-shell/unsaved-changes';
import { ApartmentPicker } from './apartment-picker';
import { overlapsBusy } from './availability';
import { type ClientOption, ClientPicker } from './client-picker';
import { LiveTotal } from './live-total';
import {
  type ChargeField,
  type ClientField,
  chargeFields,
  type FormField,
  liveTotals,
  type ReservationFormValues,
  validateForm,
} from './reservation-form-values';
import { useStayUnits } from './reservation-hooks';
import { useStayClash } from './stay-clash';
import { StayDates, useAvailability } from './stay-dates';

type Issues = Partial<Record<FormField | 'form', FieldIssue>>;

/** The order fields are checked and focused in (the first wrong one gets the focus). */
const focusOrder: FormField[] = [
  'clientId',
  'clientName',
  'clientLastname',
  'clientEmail',
  'clientPhone',
  'apartmentId',
  'checkInDate',
  'checkOutDate',
  ...chargeFields,
  'initialAmount',
  'initialDate',
];

const newClientLayout: { field: ClientField; type?: string; wide?: boolean }[] = [
  { field: 'clientName' },
  { field: 'clientLastname' },
  { field: 'clientEmail', type: 'email' },
  { field: 'clientPhone', type: 'tel' },
  { field: 'clientAddress', wide: true },
  { field: 'clientCity' },
  { field: 'clientCountry' },
];

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 17, mb: hint ? 0.25 : 2 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export interface ReservationFormProps {
  mode: 'create' | 'edit';
  initial: ReservationFormValues;
  initialClient?: ClientOption | null;
  /** The reservation's own stay (edit): its dates stay selectable. */
  ownStay?: { id: number; checkInDate: string; checkOutDate: string } | null;
  /** Already paid (edit), in currency units. */
  paidBefore?: number;
  /** Saves; rejects with the message to show (the form keeps what was typed). */
  onSubmit: (values: ReservationFormValues) => Promise<void>;
  cancelTo: string;
  /** Something above the form (the lead it was prefilled from). */
  banner?: ReactNode;
}

/**
 * The reservation form (new and edit): the client (picked, or new details), the apartment and the stay
 * with booked nights greyed out, the charges with the live total, and on creation an initial payment.
 * Checked with the API's own schema before anything is sent.
 */
export function ReservationForm({
  mode,
  initial,
  initialClient = null,
  ownStay = null,
  paidBefore = 0,
  onSubmit,
  cancelTo,
  banner,
}: ReservationFormProps) {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const errorText = useReservationErrorText();
  const issueText = useIssueText();
  const units = useStayUnits();
  const format = useReservationFormat();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('lg'));
  const initialValues = useRef(initial);
  const [values, setValues] = useState(initial);
  const [client, setClient] = useState<ClientOption | null>(initialClient);
  const [issues, setIssues] = useState<Issues>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<FormField, HTMLInputElement | null>>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(initialValues.current);

  const unit = units.items.find((candidate) => candidate.id === values.apartmentId) ?? null;
  const availability = useAvailability(unit, ownStay);
  const totals = useMemo(() => liveTotals(values, paidBefore), [values, paidBefore]);

  // A stay the server refused (409) stays marked until the apartment or the dates change.
  const [refused, setRefused] = useState<string | null>(null);
  const stayKey = (v: ReservationFormValues) => `${v.apartmentId}:${v.checkInDate}:${v.checkOutDate}`;
  const clashes = (v: ReservationFormValues) =>
    Boolean(v.checkInDate && v.checkOutDate) &&
    (refused === stayKey(v) || overlapsBusy(v.checkInDate, v.checkOutDate, availability.ranges));
  // Said as soon as the dates clash, naming the booking that has them (not only after submitting).
  const clashing = clashes(values) && values.checkOutDate > values.checkInDate;
  const clash = useStayClash(
    values.apartmentId,
    values.checkInDate,
    values.checkOutDate,
    clashing,
    ownStay?.id ?? null,
  );

  const check = (next: ReservationFormValues): Issues => {
    const found: Issues = validateForm(next);
    if (!found.checkOutDate && clashes(next)) {
      found.checkOutDate = { key: 'custom', values: { message: reservationMessages.datesUnavailable } };
    }
    return found;
  };

  // The picked unit's price fills an empty price per night once the units arrive (a lead's apartment).
  useEffect(() => {
    if (unit && unit.price > 0 && values.pricePerNight.trim() === '' && mode === 'create') {
      setValues((current) => ({ ...current, pricePerNight: String(unit.price) }));
    }
  }, [unit, mode, values.pricePerNight]);

  const update = (changes: Partial<ReservationFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) setIssues(check(next));
  };

  // A refused stay (409) is re-checked as soon as the dates or the availability change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-validate when the busy nights arrive
  useEffect(() => {
    if (submitted) setIssues(check(values));
  }, [availability.ranges]);

  const fieldError = (field: FormField): string => {
    const issue = issues[field];
    if (!issue) return '';
    return issue.key === 'custom' ? errorText(issue.values.message) : issueText(issue);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setServerError(null);
    const found = check(values);
    setIssues(found);
    const firstInvalid = focusOrder.find((field) => found[field]);
    if (firstInvalid || found.form) {
      if (firstInvalid) inputs.current[firstInvalid]?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
      initialValues.current = values;
    } catch (failure) {
      const message = typeof failure === 'string' && failure ? failure : 'An error occurred';
      // A refused stay is said once, in the dates' warning.
      if (message !== reservationMessages.datesUnavailable) setServerError(message);
      if (message === reservationMessages.datesUnavailable) {
        setRefused(stayKey(values));
        setIssues((current) => ({ ...current, checkOutDate: { key: 'custom', values: { message } } }));
        availability.reload();
        inputs.current.checkInDate?.focus();
      }
    } finally {
      setSaving(false);
    }
  };

  const ref = (field: FormField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  const moneyField = (
    field: ChargeField | 'initialAmount',
    label: string,
    required = false,
    hint?: string,
  ) => (
    <MoneyField
      key={field}
      name={field}
      label={label}
      required={required}
      value={values[field]}
      onChange={(event) => update({ [field]: event.target.value })}
      error={Boolean(issues[field]) || (field !== 'initialAmount' && totals.invalid.includes(field))}
      helperText={fieldError(field) || hint || ' '}
      inputRef={ref(field)}
      fullWidth
    />
  );

  const issueCount = Object.keys(issues).length;
  const submitButton = (
    <BusyButton type="submit" variant="contained" size="large" busy={saving}>
      {saving ? t('admin:actions.saving') : mode === 'create' ? t('form.create') : t('form.save')}
    </BusyButton>
  );

  return (
    <DatesProvider>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-busy={saving}>
        <UnsavedChangesGuard when={dirty && !saving} />
        {banner}
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {errorText(serverError)}
          </Alert>
        )}
        {submitted && issueCount > 0 && !serverError && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
            {issues.form && issues.form.key === 'custom'
              ? errorText(issues.form.values.message)
              : t('admin:form.fixErrors', { count: issueCount })}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <Section title={t('form.sections.client')}>
              {mode === 'create' && (
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={values.clientMode}
                  onChange={(_event, mode: ReservationFormValues['clientMode'] | null) => {
                    if (mode) update({ clientMode: mode });
                  }}
                  aria-label={t('form.client.mode')}
                  sx={{ mb: 2.5 }}
                >
                  <ToggleButton value="existing" sx={{ px: 2 }}>
                    {t('form.client.existing')}
                  </ToggleButton>
                  <ToggleButton value="new" sx={{ px: 2 }}>
                    {t('form.client.new')}
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
              {values.clientMode === 'existing' ? (
                <ClientPicker
                  value={client}
                  onChange={(next) => {
                    setClient(next);
                    update({
                      clientId: next?.id ?? null,
                      ...(mode === 'create' && next?.language ? { language: next.language } : {}),
                    });
                  }}
                  error={Boolean(issues.clientId)}
                  helperText={issues.clientId ? t('form.client.required') : undefined}
                  inputRef={ref('clientId')}
                />
              ) : (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {newClientLayout.map(({ field, type, wide }) => (
                    <TextField
                      key={field}
                      name={field}
                      label={t(`form.fields.${field}`)}
                      required={field === 'clientName'}
                      type={type ?? 'text'}
                      autoComplete="off"
                      value={values[field]}
                      onChange={(event) => update({ [field]: event.target.value })}
                      error={Boolean(issues[field])}
                      helperText={
                        (field === 'clientName' && issues.clientName
                          ? t('form.client.nameRequired')
                          : fieldError(field)) || (field === 'clientEmail' ? t('form.client.emailHint') : ' ')
                      }
                      inputRef={ref(field)}
                      fullWidth
                      sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
                    />
                  ))}
                  <TextField
                    name="clientNotes"
                    label={t('form.fields.clientNotes')}
                    value={values.clientNotes}
                    onChange={(event) => update({ clientNotes: event.target.value })}
                    helperText={fieldError('clientNotes') || ' '}
                    error={Boolean(issues.clientNotes)}
                    multiline
                    minRows={2}
                    fullWidth
                    sx={{ gridColumn: { sm: '1 / -1' } }}
                  />
                </Box>
              )}
            </Section>

            <Section title={t('form.sections.stay')}>
              <Box sx={{ display: 'grid', gap: 2 }}>
                <ApartmentPicker
                  units={units.items}
                  loading={units.status === 'loading' || units.status === 'idle'}
                  value={values.apartmentId}
                  onChange={(picked) =>
                    update({
                      apartmentId: picked?.id ?? null,
                      ...(picked && picked.price > 0 && values.pricePerNight.trim() === ''
                        ? { pricePerNight: String(picked.price) }
                        : {}),
                    })
                  }
                  required
                  error={Boolean(issues.apartmentId)}
                  helperText={
                    issues.apartmentId
                      ? errorText(reservationMessages.apartmentRequired)
                      : unit?.address || ' '
                  }
                  inputRef={ref('apartmentId')}
                />
                <StayDates
                  checkInDate={values.checkInDate}
                  checkOutDate={values.checkOutDate}
                  onChange={update}
                  ranges={availability.ranges}
                  availability={availability.status}
                  hasUnit={unit !== null}
                  checkInError={fieldError('checkInDate')}
                  checkOutError={fieldError('checkOutDate')}
                  clashing={clashing}
                  clash={clash}
                  checkInRef={ref('checkInDate')}
                  checkOutRef={ref('checkOutDate')}
                />
                <Box
                  sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}
                >
                  {mode === 'create' && (
                    <TextField
                      select
                      name="status"
                      label={t('form.fields.status')}
                      value={values.status}
                      onChange={(event) => update({ status: event.target.value as ReservationStatus })}
                      helperText={t('form.hints.status')}
                      fullWidth
                    >
                      {reservationStatuses.map((status) => (
                        <MenuItem key={status} value={status}>
                          {t(`status.${status}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  <TextField
                    select
                    name="language"
                    label={t('form.fields.language')}
                    value={values.language}
                    onChange={(event) => update({ language: event.target.value as 'es' | 'en' })}
                    helperText={t('form.hints.language')}
                    fullWidth
                  >
                    <MenuItem value="es">{t('languages.es')}</MenuItem>
                    <MenuItem value="en">{t('languages.en')}</MenuItem>
                  </TextField>
                </Box>
              </Box>
            </Section>

            <Section title={t('form.sections.charges')} hint={t('form.hints.charges')}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr' },
                }}
              >
                {moneyField('pricePerNight', t('charges.pricePerNight'), true)}
                {moneyField('cleaningFee', t('charges.cleaningFee'), true)}
                {moneyField('parkingFee', t('charges.parkingFee'))}
                {moneyField('cancellationFee', t('charges.cancellationFee'))}
                {moneyField('otherExpenses', t('charges.otherExpenses'))}
                {moneyField('taxes', t('charges.taxes'))}
              </Box>
            </Section>

            {mode === 'create' && (
              <Section title={t('form.sections.initialPayment')} hint={t('form.hints.initialPayment')}>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {moneyField('initialAmount', t('payment.amount'))}
                  <TextField
                    select
                    name="initialMethod"
                    label={t('payment.method')}
                    value={values.initialMethod}
                    onChange={(event) => update({ initialMethod: event.target.value as PaymentMethod })}
                    helperText=" "
                    fullWidth
                  >
                    {paymentMethods.map((method) => (
                      <MenuItem key={method} value={method}>
                        {t(`paymentMethods.${method}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <CalendarDatePicker
                    label={t('payment.date')}
                    name="initialDate"
                    value={values.initialDate}
                    onChange={(date) => update({ initialDate: date })}
                    referenceDate={todayIn()}
                    error={Boolean(issues.initialDate)}
                    helperText={fieldError('initialDate') || t('payment.dateHint')}
                  />
                  <TextField
                    name="initialNotes"
                    label={t('payment.notes')}
                    value={values.initialNotes}
                    onChange={(event) => update({ initialNotes: event.target.value })}
                    helperText=" "
                    fullWidth
                  />
                </Box>
              </Section>
            )}

            <Section title={t('form.sections.notes')}>
              <TextField
                name="notes"
                label={t('form.fields.notes')}
                value={values.notes}
                onChange={(event) => update({ notes: event.target.value })}
                helperText={fieldError('notes') || t('form.hints.notes')}
                error={Boolean(issues.notes)}
                multiline
                minRows={3}
                fullWidth
              />
            </Section>
          </Box>

          <Paper
            variant="outlined"
            sx={{
              p: { xs: 2, sm: 3 },
              borderRadius: 2,
              position: { lg: 'sticky' },
              top: { lg: 88 },
              display: 'grid',
              gap: 2,
            }}
          >
            <LiveTotal
              totals={totals}
              pricePerNight={values.pricePerNight}
              paidBefore={paidBefore}
              withInitialPayment={mode === 'create' && values.initialAmount.trim() !== ''}
            />
            {wide && (
              <Box sx={{ display: 'grid', gap: 1 }}>
                {submitButton}
                <Button component={RouterLink} to={cancelTo} color="inherit" disabled={saving}>
                  {t('admin:actions.cancel')}
                </Button>
              </Box>
            )}
          </Paper>
        </Box>
        {!wide && (
          // Below the lg breakpoint the summary is at the end: the total and the save button stay in reach.
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              mt: 3,
              mb: { xs: -3, md: -4 },
              mx: { xs: -2, sm: -3, md: -5 },
              px: { xs: 2, sm: 3, md: 5 },
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              bgcolor: 'rgba(24, 24, 24, 0.94)',
              backdropFilter: 'blur(10px)',
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="caption"
                sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.2 }}
              >
                {t('form.total.total')}
              </Typography>
              <Typography sx={{ fontWeight: 800, fontSize: 20, fontVariantNumeric: 'tabular-nums' }} noWrap>
                {format.money(fromCents(totals.totalCents))}
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to={cancelTo}
              color="inherit"
              disabled={saving}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('admin:actions.cancel')}
            </Button>
            {submitButton}
          </Box>
        )}
      </Box>
    </DatesProvider>
  );
}
