import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PillButton } from '../../components/pill-button';
import { Stars } from '../../components/stars';
import { isLanguage } from '../../lib/language';
import { selectTypeSummaries } from '../catalog/catalog-slice';
import { selectSiteContent } from '../site/site-slice';
import { heroImageOf } from './home-route';
import { ConciergePromise, Explore, eyebrowSx, Reviews } from './home-sections';
import { selectHome } from './home-slice';

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
