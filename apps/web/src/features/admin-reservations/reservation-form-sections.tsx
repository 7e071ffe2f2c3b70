import { todayIn } from '@app/shared/dates';
import { type PaymentMethod, paymentMethods } from '@app/shared/payments';
import { type ReservationStatus, reservationStatuses } from '@app/shared/reservations';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDatePicker } from '../admin-shell/calendar-date-picker';
import type { ClientField, FormField, ReservationFormValues } from './reservation-form-values';

/** What a part of the reservation form needs of it: the values, a way to change them, and each field's state. */
export interface FormFields {
  values: ReservationFormValues;
  update: (changes: Partial<ReservationFormValues>) => void;
  invalid: (field: FormField) => boolean;
  /** The field's message in the admin's language, or ''. */
  errorOf: (field: FormField) => string;
  refOf: (field: FormField) => (element: HTMLInputElement | null) => void;
}

/** A titled card of the form. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
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

const newClientLayout: { field: ClientField; type?: string; wide?: boolean }[] = [
  { field: 'clientName' },
  { field: 'clientLastname' },
  { field: 'clientEmail', type: 'email' },
  { field: 'clientPhone', type: 'tel' },
  { field: 'clientAddress', wide: true },
  { field: 'clientCity' },
  { field: 'clientCountry' },
];

/** The details of a guest who is not a client yet: the name is required, the rest helps. */
export function NewClientFields({ fields, nameMissing }: { fields: FormFields; nameMissing: boolean }) {
  const { t } = useTranslation('admin-reservations');
  const { values, update, invalid, errorOf, refOf } = fields;
  return (
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
          error={invalid(field)}
          helperText={
            (field === 'clientName' && nameMissing ? t('form.client.nameRequired') : errorOf(field)) ||
            (field === 'clientEmail' ? t('form.client.emailHint') : ' ')
          }
          inputRef={refOf(field)}
          fullWidth
          sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
        />
      ))}
      <TextField
        name="clientNotes"
        label={t('form.fields.clientNotes')}
        value={values.clientNotes}
        onChange={(event) => update({ clientNotes: event.target.value })}
        helperText={errorOf('clientNotes') || ' '}
        error={invalid('clientNotes')}
        multiline
        minRows={2}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </Box>
  );
}

/** A payment recorded with a new reservation: its amount field, method, date and notes. */
export function InitialPaymentFields({ fields, amount }: { fields: FormFields; amount: ReactNode }) {
  const { t } = useTranslation('admin-reservations');
  const { values, update, invalid, errorOf } = fields;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {amount}
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
        error={invalid('initialDate')}
        helperText={errorOf('initialDate') || t('payment.dateHint')}
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
  );
}

/** The status a new reservation starts in, and the language the guest is written to in. */
export function GuestOptionsFields({ fields, withStatus }: { fields: FormFields; withStatus: boolean }) {
  const { t } = useTranslation('admin-reservations');
  const { values, update } = fields;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
      {withStatus && (
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
  );
}
