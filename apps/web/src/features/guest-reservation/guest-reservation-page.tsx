import {
  capitalized,
  type PeriodFact,
  periodFacts,
  periodText,
  rentDetail,
  serviceWords,
} from '@app/shared/booking-words';
import { formatDate } from '@app/shared/dates';
import { formatUsd } from '@app/shared/money';
import type { GuestReservation } from '@app/shared/reservations';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageSpinner } from '../../components/page-spinner';
import { PillButton } from '../../components/pill-button';
import { defaultLanguage, isLanguage } from '../../lib/language';
import { guestPdfUrl } from './guest-links';
import { GuestProblemText } from './guest-problem';
import { selectGuestReservation } from './guest-reservation-slice';

const cardSx = {
  p: { xs: 3, md: 4 },
  borderRadius: '20px',
  border: 1,
  borderColor: 'rgba(255,255,255,0.1)',
  bgcolor: '#17171a',
} as const;

const labelSx = {
  fontSize: 11,
  fontWeight: 600,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: 'rgba(255,255,255,0.5)',
} as const;

/** /reservations/:id?access=TOKEN: the guest's view of their reservation; nothing without the token. */
export function GuestReservationPage() {
  const { t } = useTranslation('reservation');
  const { reservation, status, problem } = useAppSelector(selectGuestReservation);
  const [searchParams] = useSearchParams();
  const access = searchParams.get('access');

  if (status === 'loading' || status === 'idle') return <PageSpinner />;
  if (!reservation || !access) {
    return (
      <Container maxWidth="sm" sx={{ pt: { xs: 18, md: 24 }, pb: { xs: 10, md: 16 }, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 3,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255,255,255,0.06)',
          }}
        >
          <LockOutlined />
        </Box>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t('view.problemTitle')}
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.68)', mb: 4, lineHeight: 1.7 }}>
          <GuestProblemText problem={problem ?? { kind: 'noToken' }} context="view" />
        </Typography>
        <PillButton to={paths.reservations.root} size="large">
          {t('view.findAgain')}
        </PillButton>
      </Container>
    );
  }
  return <GuestView reservation={reservation} access={access} />;
}

