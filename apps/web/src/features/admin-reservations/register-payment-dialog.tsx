import { todayIn } from '@app/shared/dates';
import { fromCents, toCents } from '@app/shared/money';
import {
  hasAtMostTwoDecimals,
  PAYMENT_AMOUNT_POSITIVE,
  PAYMENT_AMOUNT_REQUIRED,
  readNumber,
} from '@app/shared/payments';
import type { ReservationListItem } from '@app/shared/reservations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { DatesProvider } from '../../components/dates-provider';
import { FormDialog } from '../admin-shell/form-dialog';
import { MoneyField } from '../admin-shell/money-field';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { newPaymentDetails, PaymentDetailsFields } from '../admin-shell/payment-details-fields';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { reservationFallbacks } from '../admin-shell/reservation-messages';
import { failureOf } from './reservation-payloads';
import { useRegisterPaymentMutation } from './reservations-api';

type Kind = 'payment' | 'refund';

/** The amount's problem (SPEC.md section 5 messages), or null. */
export function paymentAmountProblem(text: string): string | null {
  if (text.trim() === '') return PAYMENT_AMOUNT_REQUIRED;
  const amount = readNumber(text);
  if (amount === null || amount <= 0) return PAYMENT_AMOUNT_POSITIVE;
  if (!hasAtMostTwoDecimals(amount)) return 'amount: must have at most 2 decimals';
  return null;
}

interface RegisterPaymentDialogProps {
  open: boolean;
  onClose: () => void;
  reservation: Pick<ReservationListItem, 'id' | 'code' | 'amountDue' | 'amountPaid' | 'totalAmount'>;
}

/** Records a payment (or a refund) of a reservation: amount, method, date, notes. */
export function RegisterPaymentDialog({ open, onClose, reservation }: RegisterPaymentDialogProps) {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const dispatch = useAppDispatch();
  const [registerPayment] = useRegisterPaymentMutation();
  const errorText = useReservationErrorText();
  const format = useReservationFormat();
  const amountInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Kind>('payment');
  const [amount, setAmount] = useState('');
  const [details, setDetails] = useState(newPaymentDetails);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The amount (in cents) the admin agreed to register beyond the balance; another amount asks again.
  const [confirmedCents, setConfirmedCents] = useState<number | null>(null);

  const reset = () => {
    setKind('payment');
    setAmount('');
    setDetails(newPaymentDetails());
    setProblem(null);
    setServerError(null);
    setConfirmedCents(null);
  };

  // A payment beyond the balance leaves the guest a credit: likely a typo, so it is confirmed first.
  // (Math.round, not toCents: an absurd amount typed must not throw while rendering.)
  const amountCents = paymentAmountProblem(amount) ? 0 : Math.round((readNumber(amount) ?? 0) * 100);
  const excessCents =
    kind === 'payment' && amountCents > 0 ? amountCents - Math.max(0, toCents(reservation.amountDue)) : 0;
  const askOverBalance = excessCents > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const { method, date, notes } = details;
    const found = paymentAmountProblem(amount);
    setProblem(found);
    setServerError(null);
    if (found) {
      amountInput.current?.focus();
      return;
    }
    if (askOverBalance && confirmedCents !== amountCents) {
      setConfirmedCents(amountCents);
      return;
    }
    const units = readNumber(amount) ?? 0;
    setSaving(true);
    const result = await registerPayment({
      reservationId: reservation.id,
      amount: kind === 'refund' ? -units : units,
      paymentMethod: method,
      // Today means now: the server records the time of day as well.
      paymentDate: date && date !== todayIn() ? date : undefined,
      notes: notes.trim() || undefined,
    });
    setSaving(false);
    if (result.error) {
      setServerError(failureOf(result.error, reservationFallbacks.registerPayment).message);
      return;
    }
    dispatch(
      notifySuccess(
        kind === 'refund'
          ? 'admin-reservations:messages.refundRegistered'
          : 'admin-reservations:messages.paymentRegistered',
        { amount: format.money(units), code: reservation.code },
      ),
    );
    onClose();
  };

  const due = reservation.amountDue;
  const confirming = askOverBalance && confirmedCents === amountCents;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('payment.title', { code: reservation.code })}
      onSubmit={submit}
      saving={saving}
      submitLabel={
        kind === 'refund'
          ? t('payment.submitRefund')
          : confirming
            ? t('payment.submitOverBalance')
            : t('payment.submit')
      }
      error={serverError && errorText(serverError)}
      onExited={reset}
    >
      <DatesProvider>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.04)',
          }}
        >
          <Box>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {due < 0 ? t('summary.credit') : t('summary.due')}
            </Typography>
            <Typography
              sx={{
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: due > 0 ? 'warning.main' : 'text.primary',
              }}
            >
              {format.money(Math.abs(due))}
            </Typography>
          </Box>
          {due > 0 && kind === 'payment' && (
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => {
                setAmount(String(due));
                setProblem(null);
              }}
            >
              {t('payment.payBalance')}
            </Button>
          )}
        </Box>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={kind}
          onChange={(_event, next: Kind | null) => next && setKind(next)}
          aria-label={t('payment.kind')}
        >
          <ToggleButton value="payment">{t('payment.kinds.payment')}</ToggleButton>
          <ToggleButton value="refund">{t('payment.kinds.refund')}</ToggleButton>
        </ToggleButtonGroup>
        <MoneyField
          label={t('payment.amount')}
          name="amount"
          symbol={kind === 'refund' ? '−$' : '$'}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            if (problem) setProblem(paymentAmountProblem(event.target.value));
          }}
          required
          autoFocus
          inputRef={amountInput}
          error={Boolean(problem)}
          helperText={problem ? errorText(problem) : kind === 'refund' ? t('payment.refundHint') : ' '}
        />
        {confirming && (
          <Alert severity="warning" role="alert">
            {t('payment.overBalance', {
              excess: format.money(fromCents(excessCents)),
              due: format.money(Math.max(0, due)),
            })}
          </Alert>
        )}
        <PaymentDetailsFields value={details} onChange={setDetails} />
      </DatesProvider>
    </FormDialog>
  );
}
