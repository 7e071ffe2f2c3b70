import { todayIn } from '@app/shared/dates';
import { type PaymentMethod, paymentMethods } from '@app/shared/payments';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDatePicker } from './calendar-date-picker';

/** What a payment says besides its amount. */
export interface PaymentDetails {
  method: PaymentMethod;
  /** 'YYYY-MM-DD' or '' */
  date: string;
  notes: string;
}

/** A new payment's: cash, today, no notes. */
export const newPaymentDetails = (): PaymentDetails => ({ method: 'cash', date: todayIn(), notes: '' });

interface PaymentDetailsFieldsProps {
  value: PaymentDetails;
  /** The state setter of `value`: each field changes only its own part. */
  onChange: Dispatch<SetStateAction<PaymentDetails>>;
}

/**
 * The method, the date and the notes of a payment, the same in the reservation's payment dialog and the
 * payments page's. The date picker needs a DatesProvider above it.
 */
export function PaymentDetailsFields({ value, onChange }: PaymentDetailsFieldsProps) {
  const { t } = useTranslation('admin-reservations');
  return (
    <>
      <TextField
        select
        label={t('payment.method')}
        name="paymentMethod"
        value={value.method}
        onChange={(event) =>
          onChange((current) => ({ ...current, method: event.target.value as PaymentMethod }))
        }
      >
        {paymentMethods.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`paymentMethods.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <CalendarDatePicker
        label={t('payment.date')}
        name="paymentDate"
        value={value.date}
        onChange={(date) => onChange((current) => ({ ...current, date }))}
        helperText={t('payment.dateHint')}
      />
      <TextField
        label={t('payment.notes')}
        name="notes"
        value={value.notes}
        onChange={(event) => onChange((current) => ({ ...current, notes: event.target.value }))}
        multiline
        minRows={2}
      />
    </>
  );
}
