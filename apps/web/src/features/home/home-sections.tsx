import { reviewerName } from '@app/shared/review-names';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths, serviceTypes } from '../../app/paths';
import { ReviewerAvatar } from '../../components/reviewer-avatar';
import { Stars } from '../../components/stars';
import { selectTypeSummaries } from '../catalog/catalog-slice';
import { TypeCard } from '../catalog/type-card';
import { selectHome } from './home-slice';

/** The eyebrow over a heading (the hero's too). */
export const eyebrowSx = {
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  mb: 2,
} as const;

const sectionTitleSx = {
  fontSize: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)',
  fontWeight: 700,
  letterSpacing: '-0.025em',
  lineHeight: 1.08,
} as const;

function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'flex-end' },
        justifyContent: 'space-between',
        gap: 3,
        mb: { xs: 5, md: 7 },
      }}
    >
      <Box sx={{ maxWidth: 680 }}>
        <Typography component="p" sx={eyebrowSx}>
          {eyebrow}
        </Typography>
        <Typography id={id} component="h2" sx={sectionTitleSx}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="p" sx={{ color: 'text.secondary', fontSize: 17, lineHeight: 1.65, mt: 2 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}

const arrowLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  color: 'text.primary',
  fontWeight: 600,
  fontSize: 15,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: 1,
  borderColor: 'rgba(255,255,255,0.3)',
  pb: 0.5,
  alignSelf: { xs: 'flex-start', md: 'auto' },
  '& svg': { fontSize: 18, transition: 'transform 150ms ease' },
  '&:hover': { borderColor: '#fff' },
  '&:hover svg': { transform: 'translateX(3px)' },
} as const;

export function Explore() {
  const { t } = useTranslation('home');
  const summaries = useAppSelector(selectTypeSummaries);
  return (
    <Box
      component="section"
      aria-labelledby="home-explore-title"
      sx={{ pt: { xs: 8, md: 10 }, pb: { xs: 10, md: 16 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="home-explore-title"
          eyebrow={t('explore.eyebrow')}
          title={t('explore.title')}
          subtitle={t('explore.subtitle')}
          action={
            <Box component={RouterLink} to={paths.services.root} sx={arrowLinkSx}>
              {t('explore.all')}
              <ArrowForward aria-hidden />
            </Box>
          }
        />
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            gap: { xs: 2, md: 2.5 },
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {serviceTypes.map((type) => (
            <li key={type}>
              <TypeCard type={type} summary={summaries.items[type]} variant="tall" headingLevel="h3" />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

const promises = ['curated', 'concierge', 'bilingual'] as const;

export function ConciergePromise() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-promise-title"
      sx={{
        py: { xs: 10, md: 14 },
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        background: 'radial-gradient(ellipse 70% 90% at 15% 0%, rgba(255,255,255,0.04), transparent 70%)',
      }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="home-promise-title" eyebrow={t('promise.eyebrow')} title={t('promise.title')} />
        <Box
          component="ol"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: { xs: 5, md: 6 },
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {promises.map((key, index) => (
            <Box component="li" key={key} sx={{ borderTop: 1, borderColor: 'rgba(255,255,255,0.22)', pt: 3 }}>
              <Typography
                component="span"
                aria-hidden
                sx={{
                  display: 'block',
                  fontSize: 13,
                  fontWeight: 600,
                  letterSpacing: '0.16em',
                  color: 'text.secondary',
                  mb: 2,
                }}
              >
                {String(index + 1).padStart(2, '0')}
              </Typography>
              <Typography
                component="h3"
                sx={{ fontSize: 21, fontWeight: 600, letterSpacing: '-0.01em', mb: 1.25 }}
              >
                {t(`promise.items.${key}.title`)}
              </Typography>
              <Typography component="p" sx={{ color: 'text.secondary', lineHeight: 1.7, fontSize: 15.5 }}>
                {t(`promise.items.${key}.text`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

export function Reviews() {
  const { t, i18n } = useTranslation('home');
  const { reviews, averageRating, reviewCount, status } = useAppSelector(selectHome);
  if (status !== 'succeeded') return null;
  const month = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/New_York',
  });

  return (
    <Box component="section" aria-labelledby="home-reviews-title" sx={{ py: { xs: 10, md: 16 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="home-reviews-title"
          eyebrow={t('reviews.eyebrow')}
          title={t('reviews.title')}
          action={
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { md: 'flex-end' }, gap: 1.5 }}>
              {reviewCount > 0 && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                  <Typography
                    component="span"
                    sx={{ fontSize: 40, fontWeight: 700, letterSpacing: '-0.03em', lineHeight: 1 }}
                  >
                    {averageRating.toFixed(1)}
                  </Typography>
                  <Box>
                    <Stars
                      value={averageRating}
                      label={t('reviews.stars', { rating: averageRating.toFixed(1) })}
                    />
                    <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13.5 }}>
                      {t('reviews.summary', { rating: averageRating.toFixed(1), count: reviewCount })}
                    </Typography>
                  </Box>
                </Box>
              )}
              <Box component={RouterLink} to={paths.reviews} sx={arrowLinkSx}>
                {t('reviews.readAll')}
                <ArrowForward aria-hidden />
              </Box>
            </Box>
          }
        />
        {reviews.length === 0 ? (
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            {t('reviews.none')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              gap: { xs: 2, md: 2.5 },
              m: 0,
              p: 0,
              listStyle: 'none',
            }}
          >
            {reviews.map((review) => {
              const name = reviewerName(review.firstName, review.lastName);
              return (
                <Box
                  component="li"
                  key={review.id}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    p: { xs: 3, md: 3.5 },
                    borderRadius: '20px',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: 'background.paper',
                  }}
                >
                  <Stars
                    value={review.rating}
                    label={t('reviews.stars', { rating: review.rating.toFixed(1) })}
                  />
                  <Typography
                    component="blockquote"
                    sx={{
                      m: 0,
                      mt: 2.5,
                      mb: 3,
                      fontSize: 16.5,
                      lineHeight: 1.7,
                      color: review.comment ? 'rgba(255,255,255,0.88)' : 'text.secondary',
                      fontStyle: review.comment ? 'normal' : 'italic',
                      display: '-webkit-box',
                      WebkitLineClamp: 6,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {review.comment ? `“${review.comment}”` : t('reviews.noComment')}
                  </Typography>
                  <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 40,
                        height: 40,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'rgba(255,255,255,0.08)',
                        fontWeight: 600,
                        fontSize: 15,
                      }}
                    >
                      <ReviewerAvatar name={name} />
                    </Box>
                    <Box>
                      <Typography component="p" sx={{ fontWeight: 600, fontSize: 15 }}>
                        {name ?? t('reviews.anonymous')}
                      </Typography>
                      <Typography component="p" sx={{ color: 'text.secondary', fontSize: 13 }}>
                        {month.format(new Date(review.createdAt))}
                      </Typography>
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </Container>
    </Box>
  );
}
