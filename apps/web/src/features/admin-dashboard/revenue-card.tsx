import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../admin-shell/bar-chart';
import { EmptyState } from '../admin-shell/empty-state';
import { useFormatters } from '../admin-shell/format';
import { LoadError } from '../admin-shell/load-error';
import { toBlock, useRevenueQuery } from './dashboard-api';
import { Card } from './dashboard-cards';

/** The money received, as on the monthly summaries' charts. */
const REVENUE_COLOR = '#4cc38a';

/** The money received this month and the months before it (net of refunds), with a bar chart. */
export function RevenueCard({ today }: { today: string }) {
  const { t, i18n } = useTranslation(['admin-dashboard', 'admin']);
  const format = useFormatters();
  const query = useRevenueQuery(today);
  const revenue = toBlock(query);
  const months = revenue.data?.months ?? [];
  const thisMonth = months.at(-1);
  const lastMonth = months.at(-2);
  const change =
    thisMonth && lastMonth && lastMonth.total > 0
      ? (thisMonth.total - lastMonth.total) / lastMonth.total
      : null;
  const monthLabel = (month: string, style: 'short' | 'long') => {
    const label = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es' : 'en', {
      month: style,
      ...(style === 'long' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${month}-15T12:00:00Z`));
    // Spanish writes months in lower case; a label starts with a capital.
    return label.charAt(0).toUpperCase() + label.slice(1);
  };

  return (
    <Card title={t('revenue.title')}>
      {revenue.status === 'failed' && (
        <LoadError error={revenue.error} onRetry={() => void query.refetch()} />
      )}
      {(revenue.status === 'loading' || revenue.status === 'idle') && (
        <Skeleton variant="rounded" height={260} aria-label={t('admin:actions.working')} />
      )}
      {revenue.status === 'succeeded' && !revenue.available && (
        <EmptyState
          dense
          icon={<PaymentsOutlinedIcon />}
          title={t('revenue.unavailable')}
          message={t('revenue.unavailableHint')}
        />
      )}
      {revenue.status === 'succeeded' && revenue.available && thisMonth && (
        <>
          <Box sx={{ display: 'flex', gap: { xs: 3, sm: 5 }, flexWrap: 'wrap', mb: 2 }}>
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('revenue.thisMonth', { month: monthLabel(thisMonth.month, 'long') })}
              </Typography>
              <Typography component="p" sx={{ fontSize: { xs: 28, md: 34 }, fontWeight: 700 }}>
                {format.money(thisMonth.total)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('revenue.payments', { count: thisMonth.payments })}
              </Typography>
            </Box>
            {lastMonth && (
              <Box>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('revenue.lastMonth', { month: monthLabel(lastMonth.month, 'long') })}
                </Typography>
                <Typography component="p" sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 600, mt: 0.5 }}>
                  {format.money(lastMonth.total)}
                </Typography>
                {change !== null && (
                  <Chip
                    size="small"
                    icon={change >= 0 ? <TrendingUpIcon /> : <TrendingDownIcon />}
                    color={change >= 0 ? 'success' : 'warning'}
                    variant="outlined"
                    label={t(change >= 0 ? 'revenue.up' : 'revenue.down', {
                      percent: new Intl.NumberFormat(format.locale, {
                        style: 'percent',
                        maximumFractionDigits: 0,
                      }).format(Math.abs(change)),
                    })}
                    sx={{ mt: 0.5 }}
                  />
                )}
              </Box>
            )}
          </Box>
          {months.every((month) => month.total === 0) ? (
            <EmptyState
              dense
              icon={<PaymentsOutlinedIcon />}
              title={t('revenue.none', { count: months.length })}
            />
          ) : (
            <BarChart
              vertical
              title={t('revenue.chartTitle', { count: months.length })}
              columns={[t('revenue.month'), t('revenue.amount')]}
              color={REVENUE_COLOR}
              formatAxis={format.wholeMoney}
              data={months.map((month, index) => ({
                label: monthLabel(month.month, 'short'),
                tableLabel: monthLabel(month.month, 'long'),
                value: month.total,
                text: format.wholeMoney(month.total),
                highlight: index === months.length - 1,
              }))}
            />
          )}
        </>
      )}
    </Card>
  );
}
