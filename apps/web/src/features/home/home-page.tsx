import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

// Layered gradients instead of a photo: nothing to download, crisp at any size. Night sky over the
// bay, a warm glow of the city on the horizon, a dark base that keeps the text readable.
const heroBackground = [
  'radial-gradient(ellipse 80% 60% at 85% 110%, rgba(255, 140, 90, 0.28), transparent 60%)',
  'radial-gradient(ellipse 70% 50% at 10% 100%, rgba(0, 170, 190, 0.22), transparent 60%)',
  'radial-gradient(ellipse 60% 50% at 50% -10%, rgba(120, 120, 255, 0.18), transparent 70%)',
  'linear-gradient(180deg, #0b0c10 0%, #101219 45%, #121212 100%)',
].join(', ');

export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: '100svh',
        display: 'flex',
        alignItems: 'center',
        pt: { xs: 12, md: 14 },
        pb: { xs: 10, md: 12 },
        background: heroBackground,
        '&::after': {
          // Fades the glow into the page colour so the hero has no hard bottom edge.
          content: '""',
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          height: 120,
          background: 'linear-gradient(180deg, transparent, #121212)',
          pointerEvents: 'none',
        },
      }}
    >
      <Container maxWidth="lg" sx={{ position: 'relative', zIndex: 1 }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'text.secondary', fontSize: { xs: 11, sm: 12 }, mb: { xs: 2, md: 3 } }}
        >
          {t('hero.eyebrow')}
        </Typography>
        <Typography
          id="home-hero-title"
          variant="h1"
          sx={{
            fontSize: 'clamp(2.75rem, 1.6rem + 5.5vw, 6.5rem)',
            maxWidth: '12ch',
            mb: { xs: 3, md: 4 },
            background: 'linear-gradient(180deg, #ffffff 30%, rgba(255, 255, 255, 0.72))',
            backgroundClip: 'text',
            WebkitBackgroundClip: 'text',
            color: 'transparent',
          }}
        >
          {t('hero.title')}
        </Typography>
        <Typography
          component="p"
          sx={{
            fontSize: 'clamp(1.05rem, 0.95rem + 0.5vw, 1.35rem)',
            lineHeight: 1.6,
            color: 'text.secondary',
            maxWidth: '38rem',
            mb: { xs: 5, md: 6 },
          }}
        >
          {t('hero.subtitle')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button
            component={RouterLink}
            to={paths.services.root}
            variant="contained"
            size="large"
            endIcon={<ArrowForward />}
            sx={{ py: 1.5, px: 4 }}
          >
            {t('hero.cta')}
          </Button>
          <Button
            component={RouterLink}
            to={paths.contact}
            variant="outlined"
            color="inherit"
            size="large"
            sx={{ py: 1.5, px: 4, borderColor: 'rgba(255, 255, 255, 0.3)' }}
          >
            {t('hero.secondaryCta')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
