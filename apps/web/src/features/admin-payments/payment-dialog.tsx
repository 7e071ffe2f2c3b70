import { formatDate, toCalendarDate, todayIn } from '@app/shared/dates';
import {
  hasAtMostTwoDecimals,
  PAYMENT_AMOUNT_REQUIRED,
  type Payment,
  type PaymentMethod,
  paymentMethods,
  readNumber,
} from '@app/shared/payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { CalendarDatePicker } from '../admin-reservations/calendar-date-picker';
import { useReservationErrorText } from '../admin-reservations/reservation-error-text';
import { useReservationFormat } from '../admin-reservations/reservation-format';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { createPayment, type ReservationRef, updatePayment } from './payments-slice';
import { ReservationSearch } from './reservation-search';

/** The business day of a payment instant ('YYYY-MM-DD'), as the date picker shows it. */
const dayOf = (instant: string) => toCalendarDate(formatDate(instant)) ?? '';

interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this payment; without it a new payment is recorded. */
  payment?: Payment | null;
  reservation?: ReservationRef | null;
  onSaved: () => void;
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
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [target, setTarget] = useState<ReservationRef | null>(reservation);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [date, setDate] = useState(todayIn());
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<{ reservation?: string; amount?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setTarget(reservation);
    setAmount(payment ? String(payment.amount) : '');
    setMethod(payment?.paymentMethod ?? 'cash');
    setDate(payment ? dayOf(payment.paymentDate) : todayIn());
    setNotes(payment?.notes ?? '');
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
      ? await dispatch(
          updatePayment({
            id: payment.id,
            changes: {
              ...(Number(amount) !== payment.amount ? { amount } : {}),
              ...(method !== payment.paymentMethod ? { paymentMethod: method } : {}),
              ...(date && date !== dayOf(payment.paymentDate) ? { paymentDate: date } : {}),
              ...(notes.trim() !== payment.notes ? { notes } : {}),
            },
          }),
        )
      : await dispatch(createPayment({ ...fields, reservationId: target?.id }));
    setSaving(false);
    if (createPayment.rejected.match(result) || updatePayment.rejected.match(result)) {
      setServerError(result.payload ?? 'An error occurred');
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
    onSaved();
  };

  return (
    <Dialog
      open={open}
      onClose={() => !saving && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      slotProps={{ transition: { onEnter: reset } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {payment ? t('paymentsPage.editTitle') : t('paymentsPage.createTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
          <TextField
            label={t('payment.amount')}
            name="amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            autoFocus={Boolean(payment)}
            error={Boolean(problems.amount)}
            helperText={problems.amount ? errorText(problems.amount) : t('paymentsPage.amountHint')}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            select
            label={t('payment.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {paymentMethods.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`paymentMethods.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <CalendarDatePicker
            label={t('payment.date')}
            value={date}
            onChange={setDate}
            helperText={t('payment.dateHint')}
          />
          <TextField
            label={t('payment.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={2}
          />
          {serverError && (
            <Alert severity="error" role="alert">
              {errorText(serverError)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} color="inherit" disabled={saving}>
            {t('admin:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {saving ? t('admin:actions.saving') : payment ? t('admin:actions.save') : t('payment.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
