import { fromCents } from '@app/shared/money';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { unitWord } from '../../lib/booking-unit';
import { PaymentStatusChip } from '../admin-shell/reservation-chips';
import { useReservationFormat } from '../admin-shell/reservation-format';
import type { LiveTotals } from './reservation-form-values';

/** One label/amount row of a money summary; the details page uses it too. */
export function MoneyRow({
  label,
  value,
  strong,
  tone,
  py = 0.5,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: string;
  py?: number;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py }}>
      <Typography
        variant="body2"
        sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 600 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: strong ? 700 : 500,
          color: tone ?? 'text.primary',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

interface LiveTotalProps {
  totals: LiveTotals;
  pricePerNight: string;
  /** Paid before this form (edit), in currency units. */
  paidBefore: number;
  /** Whether an initial payment is part of the form (create). */
  withInitialPayment: boolean;
}

/** The total as the form stands (units x price per unit + fees), with the server's own computeTotals. */
export function LiveTotal({ totals, pricePerNight, paidBefore, withInitialPayment }: LiveTotalProps) {
  const { t } = useTranslation('admin-reservations');
  const format = useReservationFormat();
  const money = (cents: number) => format.money(fromCents(cents));
  const price = Number(pricePerNight);
  const charges = (
    ['cleaningFee', 'parkingFee', 'cancellationFee', 'otherExpenses', 'taxes'] as const
  ).filter((field) => field === 'cleaningFee' || totals.chargesCents[field] !== 0);
  const showPaid = totals.paidCents !== 0 || paidBefore !== 0 || withInitialPayment;
  const due = totals.dueCents;

  return (
    <Box aria-label={t('form.total.title')} component="section">
      <Typography variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {t('form.total.title')}
      </Typography>
      {totals.units === null ? (
        <MoneyRow
          label={t(`form.total.length.${unitWord(totals.unit)}`)}
          value={totals.unit === 'night' ? t('form.total.pickDates') : t('form.total.pickTimes')}
        />
      ) : (
        <MoneyRow
          label={t(`form.total.${unitWord(totals.unit)}TimesPrice`, {
            count: totals.units,
            price: Number.isFinite(price) && pricePerNight.trim() ? format.money(price) : '—',
          })}
          value={money(totals.lodgingCents)}
        />
      )}
      {charges.map((field) => (
        <MoneyRow key={field} label={t(`charges.${field}`)} value={money(totals.chargesCents[field])} />
      ))}
      <Divider sx={{ my: 1 }} />
      <Box
        aria-live="polite"
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t('form.total.total')}</Typography>
        <Typography
          data-testid="live-total"
          sx={{ fontWeight: 800, fontSize: 26, letterSpacing: '-0.01em', fontVariantNumeric: 'tabular-nums' }}
        >
          {money(totals.totalCents)}
        </Typography>
      </Box>
      {totals.invalid.length > 0 && (
        <Typography variant="caption" sx={{ color: 'warning.main', display: 'block', mt: 0.5 }}>
          {t('form.total.invalid')}
        </Typography>
      )}
      {showPaid && (
        <Box sx={{ mt: 1 }}>
          <MoneyRow label={t('form.total.paid')} value={money(totals.paidCents)} />
          <MoneyRow
            label={due < 0 ? t('form.total.credit') : t('form.total.due')}
            value={money(Math.abs(due))}
            strong
            tone={due > 0 ? 'warning.main' : due < 0 ? 'info.main' : 'success.main'}
          />
          {totals.totalCents > 0 && (
            <Box sx={{ mt: 1 }}>
              <PaymentStatusChip status={totals.paymentStatus} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
