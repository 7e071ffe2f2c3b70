import { fromCents } from '@app/shared/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { useIssueText } from '../admin-shell/form-issues';
import { MoneyField } from '../admin-shell/money-field';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { UnsavedChangesGuard } from '../admin-shell/unsaved-changes';
import { unitOf } from './booking-period-values';
import { BookingSection, useBookingPeriod } from './booking-section';
import { type ClientOption, ClientPicker } from './client-picker';
import { LiveTotal } from './live-total';
import { type FormFields, InitialPaymentFields, NewClientFields, Section } from './reservation-form-sections';
import {
  type ChargeField,
  type FormField,
  type FormIssue,
  focusOrder,
  liveTotals,
  type ReservationFormValues,
  validateForm,
} from './reservation-form-values';
import { refusalOf, type SaveRefusal } from './reservation-payloads';
import type { OwnBooking } from './stay-dates';

type Issues = Partial<Record<FormField | 'form', FormIssue>>;

export interface ReservationFormProps {
  mode: 'create' | 'edit';
  initial: ReservationFormValues;
  initialClient?: ClientOption | null;
  /** The reservation's own booking (edit): its dates or hours stay selectable. */
  ownStay?: OwnBooking | null;
  /** Already paid (edit), in currency units. */
  paidBefore?: number;
  /** Saves; rejects with what the server refused (the form keeps what was typed). */
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

  const booking = useBookingPeriod(values, ownStay);
  const { service, availability } = booking;
  const totals = useMemo(() => liveTotals(values, paidBefore), [values, paidBefore]);

  const check = (next: ReservationFormValues): Issues => {
    const found: Issues = validateForm(next, booking.rules.durations);
    const clash = booking.clashIssue(next);
    if (clash && !found[clash[0]]) found[clash[0]] = clash[1];
    return found;
  };

  // The picked service's price fills an empty price once the services arrive (a lead's service).
  useEffect(() => {
    if (service && service.price > 0 && values.pricePerNight.trim() === '' && mode === 'create') {
      setValues((current) => ({ ...current, pricePerNight: String(service.price) }));
    }
  }, [service, mode, values.pricePerNight]);

  const update = (changes: Partial<ReservationFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) setIssues(check(next));
  };

  // A refused period (409) is re-checked as soon as the period, the availability or the rules change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-validate when the busy ranges arrive
  useEffect(() => {
    if (submitted) setIssues(check(values));
  }, [availability.ranges, booking.rules]);

  const fieldError = (field: FormField): string => {
    const issue = issues[field];
    if (!issue) return '';
    if (issue.key === 'times') return t(`form.times.${issue.rule}`, issue.values);
    if (issue.key === 'taken') return t('form.times.taken');
    return issue.key === 'custom' ? errorText(issue.values.message) : issueText(issue);
  };

  /** What the server refused: a clash marks the period, a broken rule of the times its field. */
  const showRefusal = (refusal: SaveRefusal) => {
    if (refusal.kind === 'overlap') {
      booking.markRefused(values);
      const [field, issue] = booking.clashIssue(values) ?? [
        unitOf(values.serviceType) === 'night' ? 'checkOutDate' : 'startDate',
        { key: 'taken' },
      ];
      setIssues((current) => ({ ...current, [field]: issue }));
      availability.reload();
      inputs.current[unitOf(values.serviceType) === 'night' ? 'checkInDate' : 'startDate']?.focus();
      return;
    }
    if (refusal.kind === 'times') {
      setIssues((current) => ({ ...current, [refusal.field]: refusal.problem }));
      inputs.current[refusal.field]?.focus();
      return;
    }
    setServerError(refusal.message);
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
      showRefusal(refusalOf(failure, values.serviceType));
    } finally {
      setSaving(false);
    }
  };

  const ref = (field: FormField) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  const fields: FormFields = {
    values,
    update,
    invalid: (field) => Boolean(issues[field]),
    errorOf: fieldError,
    refOf: ref,
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
                <NewClientFields fields={fields} nameMissing={Boolean(issues.clientName)} />
              )}
            </Section>

            <Section title={t(`form.sections.${unitOf(values.serviceType)}`)}>
              <BookingSection fields={fields} booking={booking} mode={mode} />
            </Section>

            <Section title={t('form.sections.charges')} hint={t('form.hints.charges')}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr' },
                }}
              >
                {moneyField('pricePerNight', t(`charges.pricePer.${unitOf(values.serviceType)}`), true)}
                {moneyField('cleaningFee', t('charges.cleaningFee'), true)}
                {moneyField('parkingFee', t('charges.parkingFee'))}
                {moneyField('cancellationFee', t('charges.cancellationFee'))}
                {moneyField('otherExpenses', t('charges.otherExpenses'))}
                {moneyField('taxes', t('charges.taxes'))}
              </Box>
            </Section>

            {mode === 'create' && (
              <Section title={t('form.sections.initialPayment')} hint={t('form.hints.initialPayment')}>
                <InitialPaymentFields
                  fields={fields}
                  amount={moneyField('initialAmount', t('payment.amount'))}
                />
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
