import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { paths, type ServiceType } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { PillButton } from '../../components/pill-button';
import { imageSizes } from '../../lib/responsive-image';
import { paragraphs, useSiteContent } from '../site/use-site';
import { ContentUnavailable } from './content-unavailable';
import type { Showcase } from './showcase';

const galleryTypes: ServiceType[] = ['yachts', 'villas', 'cars'];
const pillarKeys = ['curated', 'concierge', 'oneContact'] as const;

/** /about: the company, in the words of the site content, with pictures of what it offers. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const { content, pick } = useSiteContent();
  const showcase = (useLoaderData() as Showcase | undefined) ?? {};
  if (!content) return <ContentUnavailable />;

  const [lead, ...rest] = paragraphs(pick(content.about.text));

  return (
    <>
      {/* A full-bleed picture under the translucent top bar, the title set on its dark lower part. */}
      <Box
        component="section"
        aria-labelledby="about-title"
        sx={{
          position: 'relative',
          minHeight: { xs: '78svh', md: '86svh' },
          display: 'flex',
          alignItems: 'flex-end',
        }}
      >
        <CoverImage
          src={showcase.apartments}
          alt=""
          ratio="auto"
          priority
          sx={{ position: 'absolute', inset: 0, borderRadius: 0, aspectRatio: 'auto' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background:
              'linear-gradient(180deg, rgba(18,18,18,0.55) 0%, rgba(18,18,18,0.1) 35%, rgba(18,18,18,0.75) 75%, #121212 100%)',
          }}
        />
        <Container maxWidth="lg" sx={{ position: 'relative', pb: { xs: 6, md: 10 } }}>
          <Typography component="p" sx={eyebrowSx}>
            {content.businessName}
          </Typography>
          <Typography
            id="about-title"
            variant="h1"
            sx={{
              fontSize: 'clamp(2.75rem, 1.5rem + 5vw, 6rem)',
              maxWidth: '14ch',
              textShadow: '0 2px 30px rgba(0,0,0,0.35)',
            }}
          >
            {pick(content.about.title)}
          </Typography>
          <Typography
            sx={{
              mt: 3,
              maxWidth: '36rem',
              fontSize: { xs: 17, md: 20 },
              lineHeight: 1.6,
              color: 'rgba(255,255,255,0.8)',
            }}
          >
            {pick(content.tagline)}
          </Typography>
        </Container>
      </Box>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="about-story"
        sx={{ py: { xs: 8, md: 14 } }}
      >
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: { xs: 3, md: 10 } }}
        >
          <Typography id="about-story" component="h2" sx={{ ...eyebrowSx, pt: { md: 1.5 } }}>
            {t('story')}
          </Typography>
          <Box>
            {lead && (
              <Typography
                sx={{
                  fontSize: 'clamp(1.4rem, 1.1rem + 1.1vw, 2.1rem)',
                  lineHeight: 1.4,
                  letterSpacing: '-0.015em',
                  fontWeight: 500,
                  color: '#fff',
                }}
              >
                {lead}
              </Typography>
            )}
            {rest.map((paragraph) => (
              <Typography
                key={paragraph}
                sx={{
                  mt: 3,
                  fontSize: { xs: 16, md: 18 },
                  lineHeight: 1.8,
                  color: 'rgba(255,255,255,0.68)',
                  maxWidth: '42rem',
                }}
              >
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Box>
      </Container>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="about-pillars"
        sx={{ pb: { xs: 8, md: 14 } }}
      >
        <Typography id="about-pillars" component="h2" sx={visuallyHidden}>
          {t('pillars.title')}
        </Typography>
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.1)',
          }}
        >
          {pillarKeys.map((key, index) => (
            <Box
              component="li"
              key={key}
              sx={{
                py: { xs: 4, md: 5 },
                pr: { md: 5 },
                pl: { md: index === 0 ? 0 : 5 },
                borderLeft: { md: index === 0 ? 'none' : '1px solid rgba(255,255,255,0.1)' },
                borderBottom: { xs: '1px solid rgba(255,255,255,0.1)', md: 'none' },
              }}
            >
              <Typography
                component="p"
                sx={{
                  fontSize: 13,
                  color: 'rgba(255,255,255,0.62)',
                  mb: 2,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {`0${index + 1}`}
              </Typography>
              <Typography
                component="h3"
                sx={{ fontSize: 22, fontWeight: 600, mb: 1.5, letterSpacing: '-0.01em' }}
              >
                {t(`pillars.${key}.title`)}
              </Typography>
              <Typography sx={{ color: 'rgba(255,255,255,0.62)', lineHeight: 1.7 }}>
                {t(`pillars.${key}.text`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>

      <Container
        maxWidth="lg"
        component="section"
        aria-labelledby="about-gallery"
        sx={{ pb: { xs: 8, md: 14 } }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 2,
            mb: { xs: 3, md: 5 },
            flexWrap: 'wrap',
          }}
        >
          <Typography
            id="about-gallery"
            variant="h2"
            sx={{ fontSize: 'clamp(1.9rem, 1.4rem + 1.8vw, 3rem)', maxWidth: '18ch' }}
          >
            {t('gallery.title')}
          </Typography>
          <PillButton
            to={paths.services.root}
            variant="text"
            size="medium"
            endIcon={<ArrowForward />}
            style={{ paddingInline: 0 }}
          >
            {t('gallery.all')}
          </PillButton>
        </Box>
        <Box
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {galleryTypes.map((type) => (
            <li key={type}>
              <Box
                component={RouterLink}
                to={paths.services.type(type)}
                sx={{
                  display: 'block',
                  color: '#fff',
                  textDecoration: 'none',
                  borderRadius: '16px',
                  '& img': { transition: 'transform 600ms cubic-bezier(.2,.7,.2,1)' },
                  '&:hover img': { transform: 'scale(1.04)' },
                  '@media (prefers-reduced-motion: reduce)': { '& img': { transition: 'none' } },
                }}
              >
                <CoverImage
                  src={showcase[type]}
                  alt=""
                  ratio="4 / 5"
                  sizes={imageSizes.aboutType}
                  sx={{ aspectRatio: { xs: '3 / 2', sm: '4 / 5' } }}
                />
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
                  <Typography component="span" sx={{ fontSize: 18, fontWeight: 600 }}>
                    {t(`gallery.types.${type}`)}
                  </Typography>
                  <ArrowForward aria-hidden sx={{ fontSize: 18, color: 'rgba(255,255,255,0.6)' }} />
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      </Container>

      <FounderTeaser name={content.founder.name} role={pick(content.founder.role)} />
    </>
  );
}

function FounderTeaser({ name, role }: { name: string; role: string }) {
  const { t } = useTranslation('about');
  return (
    <Container
      maxWidth="lg"
      component="section"
      aria-labelledby="about-founder"
      sx={{ pb: { xs: 10, md: 16 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 4,
          p: { xs: 4, md: 7 },
          borderRadius: '20px',
          border: 1,
          borderColor: 'rgba(255,255,255,0.1)',
          background:
            'radial-gradient(ellipse 60% 100% at 100% 0%, rgba(255, 140, 90, 0.14), transparent 70%), linear-gradient(135deg, #1a1a1d, #141416)',
        }}
      >
        <Box>
          <Typography component="p" sx={eyebrowSx}>
            {role}
          </Typography>
          <Typography
            id="about-founder"
            variant="h2"
            sx={{ fontSize: 'clamp(1.9rem, 1.4rem + 1.8vw, 3rem)' }}
          >
            {t('founderTeaser.title', { name })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', flexShrink: 0 }}>
          <PillButton to={paths.founder} size="large" endIcon={<ArrowForward />}>
            {t('founderTeaser.read')}
          </PillButton>
          <PillButton to={paths.contact} variant="outlined" size="large" quiet>
            {t('founderTeaser.contact')}
          </PillButton>
        </Box>
      </Box>
    </Container>
  );
}

export const eyebrowSx = {
  mb: { xs: 2, md: 2.5 },
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: '0.24em',
  textTransform: 'uppercase',
  color: 'rgba(255, 255, 255, 0.6)',
} as const;

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
