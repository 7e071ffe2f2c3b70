import { formatUsd } from '@app/shared/money';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PillButton } from '../../components/pill-button';
import { BookingForm } from '../booking/booking-form';
import { selectSiteContent } from '../site/site-slice';
import { selectSelectedService } from './catalog-slice';
import { BackLink } from './catalog-ui';
import { Gallery } from './gallery';
import { FactList, PriceTag, useServiceFacts } from './service-facts';
import {
  isServiceType,
  priceUnit,
  type Service,
  type ServiceType,
  serviceDescription,
  serviceName,
  yachtLengthFeet,
} from './service-model';

/** `/services/:type/:id`: gallery, every field, back links and the Book Now form. */
export function ServiceDetailsPage() {
  const { type = '', id = '' } = useParams();
  const selected = useAppSelector(selectSelectedService);
  // The loader answered 404 for an unknown type or id; this renders once the service is loaded.
  if (!isServiceType(type) || !selected.item || String(selected.item.id) !== id) return null;
  return <ServiceDetails type={type} service={selected.item} />;
}

function ServiceDetails({ type, service }: { type: ServiceType; service: Service }) {
  const { t, i18n } = useTranslation('catalog');
  const site = useAppSelector(selectSiteContent);
  const facts = useServiceFacts(type, service);
  const name = serviceName(service, i18n.language);
  const description = serviceDescription(service, i18n.language);
  const address = 'address' in service ? service.address : '';
  const typeLower = t(`types.${type}.lower`);
  const eyebrow = 'brand' in service ? service.brand : t(`types.${type}.singular`);

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 11, md: 14 }, pb: { xs: 16, md: 14 } }}>
      <Box sx={{ mb: { xs: 2.5, md: 3 } }}>
        <BackLink to={paths.services.type(type)}>{t('nav.backToType', { type: typeLower })}</BackLink>
      </Box>

      <Box
        component="header"
        sx={{
          mb: { xs: 3, md: 4 },
          display: { md: 'flex' },
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 4,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="p"
            sx={{
              fontSize: 12,
              fontWeight: 600,
              letterSpacing: '0.2em',
              textTransform: 'uppercase',
              color: 'text.secondary',
              mb: 1.5,
            }}
          >
            {eyebrow}
          </Typography>
          <Typography
            component="h1"
            sx={{
              fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
              fontWeight: 700,
              letterSpacing: '-0.03em',
              lineHeight: 1.08,
              mb: address ? 1.5 : { xs: 3, md: 0 },
            }}
          >
            {name}
          </Typography>
          {address && (
            <Typography
              component="p"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                color: 'text.secondary',
                mb: { xs: 3, md: 0 },
                '& svg': { fontSize: 18 },
              }}
            >
              <PlaceOutlined aria-hidden />
              {address}
            </Typography>
          )}
        </Box>
        <Box sx={{ flexShrink: 0, pb: { md: 0.5 } }}>
          <FactList facts={facts} />
        </Box>
      </Box>

      {/* From md the Book Now card is the right column beside the photos, in the first screen. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 400px' },
          gap: 6,
          alignItems: 'start',
        }}
      >
        <Box>
          <Gallery images={service.images} name={name} />
          <Box sx={{ mt: { xs: 4, md: 6 } }}>
            <Typography component="h2" sx={{ fontSize: 22, fontWeight: 600, mb: 2 }}>
              {t('details.about')}
            </Typography>
            {description
              .split(/\n\s*\n/)
              .filter(Boolean)
              .map((paragraph) => (
                <Typography
                  key={paragraph.slice(0, 40)}
                  component="p"
                  sx={{
                    color: 'rgba(255,255,255,0.78)',
                    fontSize: 17,
                    lineHeight: 1.75,
                    mb: 2,
                    maxWidth: '68ch',
                  }}
                >
                  {paragraph}
                </Typography>
              ))}
          </Box>

          <Box sx={{ borderTop: 1, borderColor: 'divider', mt: { xs: 3, md: 4 }, pt: { xs: 4, md: 5 } }}>
            <Typography component="h2" sx={{ fontSize: 22, fontWeight: 600, mb: 2.5 }}>
              {t('details.details')}
            </Typography>
            <FieldList type={type} service={service} name={name} />
          </Box>
        </Box>

        <Box
          component="aside"
          id={BOOK_NOW_ID}
          sx={{
            scrollMarginTop: 88,
            position: { md: 'sticky' },
            top: { md: 96 },
            p: { xs: 3, md: 3.5 },
            borderRadius: '20px',
            border: 1,
            borderColor: 'rgba(255,255,255,0.12)',
            bgcolor: 'background.paper',
            boxShadow: '0 30px 60px -30px rgba(0,0,0,0.6)',
          }}
        >
          <Box sx={{ mb: 2.5, pb: 2.5, borderBottom: 1, borderColor: 'divider' }}>
            <PriceTag type={type} price={service.price} size="lg" />
          </Box>
          <BookingForm
            type={type}
            serviceId={service.id}
            serviceName={name}
            price={service.price}
            whatsappNumber={site?.whatsapp.number ?? null}
            bufferMinutes={service.bufferMinutes}
            durations={'durations' in service ? service.durations : undefined}
            unitNumber={'unitNumber' in service ? service.unitNumber : undefined}
          />
        </Box>
      </Box>

      <MobileBookingBar type={type} price={service.price} />

      <Box
        sx={{
          mt: { xs: 8, md: 10 },
          pt: 4,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 3,
          flexWrap: 'wrap',
        }}
      >
        <BackLink to={paths.services.type(type)}>{t('nav.backToType', { type: typeLower })}</BackLink>
        <BackLink to={paths.home}>{t('nav.backHome')}</BackLink>
      </Box>
    </Container>
  );
}

const BOOK_NOW_ID = 'book-now';

/** Phones and tablets: the price and a button to the Book Now form stay at the bottom of the screen. */
function MobileBookingBar({ type, price }: { type: ServiceType; price: number }) {
  const { t } = useTranslation('booking');
  // Only while the form is still further down: once it is on screen (or passed) the bar would only
  // cover it, or the footer.
  const [formAhead, setFormAhead] = useState(true);
  useEffect(() => {
    const form = document.getElementById(BOOK_NOW_ID);
    if (!form) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setFormAhead(form.getBoundingClientRect().top > window.innerHeight);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <Box
      aria-hidden={!formAhead}
      sx={{
        display: { xs: 'flex', md: 'none' },
        transform: formAhead ? 'none' : 'translateY(110%)',
        visibility: formAhead ? 'visible' : 'hidden',
        transition: 'transform 220ms ease, visibility 220ms',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2.5,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
        bgcolor: 'rgba(24, 24, 24, 0.92)',
        backdropFilter: 'blur(14px)',
        borderTop: 1,
        borderColor: 'rgba(255,255,255,0.1)',
      }}
    >
      <PriceTag type={type} price={price} />
      <PillButton
        onClick={() => {
          const form = document.getElementById(BOOK_NOW_ID);
          form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          form?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
        }}
        style={{ minHeight: 44, paddingInline: 24, fontSize: 15 }}
      >
        {t('title')}
      </PillButton>
    </Box>
  );
}

/** Every field of SPEC.md section 3 the type has, as label and value. */
function FieldList({ type, service, name }: { type: ServiceType; service: Service; name: string }) {
  const { t, i18n } = useTranslation('catalog');
  const rows: [string, string][] = [];
  const price = `${formatUsd(service.price, i18n.language)} ${t('units.per', { unit: t(`units.${priceUnit[type]}`) })}`;
  if ('brand' in service) {
    rows.push([t('fields.brand'), service.brand], [t('fields.model'), service.model]);
    rows.push([t('fields.passengers'), `${service.passengers} ${t('units.people')}`]);
  } else {
    rows.push([t('fields.name'), name]);
    if ('unitNumber' in service && service.unitNumber)
      rows.push([t('fields.unitNumber'), service.unitNumber]);
    if ('address' in service && service.address) rows.push([t('fields.address'), service.address]);
    const length = type === 'yachts' ? yachtLengthFeet(service) : null;
    if (length) rows.push([t('fields.length'), `${length} ${t('units.feet')}`]);
    rows.push([t('fields.capacity'), `${service.capacity} ${t('units.people')}`]);
    if ('rooms' in service) {
      rows.push(
        [t('fields.bedrooms'), String(service.rooms)],
        [t('fields.bathrooms'), String(service.bathrooms)],
      );
    }
  }
  rows.push([t('fields.price'), price]);

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 4,
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 1.75,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 15 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontSize: 15, fontWeight: 500, textAlign: 'right' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
