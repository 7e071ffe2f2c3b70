import { formatDate, toCalendarDate, todayIn } from '@app/shared/dates';
import {
  hasAtMostTwoDecimals,
  PAYMENT_AMOUNT_REQUIRED,
  type Payment,
  readNumber,
} from '@app/shared/payments';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../admin-shell/admin-api';
import { FormDialog } from '../admin-shell/form-dialog';
import { MoneyField } from '../admin-shell/money-field';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { newPaymentDetails, PaymentDetailsFields } from '../admin-shell/payment-details-fields';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { type ReservationRef, useCreatePaymentMutation, useUpdatePaymentMutation } from './payments-api';
import { ReservationSearch } from './reservation-search';

/** The business day of a payment instant ('YYYY-MM-DD'), as the date picker shows it. */
const dayOf = (instant: string) => toCalendarDate(formatDate(instant)) ?? '';

interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this payment; without it a new payment is recorded. */
  payment?: Payment | null;
  reservation?: ReservationRef | null;
  /** After a save; the lists and totals showing payments ask again by themselves. */
  onSaved?: () => void;
}

/**
 * Records a payment for any reservation (found by code or guest), or corrects one: amount (negative for a
 * refund), method, date, notes. The reservation's amounts are derived again by the server.
 */
export function PaymentDialog({
  open,
  onClose,
  payment = null,
  reservation = null,
  onSaved,
}: PaymentDialogProps) {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const dispatch = useAppDispatch();
  const errorText = useReservationErrorText();
  const format = useReservationFormat();
  const [createPayment] = useCreatePaymentMutation();
  const [updatePayment] = useUpdatePaymentMutation();
  const [target, setTarget] = useState<ReservationRef | null>(reservation);
  const [amount, setAmount] = useState('');
  const [details, setDetails] = useState(newPaymentDetails);
  const [problems, setProblems] = useState<{ reservation?: string; amount?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setTarget(reservation);
    setAmount(payment ? String(payment.amount) : '');
    setDetails(
      payment
        ? { method: payment.paymentMethod, date: dayOf(payment.paymentDate), notes: payment.notes }
        : newPaymentDetails(),
    );
    setProblems({});
    setServerError(null);
  };

  const amountProblem = (text: string) => {
    if (text.trim() === '') return PAYMENT_AMOUNT_REQUIRED;
    const number = readNumber(text);
    if (number === null || number === 0) return 'amount: must not be zero';
    if (!hasAtMostTwoDecimals(number)) return 'amount: must have at most 2 decimals';
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const { method, date, notes } = details;
    const found = {
      reservation: !payment && !target ? 'Se requiere el ID de la reserva' : undefined,
      amount: amountProblem(amount),
    };
    setProblems(found);
    if (found.reservation || found.amount) return;
    setSaving(true);
    setServerError(null);
    // Today means now: the server records the time of day as well.
    const fields = {
      amount,
      paymentMethod: method,
      paymentDate: date && date !== todayIn() ? date : undefined,
      notes,
    };
    const result = payment
      ? await updatePayment({
          id: payment.id,
          changes: {
            ...(Number(amount) !== payment.amount ? { amount } : {}),
            ...(method !== payment.paymentMethod ? { paymentMethod: method } : {}),
            ...(date && date !== dayOf(payment.paymentDate) ? { paymentDate: date } : {}),
            ...(notes.trim() !== payment.notes ? { notes } : {}),
          },
        })
      : await createPayment({ ...fields, reservationId: target?.id });
    setSaving(false);
    if (result.error) {
      setServerError(failureText(result.error) ?? 'An error occurred');
      return;
    }
    dispatch(
      notifySuccess(
        payment ? 'admin-reservations:paymentsPage.updated' : 'admin-reservations:messages.paymentRegistered',
        {
          amount: format.money(Number(amount)),
          code: target?.code ?? '',
        },
      ),
    );
    onClose();
    onSaved?.();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={payment ? t('paymentsPage.editTitle') : t('paymentsPage.createTitle')}
      onSubmit={submit}
      saving={saving}
      submitLabel={payment ? t('admin:actions.save') : t('payment.submit')}
      error={serverError && errorText(serverError)}
      onEnter={reset}
    >
      {payment ? (
        target && (
          <TextField
            label={t('paymentsPage.reservation')}
            value={`${target.code} · ${target.apartmentName}`}
            disabled
          />
        )
      ) : (
        <ReservationSearch
          label={t('paymentsPage.reservation')}
          value={target}
          onChange={setTarget}
          required
          autoFocus
          error={Boolean(problems.reservation)}
          helperText={problems.reservation ? errorText(problems.reservation) : ' '}
        />
      )}
      <MoneyField
        label={t('payment.amount')}
        name="amount"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
        autoFocus={Boolean(payment)}
        error={Boolean(problems.amount)}
        helperText={problems.amount ? errorText(problems.amount) : t('paymentsPage.amountHint')}
      />
      <PaymentDetailsFields value={details} onChange={setDetails} />
    </FormDialog>
  );
}