function GuestView({ reservation: r, access }: { reservation: GuestReservation; access: string }) {
  const { t, i18n } = useTranslation('reservation');
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const money = (amount: number) => formatUsd(amount, language, { cents: 'always' });
  // The booking in the service's terms, in the words of the PDF and the e-mails (shared/booking-words).
  const words = serviceWords(r.serviceType, language);
  const charges: [string, number][] = [
    [rentDetail(r, money(r.pricePerUnit), language), r.units * r.pricePerUnit],
    [t('view.cleaningFee'), r.cleaningFee],
    [t('view.parkingFee'), r.parkingFee],
    [t('view.cancellationFee'), r.cancellationFee],
    [t('view.otherExpenses'), r.otherExpenses],
    [t('view.taxes'), r.taxes],
  ];

  return (
    <Box
      sx={{
        pt: { xs: 14, md: 20 },
        pb: { xs: 10, md: 16 },
        background: 'radial-gradient(ellipse 60% 50% at 85% 0%, rgba(120,120,255,0.1), transparent 70%)',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
          <Typography component="p" sx={{ ...labelSx, color: 'rgba(255,255,255,0.6)', fontSize: 12 }}>
            {t('view.eyebrow', { code: r.code })}
          </Typography>
          <StatusPill tone={statusTone(r.status)}>{t(`status.${r.status}`)}</StatusPill>
        </Box>
        <Typography variant="h1" sx={{ fontSize: 'clamp(2.25rem, 1.5rem + 3vw, 4rem)', mb: 1.5 }}>
          {r.apartmentName}
        </Typography>
        <Typography sx={{ color: 'rgba(255,255,255,0.68)', fontSize: 18, mb: { xs: 5, md: 7 } }}>
          {t('view.guest', { name: `${r.clientName} ${r.clientLastname}`.trim() })}
        </Typography>

        <Box component="section" aria-labelledby="stay-title" sx={{ ...cardSx, mb: 3 }}>
          <Typography id="stay-title" component="h2" sx={{ ...labelSx, mb: 1.5 }}>
            {words.yours}
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.8)', fontSize: 17, mb: 3 }}>
            {capitalized(periodText(r, language))}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            {periodFacts(r, language).map((fact) => (
              <Fact key={fact.label} {...fact} />
            ))}
          </Box>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby="charges-title" sx={cardSx}>
            <Typography id="charges-title" component="h2" sx={{ ...labelSx, mb: 2 }}>
              {t('view.charges')}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {charges
                .filter(([, amount], index) => index === 0 || amount !== 0)
                .map(([label, amount]) => (
                  <Row key={label} label={label} value={money(amount)} />
                ))}
              <Row label={t('view.total')} value={money(r.totalAmount)} strong />
            </Box>
          </Box>

          <Box component="section" aria-labelledby="payments-title" sx={cardSx}>
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}
            >
              <Typography id="payments-title" component="h2" sx={labelSx}>
                {t('view.payments')}
              </Typography>
              <StatusPill
                tone={
                  r.paymentStatus === 'paid' ? 'good' : r.paymentStatus === 'pending' ? 'warn' : 'neutral'
                }
              >
                {t(`paymentStatus.${r.paymentStatus}`)}
              </StatusPill>
            </Box>
            {r.payments.length === 0 ? (
              <Typography sx={{ color: 'rgba(255,255,255,0.55)', py: 1.5 }}>
                {t('view.noPayments')}
              </Typography>
            ) : (
              <Box component="ul" aria-label={t('view.payments')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {r.payments.map((payment, index) => (
                  <Box
                    component="li"
                    // Payments have no id in the guest view; their order is stable (by date).
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={index}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 2,
                      py: 1.5,
                      borderBottom: 1,
                      borderColor: 'rgba(255,255,255,0.06)',
                    }}
                  >
                    <Box>
                      <Typography sx={{ fontSize: 15 }}>{formatDate(payment.paymentDate)}</Typography>
                      <Typography sx={{ fontSize: 13, color: 'rgba(255,255,255,0.55)' }}>
                        {t(`method.${payment.paymentMethod}`)}
                      </Typography>
                    </Box>
                    <Typography
                      sx={{
                        fontVariantNumeric: 'tabular-nums',
                        color: payment.amount < 0 ? '#ffb4a8' : '#fff',
                      }}
                    >
                      {money(payment.amount)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
            <Box component="dl" sx={{ m: 0, mt: 1 }}>
              <Row label={t('view.paid')} value={money(r.amountPaid)} />
              <Row label={t('view.due')} value={money(r.amountDue)} strong />
            </Box>
          </Box>
        </Box>

        <Box sx={{ mt: 4, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <PillButton
            href={guestPdfUrl(r.id, access, i18n.language)}
            download
            size="large"
            startIcon={<FileDownloadOutlined />}
          >
            {t('view.pdf')}
          </PillButton>
          <PillButton to={paths.contact} variant="text" size="large">
            {t('view.question')}
          </PillButton>
        </Box>
        <Typography sx={{ mt: 2, fontSize: 13, color: 'rgba(255,255,255,0.5)', maxWidth: 560 }}>
          {t('view.privateNote')}
        </Typography>
      </Container>
    </Box>
  );
}

type Tone = 'good' | 'warn' | 'bad' | 'neutral';

function statusTone(status: GuestReservation['status']): Tone {
  if (status === 'confirmed' || status === 'checked_in' || status === 'checked_out') return 'good';
  if (status === 'pending') return 'warn';
  if (status === 'cancelled' || status === 'no_show') return 'bad';
  return 'neutral';
}

const toneColors: Record<Tone, string> = {
  good: '#9be7c4',
  warn: '#f5c76a',
  bad: '#ffb4a8',
  neutral: 'rgba(255,255,255,0.8)',
};

function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.4,
        borderRadius: 999,
        fontSize: 12,
        fontWeight: 600,
        color: toneColors[tone],
        border: 1,
        borderColor: 'currentColor',
        '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor' },
      }}
    >
      {children}
    </Box>
  );
}

function Fact({ label, value, time }: PeriodFact) {
  return (
    <Box>
      <Box component="dt" sx={{ fontSize: 13, color: 'rgba(255,255,255,0.55)', mb: 0.5 }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          fontSize: { xs: 22, md: 28 },
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {value}
        {time && (
          <Box
            component="span"
            sx={{
              display: 'block',
              fontSize: { xs: 16, md: 18 },
              fontWeight: 500,
              color: 'rgba(255,255,255,0.75)',
            }}
          >
            {time}
          </Box>
        )}
      </Box>
    </Box>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.25,
        borderTop: strong ? 1 : 0,
        borderColor: 'rgba(255,255,255,0.12)',
        mt: strong ? 1 : 0,
        pt: strong ? 2 : 1.25,
      }}
    >
      <Box
        component="dt"
        sx={{ color: strong ? '#fff' : 'rgba(255,255,255,0.68)', fontWeight: strong ? 600 : 400 }}
      >
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          fontVariantNumeric: 'tabular-nums',
          fontWeight: strong ? 600 : 400,
          fontSize: strong ? 18 : 16,
        }}
      >
        {value}
      </Box>
    </Box>
  );
}
