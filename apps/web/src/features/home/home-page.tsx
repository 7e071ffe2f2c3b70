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
import { PillButton } from '../../components/pill-button';
import { ReviewerAvatar } from '../../components/reviewer-avatar';
import { Stars } from '../../components/stars';
import { isLanguage } from '../../lib/language';
import { selectTypeSummaries } from '../catalog/catalog-slice';
import { TypeCard } from '../catalog/type-card';
import { selectSiteContent } from '../site/site-slice';
import { heroImageOf } from './home-route';
import { selectHome } from './home-slice';

const eyebrowSx = {
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

export function HomePage() {
  return (
    <>
      <Hero />
      <Explore />
      <ConciergePromise />
      <Reviews />
    </>
  );
}

function Hero() {
  const { t, i18n } = useTranslation('home');
  const site = useAppSelector(selectSiteContent);
  const { averageRating, reviewCount, status } = useAppSelector(selectHome);
  const lang = isLanguage(i18n.language) ? i18n.language : 'es';
  const hero = heroImageOf(useAppSelector(selectTypeSummaries), site, lang);
  // The owner edits these in the site content (GET /api/site); the bundled texts stand in without it.
  const title = site?.hero.title[lang] ?? t('hero.title');
  const subtitle = site?.hero.subtitle[lang] ?? t('hero.subtitle');

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        minHeight: { xs: '88svh', md: '100svh' },
        display: 'flex',
        alignItems: 'flex-end',
        pt: { xs: 14, md: 16 },
        pb: { xs: 7, md: 12 },
        bgcolor: '#0d0d10',
      }}
    >
      {hero && (
        <Box
          component="img"
          src={hero.src}
          alt={hero.alt ?? t('hero.imageAlt', { name: hero.name })}
          fetchPriority="high"
          decoding="async"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition: { xs: '62% 50%', md: 'center 55%' },
            zIndex: -2,
          }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          // Phones: the text covers the whole picture, so the whole picture is dimmed, more towards the
          // bottom; wider screens keep the right side bright and shade the text's side.
          background: {
            xs: 'linear-gradient(180deg, rgba(12,12,14,0.5) 0%, rgba(12,12,14,0.55) 35%, rgba(12,12,14,0.82) 70%, #121212 100%)',
            md: [
              'linear-gradient(180deg, rgba(12,12,14,0.55) 0%, rgba(12,12,14,0) 28%)',
              'linear-gradient(90deg, rgba(12,12,14,0.82) 0%, rgba(12,12,14,0.45) 45%, rgba(12,12,14,0) 75%)',
              'linear-gradient(0deg, #121212 0%, rgba(18,18,18,0.6) 22%, rgba(18,18,18,0) 55%)',
            ].join(', '),
          },
        }}
      />
      <Container maxWidth="lg">
        <Typography
          component="p"
          sx={{ ...eyebrowSx, color: 'rgba(255,255,255,0.78)', mb: { xs: 2.5, md: 3 } }}
        >
          {t('hero.eyebrow')}
        </Typography>
        <Typography
          id="home-hero-title"
          component="h1"
          sx={{
            fontSize: 'clamp(2.9rem, 1.6rem + 5.6vw, 6.75rem)',
            fontWeight: 700,
            letterSpacing: '-0.035em',
            lineHeight: 1,
            maxWidth: '11ch',
            mb: { xs: 3, md: 3.5 },
            textWrap: 'balance',
          }}
        >
          {title}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: 'clamp(1.05rem, 0.98rem + 0.4vw, 1.3rem)',
            lineHeight: 1.6,
            color: 'rgba(255,255,255,0.82)',
            maxWidth: '36rem',
            mb: { xs: 4.5, md: 5 },
          }}
        >
          {subtitle}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 1.5,
            alignItems: { sm: 'center' },
          }}
        >
          <PillButton to={paths.services.root} endIcon={<ArrowForward />}>
            {t('hero.cta')}
          </PillButton>
          <PillButton to={paths.contact} variant="outlined" style={{ backdropFilter: 'blur(6px)' }}>
            {t('hero.secondaryCta')}
          </PillButton>
        </Box>
        {status === 'succeeded' && reviewCount > 0 && (
          <Box
            component={RouterLink}
            to={paths.reviews}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              mt: { xs: 4, md: 5 },
              color: 'rgba(255,255,255,0.85)',
              textDecoration: 'none',
              fontSize: 14.5,
              '&:hover': { color: '#fff' },
            }}
          >
            <Stars
              value={averageRating}
              label={t('reviews.stars', { rating: averageRating.toFixed(1) })}
              size={18}
            />
            <span>{t('hero.rating', { rating: averageRating.toFixed(1), count: reviewCount })}</span>
          </Box>
        )}
      </Container>
    </Box>
  );
}

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

function Explore() {
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

function ConciergePromise() {
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

function Reviews() {
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
