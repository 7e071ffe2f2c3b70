import { formatPhone, whatsappUrl } from '@app/shared/phones';
import type { SiteContent } from '@app/shared/site';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { useSiteContent } from '../site/use-site';
import { ContactForm } from './contact-form';

/** /contactUs: the form beside the business's address, phones and e-mail. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const { content } = useSiteContent();
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Container maxWidth="lg" sx={{ pb: { xs: 10, md: 16 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '7fr 4fr' },
            gap: { xs: 4, md: 6 },
            alignItems: 'start',
          }}
        >
          <Box
            sx={{
              p: { xs: 3, sm: 4, md: 5 },
              borderRadius: '20px',
              border: 1,
              borderColor: 'rgba(255,255,255,0.1)',
              bgcolor: '#17171a',
            }}
          >
            <ContactForm />
          </Box>
          {content && <ContactInfo content={content} />}
        </Box>
      </Container>
    </>
  );
}

// MUI's Link with underline="hover" (the theme's default), without MUI's Link in the page's download.
const linkSx = { color: '#fff', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

function ContactInfo({ content }: { content: SiteContent }) {
  const { t } = useTranslation('contact');
  const { address } = content;
  return (
    <Box
      component="aside"
      aria-labelledby="contact-info-title"
      sx={{ display: 'grid', gap: 0, position: { md: 'sticky' }, top: { md: 104 } }}
    >
      <Typography id="contact-info-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('info.title')}
      </Typography>
      <InfoRow icon={<PlaceOutlined />} label={t('info.address')}>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          {address.street}
          <br />
          {`${address.city}, ${address.region} ${address.postalCode}`}
        </Box>
      </InfoRow>
      <InfoRow icon={<WhatsApp />} label={t('info.phone')}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {[content.phones.us, content.phones.argentina].map((phone) => (
            <li key={phone}>
              <Box
                component="a"
                href={whatsappUrl(phone, content.whatsapp.greeting.es)}
                target="_blank"
                rel="noopener noreferrer"
                sx={[linkSx, { fontVariantNumeric: 'tabular-nums' }]}
              >
                {formatPhone(phone)}
              </Box>
            </li>
          ))}
        </Box>
      </InfoRow>
      <InfoRow icon={<EmailOutlined />} label={t('info.email')}>
        <Box component="a" href={`mailto:${content.email}`} sx={[linkSx, { wordBreak: 'break-all' }]}>
          {content.email}
        </Box>
      </InfoRow>
      <Typography sx={{ mt: 3, fontSize: 14, lineHeight: 1.7, color: 'rgba(255,255,255,0.55)' }}>
        {t('info.note')}
      </Typography>
    </Box>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '44px 1fr',
        gap: 2,
        py: 2.5,
        borderTop: 1,
        borderColor: 'rgba(255,255,255,0.08)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(255,255,255,0.06)',
          color: 'rgba(255,255,255,0.8)',
          '& svg': { fontSize: 20 },
        }}
      >
        {icon}
      </Box>
      <Box sx={{ fontSize: 15, lineHeight: 1.6 }}>
        <Typography
          component="h3"
          sx={{
            fontSize: 11,
            fontWeight: 600,
            letterSpacing: '0.2em',
            textTransform: 'uppercase',
            color: 'rgba(255,255,255,0.5)',
            mb: 0.5,
          }}
        >
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
