import { fromCents, toCents } from '@app/shared/money';
import { hasAtMostTwoDecimals, readNumber } from '@app/shared/payments';
import { computeTotals, type FeeField, feeFields, type Reservation } from '@app/shared/reservations';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../admin-shell/form-dialog';
import { MoneyField } from '../admin-shell/money-field';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { reservationFallbacks } from '../admin-shell/reservation-messages';
import { clampFee, failureOf } from './reservation-payloads';
import { useUpdateFeesMutation } from './reservations-api';

/** The order of the fields: the nightly price first, as on the details. */
const fields: FeeField[] = ['pricePerNight', 'cleaningFee', 'parkingFee', 'cancellationFee', 'otherExpenses'];

const textOf = (reservation: Reservation) =>
  Object.fromEntries(feeFields.map((field) => [field, String(reservation[field])])) as Record<
    FeeField,
    string
  >;

interface FeesDialogProps {
  open: boolean;
  onClose: () => void;
  reservation: Reservation;
}

/** Changes the nightly price and the fees (PATCH): only the changed ones are sent; the totals follow. */
export function FeesDialog({ open, onClose, reservation }: FeesDialogProps) {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const dispatch = useAppDispatch();
  const [updateFees] = useUpdateFeesMutation();
  const errorText = useReservationErrorText();
  const format = useReservationFormat();
  const [values, setValues] = useState(() => textOf(reservation));
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A negative fee is refused here; the API still clamps it to 0 for its other clients (SPEC.md section 5).
  const problemOf = (text: string) => {
    if (text.trim() === '') return null;
    const number = readNumber(text);
    if (number === null || !hasAtMostTwoDecimals(number)) return t('validation.amount');
    return number < 0 ? t('validation.notNegative') : null;
  };
  const invalid = (text: string) => problemOf(text) !== null;

  // What the total becomes (fees clamp to 0 or more, as the server does).
  const cents = (field: FeeField) => toCents(clampFee(values[field].trim() === '' ? 0 : values[field]));
  const nextTotal = fromCents(
    computeTotals(
      {
        nights: reservation.units,
        pricePerNightCents: cents('pricePerNight'),
        cleaningFeeCents: cents('cleaningFee'),
        parkingFeeCents: cents('parkingFee'),
        cancellationFeeCents: cents('cancellationFee'),
        otherExpensesCents: cents('otherExpenses'),
        taxesCents: toCents(reservation.taxes),
      },
      [],
    ).totalCents,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || fields.some((field) => invalid(values[field]))) return;
    const changed: Partial<Record<FeeField, string>> = {};
    for (const field of fields) {
      if (clampFee(values[field].trim() === '' ? 0 : values[field]) !== reservation[field]) {
        changed[field] = values[field].trim() === '' ? '0' : values[field];
      }
    }
    setSaving(true);
    setServerError(null);
    const result = await updateFees({ id: reservation.id, fees: changed });
    setSaving(false);
    if (result.error) {
      setServerError(failureOf(result.error, reservationFallbacks.updateFees).message);
      return;
    }
    dispatch(notifySuccess('admin-reservations:messages.feesUpdated', { code: reservation.code }));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('fees.title')}
      onSubmit={submit}
      saving={saving}
      submitLabel={t('admin:actions.save')}
      error={serverError && errorText(serverError)}
      errorSeverity={serverError === 'No hay tarifas para actualizar' ? 'info' : 'error'}
      onEnter={() => {
        setValues(textOf(reservation));
        setServerError(null);
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('fees.hint')}
      </Typography>
      {fields.map((field, index) => (
        <MoneyField
          key={field}
          name={field}
          label={t(`charges.${field}`)}
          value={values[field]}
          autoFocus={index === 0}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          error={invalid(values[field])}
          helperText={problemOf(values[field]) ?? undefined}
        />
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fees.newTotal', { was: format.money(reservation.totalAmount) })}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {format.money(nextTotal)}
        </Typography>
      </Box>
    </FormDialog>
  );
}
