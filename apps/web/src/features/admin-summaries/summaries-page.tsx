import type { MonthlySummary } from '@app/shared/summaries';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../admin-shell/admin-api';
import { BarChart } from '../admin-shell/bar-chart';
import { BusyButton } from '../admin-shell/busy-button';
import { EmptyState } from '../admin-shell/empty-state';
import { useFormatters } from '../admin-shell/format';
import { ListSkeleton } from '../admin-shell/list-skeleton';
import { LoadError } from '../admin-shell/load-error';
import { useMailStatusQuery } from '../admin-shell/mail-status-api';
import { PageHeader } from '../admin-shell/page-header';
import { MonthPicker, useMonthLabel } from './month-picker';
import { PaymentsByMethod } from './payments-by-method';
import { SendSummaryDialog } from './send-summary-dialog';
import type { SummaryLanguage } from './summaries-api';
import { Card, Figure } from './summary-cards';
import { notifySummary, summaryMessages, useSummaryText } from './summary-messages';
import { currentMonth, monthKey, parseMonthKey, type SummaryMonth } from './summary-month';
import { useSummary, useSummaryActions } from './summary-state';
import { ByTypeTable, PaymentsTable, ReservationsTable } from './summary-tables';

const OCCUPANCY_COLOR = '#62a8f5';
const PAYMENTS_COLOR = '#4cc38a';

const isEmptyMonth = (summary: MonthlySummary) =>
  summary.totalReservations === 0 && summary.paymentsCount === 0 && summary.nightsBooked === 0;

/**
 * /admin/summaries?month=YYYY-MM: a month's figures (reservations by check-in month, money by payment
 * date in Miami: docs/decisions/0006), its occupancy and payments, the lists behind them, and the PDF
 * to download or e-mail to the business.
 */
