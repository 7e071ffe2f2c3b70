import { formatPhone, whatsappUrl } from '@app/shared/phones';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Instagram from '@mui/icons-material/Instagram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { useSiteContent } from '../features/site/use-site';
import { PillButton } from './pill-button';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

const headingSx = {
  mb: 2.5,
  fontSize: 11,
  fontWeight: 600,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  color: 'rgba(255, 255, 255, 0.5)',
} as const;

// Plain anchors rather than MUI's Link and IconButton: the footer is on every page's first download.
const iconLinkSx = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  color: 'rgba(255, 255, 255, 0.78)',
  transition: 'color 160ms ease, background-color 160ms ease',
  '&:hover': { color: '#fff', bgcolor: 'rgba(255, 255, 255, 0.06)' },
} as const;

const linkSx = {
  color: 'rgba(255, 255, 255, 0.78)',
  fontSize: 15,
  textDecoration: 'none',
  transition: 'color 160ms ease',
  '&:hover': { color: '#fff' },
} as const;

/**
 * The public footer: an invitation to write on WhatsApp, the site's sections, the contact facts of
 * the business (GET /api/site) and the small print. Without the content it keeps its links only.
 */
export function Footer() {
  const { t } = useTranslation();
  const { content, pick } = useSiteContent();
  const brand = content?.businessName ?? t('brand.name');
  // SPEC.md section 2: the phone buttons greet in Spanish, whatever the visitor's language.
  const spanishGreeting = content?.whatsapp.greeting.es;

  return (
    <Box
      component="footer"
      sx={{
        position: 'relative',
        borderTop: 1,
        borderColor: 'rgba(255, 255, 255, 0.08)',
        background: 'linear-gradient(180deg, #141416 0%, #0d0d0f 100%)',
      }}
    >
      <Container maxWidth="lg">
        {content && (
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { xs: 'flex-start', md: 'center' },
              justifyContent: 'space-between',
              gap: 4,
              py: { xs: 6, md: 8 },
              borderBottom: 1,
              borderColor: 'rgba(255, 255, 255, 0.08)',
            }}
          >
            <Box sx={{ maxWidth: 560 }}>
              <Typography component="p" sx={{ ...headingSx, mb: 1.5 }}>
                {t('footer.ctaEyebrow')}
              </Typography>
              <Typography
                component="p"
                sx={{
                  fontSize: { xs: 28, md: 36 },
                  fontWeight: 600,
                  lineHeight: 1.15,
                  letterSpacing: '-0.02em',
                }}
              >
                {t('footer.ctaTitle')}
              </Typography>
            </Box>
            <PillButton
              href={whatsappUrl(content.whatsapp.number, pick(content.whatsapp.greeting))}
              {...newTab}
              startIcon={<WhatsApp />}
              sx={{ px: 3.5, flexShrink: 0 }}
            >
              {t('footer.whatsapp')}
            </PillButton>
          </Box>
        )}

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 0.8fr 1.2fr 1.2fr' },
            gap: { xs: 5, md: 6 },
            py: { xs: 6, md: 8 },
          }}
        >
          <Box>
            <Typography
              component="p"
              sx={{
                fontSize: 14,
                fontWeight: 600,
                letterSpacing: '0.2em',
                textTransform: 'uppercase',
                mb: 2,
              }}
            >
              {brand}
            </Typography>
            <Typography
              sx={{ color: 'rgba(255, 255, 255, 0.6)', fontSize: 15, lineHeight: 1.7, maxWidth: 320 }}
            >
              {content ? pick(content.tagline) : t('footer.tagline')}
            </Typography>
            {content && (
              <Box
                component="a"
                href={content.instagramUrl}
                {...newTab}
                aria-label={t('footer.instagram')}
                sx={{ ...iconLinkSx, mt: 2.5, ml: -1 }}
              >
                <Instagram />
              </Box>
            )}
          </Box>

          <Box component="nav" aria-label={t('footer.navLabel')}>
            <Typography component="h2" sx={headingSx}>
              {t('footer.explore')}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              <li>
                <Box component={RouterLink} to={paths.services.root} sx={linkSx}>
                  {t('nav.services')}
                </Box>
              </li>
              <li>
                <Box component={RouterLink} to={paths.about} sx={linkSx}>
                  {t('nav.about')}
                </Box>
              </li>
              <li>
                <Box component={RouterLink} to={paths.founder} sx={linkSx}>
                  {t('nav.founder')}
                </Box>
              </li>
              <li>
                <Box component={RouterLink} to={paths.reservations.root} sx={linkSx}>
                  {t('footer.myReservation')}
                </Box>
              </li>
            </Box>
          </Box>

          {content && (
            <Box>
              <Typography component="h2" sx={headingSx}>
                {t('footer.visit')}
              </Typography>
              <Box
                component="address"
                sx={{
                  fontStyle: 'normal',
                  color: 'rgba(255, 255, 255, 0.78)',
                  fontSize: 15,
                  lineHeight: 1.7,
                }}
              >
                {content.address.street}
                <br />
                {`${content.address.city}, ${content.address.region} ${content.address.postalCode}`}
                <br />
                <Box
                  component="a"
                  href={`mailto:${content.email}`}
                  sx={{ ...linkSx, display: 'inline-block', mt: 1.5 }}
                >
                  {content.email}
                </Box>
              </Box>
            </Box>
          )}

          {content && (
            <Box>
              <Typography component="h2" sx={headingSx}>
                {t('footer.talk')}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
                <PhoneButton
                  label={t('footer.phoneUs')}
                  phone={content.phones.us}
                  href={whatsappUrl(content.phones.us, spanishGreeting)}
                />
                <PhoneButton
                  label={t('footer.phoneArgentina')}
                  phone={content.phones.argentina}
                  href={whatsappUrl(content.phones.argentina, spanishGreeting)}
                />
              </Box>
            </Box>
          )}
        </Box>

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
            gap: 1.5,
            py: 3,
            borderTop: 1,
            borderColor: 'rgba(255, 255, 255, 0.08)',
            color: 'rgba(255, 255, 255, 0.5)',
            fontSize: 13,
          }}
        >
          <Box component="span">{t('footer.rights', { year: new Date().getFullYear(), brand })}</Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {content && <Credit text={pick(content.credit.text)} url={content.credit.url} />}
            <Box
              component={RouterLink}
              to={paths.admin.root}
              aria-label={t('footer.staffArea')}
              sx={{ ...iconLinkSx, width: 34, height: 34, color: 'rgba(255, 255, 255, 0.45)' }}
            >
              <AccountCircleOutlined fontSize="small" />
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

