import type { MonthlySummary } from '@app/shared/summaries';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../admin-shell/format';
import { visuallyHidden } from '../admin-shell/visually-hidden';

interface PaymentsByMethodProps {
  entries: MonthlySummary['paymentsByMethod'];
  caption: string;
  color: string;
}

/**
 * The money received by method: a table whose rows carry a bar for their share, so the same element is
 * the picture and its text (a method with only refunds has a negative total and a bar of its size).
 */
export function PaymentsByMethod({ entries, caption, color }: PaymentsByMethodProps) {
  const { t } = useTranslation(['admin-summaries', 'admin-reservations']);
  const format = useFormatters();
  const largest = Math.max(1, ...entries.map((entry) => Math.abs(entry.total)));
  const money = (amount: number) => (amount < 0 ? `−${format.money(-amount)}` : format.money(amount));

  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        '& tbody th, & tbody td': { py: 1.25, verticalAlign: 'top' },
        '& tbody tr + tr': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <Box component="thead" sx={visuallyHidden}>
        <tr>
          <th scope="col">{t('charts.method')}</th>
          <th scope="col">{t('charts.amount')}</th>
        </tr>
      </Box>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.paymentMethod}>
            <Box component="th" scope="row" sx={{ width: '100%', pr: 2, textAlign: 'left', fontWeight: 400 }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {t(`admin-reservations:paymentMethods.${entry.paymentMethod}`)}
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
                {t('charts.payments', { count: entry.count })}
              </Box>
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'block',
                  mt: 0.75,
                  height: 6,
                  borderRadius: 3,
                  bgcolor: 'rgba(255,255,255,0.06)',
                  overflow: 'hidden',
                }}
              >
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    height: '100%',
                    width: `${(Math.abs(entry.total) / largest) * 100}%`,
                    borderRadius: 3,
                    bgcolor: entry.total < 0 ? 'info.main' : color,
                  }}
                />
              </Box>
            </Box>
            <Box
              component="td"
              sx={{
                textAlign: 'right',
                whiteSpace: 'nowrap',
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                color: entry.total < 0 ? 'info.main' : 'text.primary',
              }}
            >
              {money(entry.total)}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
