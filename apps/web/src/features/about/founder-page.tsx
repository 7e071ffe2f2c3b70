import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { PillButton } from '../../components/pill-button';
import { paragraphs, useSiteContent } from '../site/use-site';
import { eyebrowSx } from './about-page';
import { ContentUnavailable } from './content-unavailable';
import { FounderPortrait } from './founder-portrait';

/** /aboutFounder: the founder's biography beside a drawn portrait, in the visitor's language. */
export function FounderPage() {
  const { t } = useTranslation('about');
  const { content, pick } = useSiteContent();
  if (!content) return <ContentUnavailable />;

  const { founder } = content;
  const [lead, ...rest] = paragraphs(pick(founder.bio));
  const initials = founder.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

  return (
    <Box
      component="section"
      aria-labelledby="founder-name"
      sx={{
        pt: { xs: 14, md: 20 },
        pb: { xs: 8, md: 14 },
        background:
          'radial-gradient(ellipse 50% 60% at 90% 10%, rgba(0, 170, 190, 0.12), transparent 70%), radial-gradient(ellipse 50% 50% at 0% 60%, rgba(255, 140, 90, 0.08), transparent 70%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
          gap: { xs: 6, md: 10 },
          alignItems: 'start',
        }}
      >
        <Box component="figure" sx={{ m: 0, position: { md: 'sticky' }, top: { md: 112 } }}>
          <Box sx={{ position: 'relative' }}>
            <FounderPortrait label={pick(founder.photoCaption)} />
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                right: { xs: 16, md: -28 },
                bottom: { xs: -28, md: 40 },
                width: { xs: 84, md: 112 },
                height: { xs: 84, md: 112 },
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#121212',
                border: 1,
                borderColor: 'rgba(255,255,255,0.18)',
                fontSize: { xs: 26, md: 34 },
                fontWeight: 300,
                letterSpacing: '0.08em',
                boxShadow: '0 20px 50px rgba(0,0,0,0.5)',
              }}
            >
              {initials}
            </Box>
          </Box>
          <Typography
            component="figcaption"
            sx={{
              mt: { xs: 5, md: 2.5 },
              fontSize: 13,
              color: 'rgba(255,255,255,0.66)',
              letterSpacing: '0.02em',
            }}
          >
            {pick(founder.photoCaption)}
          </Typography>
        </Box>

        <Box sx={{ pt: { md: 6 } }}>
          <Typography component="p" sx={eyebrowSx}>
            {pick(founder.role)}
          </Typography>
          <Typography
            id="founder-name"
            variant="h1"
            sx={{ fontSize: 'clamp(2.75rem, 1.6rem + 4.4vw, 5.5rem)', mb: { xs: 4, md: 6 } }}
          >
            {founder.name}
          </Typography>
          {lead && (
            <Typography
              sx={{
                fontSize: 'clamp(1.3rem, 1.1rem + 0.8vw, 1.85rem)',
                lineHeight: 1.45,
                letterSpacing: '-0.01em',
                fontWeight: 500,
                pl: { xs: 2.5, md: 3.5 },
                borderLeft: 2,
                borderColor: 'rgba(255,255,255,0.5)',
              }}
            >
              {lead}
            </Typography>
          )}
          {rest.map((paragraph) => (
            <Typography
              key={paragraph}
              sx={{
                mt: 3.5,
                fontSize: { xs: 16, md: 18 },
                lineHeight: 1.8,
                color: 'rgba(255,255,255,0.68)',
              }}
            >
              {paragraph}
            </Typography>
          ))}

          <Box sx={{ mt: { xs: 6, md: 8 }, pt: 4, borderTop: 1, borderColor: 'rgba(255,255,255,0.1)' }}>
            <Typography sx={{ fontSize: 18, fontWeight: 600, mb: 0.5 }}>{t('founder.ctaTitle')}</Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.6)', mb: 3 }}>{t('founder.ctaText')}</Typography>
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <PillButton to={paths.contact} size="large" endIcon={<ArrowForward />}>
                {t('founder.contact')}
              </PillButton>
              <PillButton to={paths.about} variant="outlined" size="large" quiet>
                {t('founder.about')}
              </PillButton>
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