/** A phone of the business that opens WhatsApp: the country above, the number as SPEC.md writes it. */
function PhoneButton({ label, phone, href }: { label: string; phone: string; href: string }) {
  const { t } = useTranslation();
  const number = formatPhone(phone);
  return (
    <li>
      <Box
        component="a"
        href={href}
        {...newTab}
        aria-label={t('footer.phoneAction', { country: label, number })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.25,
          border: 1,
          borderColor: 'rgba(255, 255, 255, 0.12)',
          borderRadius: '12px',
          color: '#fff',
          textDecoration: 'none',
          transition: 'border-color 160ms ease, background-color 160ms ease',
          '&:hover': { borderColor: 'rgba(255, 255, 255, 0.35)', bgcolor: 'rgba(255, 255, 255, 0.04)' },
        }}
      >
        <WhatsApp sx={{ fontSize: 20, color: 'rgba(255, 255, 255, 0.7)' }} />
        <Box component="span" sx={{ display: 'grid' }}>
          <Box
            component="span"
            sx={{
              fontSize: 11,
              letterSpacing: '0.14em',
              textTransform: 'uppercase',
              color: 'rgba(255, 255, 255, 0.5)',
            }}
          >
            {label}
          </Box>
          <Box
            component="span"
            sx={{ fontSize: 15, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {number}
          </Box>
        </Box>
      </Box>
    </li>
  );
}

function Credit({ text, url }: { text: string; url: string | undefined }): ReactNode {
  if (!url) return <Box component="span">{text}</Box>;
  return (
    <Box
      component="a"
      href={url}
      {...newTab}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        '&:hover': { color: '#fff', textDecoration: 'underline' },
      }}
    >
      {text}
    </Box>
  );
}