export function SummariesPage() {
  const { t, i18n } = useTranslation(['admin-summaries', 'admin-reservations', 'common']);
  const dispatch = useAppDispatch();
  const format = useFormatters();
  const monthLabel = useMonthLabel();
  const summaryText = useSummaryText();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useMemo(() => currentMonth(), []);
  const selected = parseMonthKey(searchParams.get('month')) ?? today;
  const label = monthLabel(selected);
  const [lang, setLang] = useState<SummaryLanguage>(i18n.language === 'en' ? 'en' : 'es');
  const [sendOpen, setSendOpen] = useState(false);
  const { data: mail } = useMailStatusQuery();
  // Summaries go to BUSINESS_EMAIL only: without it sending cannot work, so the button says why up front.
  const noBusinessEmail = mail?.businessEmailConfigured === false;

  const state = useSummary(selected);
  const { downloadPdf } = useSummaryActions();
  const { reset } = state;

  // Summaries are computed on demand: coming back later starts from an empty one (SPEC.md section 4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on leaving the page only
  useEffect(() => reset, []);

  const choose = (month: SummaryMonth) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('month', monthKey(month));
      return next;
    });

  const download = async () => {
    const result = await downloadPdf({ ...selected, lang });
    if (result.error) {
      dispatch(notifySummary('error', failureText(result.error) ?? summaryMessages.downloadPdf));
    }
  };

  const summary = state.summary;
  const loaded = state.success && summary !== null;
  const failed = !state.loading && !state.success && state.error !== null;
  const listsReady = loaded && !state.loading;
  const percent = (rate: number, digits = 0) =>
    new Intl.NumberFormat(format.locale, { style: 'percent', maximumFractionDigits: digits }).format(rate);

  const actions = (
    <>
      <TextField
        select
        size="small"
        label={t('documents.language')}
        value={lang}
        onChange={(event) => setLang(event.target.value as SummaryLanguage)}
        sx={{ minWidth: 140, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {(['es', 'en'] as const).map((each) => (
          <MenuItem key={each} value={each}>
            {t(`documents.languages.${each}`)}
          </MenuItem>
        ))}
      </TextField>
      <BusyButton
        variant="outlined"
        color="inherit"
        onClick={() => void download()}
        sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' } }}
        busy={state.pdfDownloading}
        disabled={!loaded}
        aria-busy={state.pdfDownloading}
        startIcon={<PictureAsPdfOutlinedIcon />}
      >
        {state.pdfDownloading ? t('documents.downloading') : t('documents.download')}
      </BusyButton>
      <BusyButton
        variant="contained"
        onClick={() => setSendOpen(true)}
        sx={{ flex: { xs: '1 1 auto', sm: '0 0 auto' } }}
        busy={state.emailSending}
        disabled={!loaded || noBusinessEmail}
        aria-describedby={noBusinessEmail ? 'summary-no-business-email' : undefined}
        startIcon={<SendOutlinedIcon />}
      >
        {state.emailSending ? t('documents.sending') : t('documents.send')}
      </BusyButton>
    </>
  );

  let content: ReactNode;
  if (failed) {
    content = <LoadError error={summaryText(state.error ?? '')} onRetry={state.reload} />;
  } else if (!summary) {
    content = (
      <>
        <Box
          role="status"
          aria-label={t('common:loading')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
            mb: 2,
          }}
        >
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} variant="rounded" height={124} />
          ))}
        </Box>
        <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} />
      </>
    );
  } else if (isEmptyMonth(summary)) {
    content = (
      <EmptyState
        icon={<EventBusyOutlinedIcon />}
        title={t('empty.title', { month: label })}
        message={t('empty.message')}
      />
    );
  } else {
    const available = summary.occupancy.length * summary.daysInMonth;
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box
          component="dl"
          aria-label={t('figures.label', { month: label })}
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Figure
            label={t('figures.totalReservations')}
            value={format.number(summary.totalReservations)}
            hint={t('figures.totalReservationsHint')}
          />
          <Figure
            label={t('figures.totalRevenue')}
            value={format.money(summary.totalRevenue)}
            hint={t('figures.totalRevenueHint')}
          />
          <Figure
            label={t('figures.totalPayments')}
            value={format.money(summary.totalPayments)}
            hint={t('figures.totalPaymentsHint', { count: summary.paymentsCount })}
            tone="success.light"
          />
          <Figure
            label={t('figures.totalDue')}
            value={format.money(summary.totalDue)}
            hint={t('figures.totalDueHint')}
            tone={summary.totalDue > 0 ? 'warning.light' : undefined}
          />
          <Figure
            label={t('figures.nightsBooked')}
            value={format.number(summary.nightsBooked)}
            hint={t('figures.nightsBookedHint', { available: format.number(available) })}
          />
          <Figure
            label={t('figures.occupancyRate')}
            value={percent(summary.occupancyRate, 1)}
            hint={t('figures.occupancyRateHint', { count: summary.occupancy.length })}
          />
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Card title={t('charts.occupancy')}>
            <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
              {summary.occupancy.length === 0 ? (
                <EmptyState dense title={t('charts.noApartments')} />
              ) : (
                <BarChart
                  title={t('charts.occupancyTitle', { month: label })}
                  columns={[t('charts.apartment'), t('charts.rate')]}
                  color={OCCUPANCY_COLOR}
                  max={100}
                  formatAxis={(value) => `${value}%`}
                  data={summary.occupancy.map((entry) => ({
                    label: entry.apartmentName,
                    value: Math.round(entry.occupancyRate * 1000) / 10,
                    text: percent(entry.occupancyRate),
                    detail: t('charts.nights', { count: entry.nightsBooked }),
                  }))}
                />
              )}
            </Box>
          </Card>
          <Card title={t('charts.byMethod')}>
            <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 1.5 }}>
              {summary.paymentsByMethod.length === 0 ? (
                <EmptyState dense title={t('charts.noPayments')} />
              ) : (
                <PaymentsByMethod
                  entries={summary.paymentsByMethod}
                  caption={t('charts.byMethodTitle', { month: label })}
                  color={PAYMENTS_COLOR}
                />
              )}
            </Box>
          </Card>
        </Box>

        <Card title={t('byType.title')}>
          <ByTypeTable rows={summary.byType} caption={t('byType.caption', { month: label })} />
        </Card>
        <Card
          title={t('reservations.title')}
          aside={t('reservations.count', { count: summary.totalReservations })}
        >
          {listsReady ? (
            <ReservationsTable
              rows={state.reservations}
              caption={t('reservations.caption', { month: label })}
              totalRevenue={summary.totalRevenue}
              totalDue={summary.totalDue}
            />
          ) : (
            <Box sx={{ px: 2.5, pb: 2.5 }}>
              <ListSkeleton rows={3} height={44} />
            </Box>
          )}
        </Card>
        <Card title={t('payments.title')} aside={t('payments.count', { count: summary.paymentsCount })}>
          {listsReady ? (
            <PaymentsTable
              rows={state.payments}
              caption={t('payments.caption', { month: label })}
              totalPayments={summary.totalPayments}
            />
          ) : (
            <Box sx={{ px: 2.5, pb: 2.5 }}>
              <ListSkeleton rows={3} height={44} />
            </Box>
          )}
        </Card>
      </Box>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          pb: 2.5,
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <MonthPicker value={selected} today={today} onChange={choose} />
        <Box
          role="group"
          aria-label={t('documents.label')}
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            width: { xs: '100%', sm: 'auto' },
            ml: { sm: 'auto' },
          }}
        >
          {actions}
        </Box>
      </Box>

      {noBusinessEmail && (
        <Alert id="summary-no-business-email" severity="info" sx={{ mb: 3 }}>
          <AlertTitle>{t('send.missingTitle')}</AlertTitle>
          {t('send.missingMessage')}
        </Alert>
      )}

      <Typography
        variant="h5"
        component="h2"
        aria-live="polite"
        sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, mb: 1 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 1.25,
          alignItems: 'flex-start',
          color: 'text.secondary',
          mb: 3,
          maxWidth: 920,
        }}
      >
        <InfoOutlinedIcon aria-hidden fontSize="small" sx={{ mt: '2px', color: 'info.light' }} />
        <Typography variant="body2">{t('basis')}</Typography>
      </Box>

      {content}

      <SendSummaryDialog
        open={sendOpen}
        onClose={() => setSendOpen(false)}
        month={selected}
        monthLabel={label}
        lang={lang}
      />
    </>
  );
}
