import { type PaymentSummary, paymentMethods } from '@app/shared/payments';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useReservationFormat } from '../admin-shell/reservation-format';

function Figure({
  label,
  value,
  tone,
  loading,
}: {
  label: string;
  value: string;
  tone?: string;
  loading: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      {loading ? (
        <Skeleton width="70%" height={34} />
      ) : (
        <Typography
          sx={{
            fontSize: { xs: 19, sm: 24 },
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            color: tone,
          }}
          noWrap
        >
          {value}
        </Typography>
      )}
    </Paper>
  );
}

/** The sums of the payments the filter selects: received, refunded, net, how many, and per method. */
export function PaymentTotals({ sums, loading }: { sums: PaymentSummary | null; loading: boolean }) {
  const { t, i18n } = useTranslation(['admin-reservations', 'admin']);
  const format = useReservationFormat();
  const percent = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'es-US');
  const totalsLoading = loading;
  return (
    <>
      <Box
        component="section"
        aria-label={t('paymentsPage.totals')}
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Figure
          label={t('paymentsPage.received')}
          value={sums ? format.money(sums.received) : ''}
          loading={totalsLoading}
          tone="success.main"
        />
        <Figure
          label={t('paymentsPage.refunded')}
          value={sums ? format.money(sums.refunded) : ''}
          loading={totalsLoading}
        />
        <Figure
          label={t('paymentsPage.net')}
          value={sums ? format.money(sums.net) : ''}
          loading={totalsLoading}
        />
        <Figure
          label={t('paymentsPage.payments')}
          value={sums ? percent.format(sums.count) : ''}
          loading={totalsLoading}
        />
      </Box>
      {sums && Object.keys(sums.byMethod).length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2.5 }}>
          {paymentMethods
            .filter((method) => sums.byMethod[method] !== undefined)
            .map((method) => (
              <Box
                key={method}
                sx={{ px: 1.25, py: 0.5, borderRadius: 2, border: 1, borderColor: 'divider', fontSize: 13.5 }}
              >
                <Box component="span" sx={{ color: 'text.secondary', mr: 0.75 }}>
                  {t(`paymentMethods.${method}`)}
                </Box>
                <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {format.money(sums.byMethod[method] ?? 0)}
                </Box>
              </Box>
            ))}
        </Box>
      )}
    </>
  );
}
