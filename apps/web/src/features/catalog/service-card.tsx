import ArrowForward from '@mui/icons-material/ArrowForward';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { imageSizes, responsiveImage } from '../../lib/responsive-image';
import { FactList, PriceTag, useServiceFacts } from './service-facts';
import { type Service, type ServiceType, serviceDescription, serviceName } from './service-model';

interface ServiceCardProps {
  type: ServiceType;
  service: Service;
  /** The first cards are above the fold: their photos load at once, the rest lazily. */
  eager?: boolean;
  /** The first card's photo is the page's largest picture: fetched before anything else. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A service in a list: cover photo, brand/model or name, address, description, facts and price. */
export function ServiceCard({
  type,
  service,
  eager = false,
  priority = false,
  headingLevel = 'h2',
}: ServiceCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const facts = useServiceFacts(type, service);
  const name = serviceName(service, i18n.language);
  const description = serviceDescription(service, i18n.language);
  const cover = service.images[0];
  const isCar = 'brand' in service;
  const eyebrow = isCar
    ? service.brand
    : 'unitNumber' in service && service.unitNumber
      ? `${t(`types.${type}.singular`)} · ${t('facts.unitNumber', { unit: service.unitNumber })}`
      : t(`types.${type}.singular`);
  const title = isCar ? service.model || name : name;
  const address = 'address' in service ? service.address : '';

  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderRadius: '16px',
        '&:has(a:focus-visible)': { outline: '2px solid #fff', outlineOffset: 6 },
        '&:hover img': { transform: 'scale(1.035)' },
        '&:hover .service-card-arrow': { color: 'text.primary' },
        '&:hover .service-card-arrow svg': { transform: 'translateX(3px)' },
        '@media (prefers-reduced-motion: reduce)': { '&:hover img': { transform: 'none' } },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          overflow: 'hidden',
          borderRadius: '16px',
          bgcolor: '#1a1a1a',
          mb: 2.25,
        }}
      >
        {cover ? (
          <Box
            component="img"
            {...responsiveImage(cover, imageSizes.serviceCard)}
            alt={name}
            loading={eager || priority ? 'eager' : 'lazy'}
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            decoding="async"
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              display: 'block',
              transition: 'transform 700ms cubic-bezier(0.2, 0.7, 0.2, 1)',
            }}
          />
        ) : (
          <Box
            sx={{
              height: '100%',
              display: 'grid',
              placeItems: 'center',
              color: 'text.disabled',
              fontSize: 14,
            }}
          >
            {t('gallery.noPhotos')}
          </Box>
        )}
      </Box>

      <Typography
        component="p"
        sx={{
          fontSize: 11.5,
          fontWeight: 600,
          letterSpacing: '0.16em',
          textTransform: 'uppercase',
          color: 'text.secondary',
          mb: 0.75,
        }}
      >
        {eyebrow}
      </Typography>
      <Typography component={headingLevel} sx={{ fontSize: 20, fontWeight: 600, lineHeight: 1.3, mb: 0.75 }}>
        <Box
          component={RouterLink}
          to={paths.services.detail(type, service.id)}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            outline: 'none',
            // The whole card is the link's click target; the accessible name stays the title.
            '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '16px' },
          }}
        >
          {title}
        </Box>
      </Typography>
      {address && (
        <Typography
          component="p"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: 14,
            color: 'text.secondary',
            mb: 1,
            '& svg': { fontSize: 16 },
          }}
        >
          <PlaceOutlined aria-hidden />
          <span>{address}</span>
        </Typography>
      )}
      {description && (
        <Typography
          component="p"
          sx={{
            fontSize: 14.5,
            lineHeight: 1.6,
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            mb: 2,
          }}
        >
          {description}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <FactList facts={facts} dense />
      </Box>
      <Box
        sx={{
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <PriceTag type={type} price={service.price} />
        <Box
          aria-hidden
          className="service-card-arrow"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: 13.5,
            fontWeight: 600,
            color: 'text.secondary',
            transition: 'color 150ms ease',
            '& svg': { fontSize: 16, transition: 'transform 150ms ease' },
          }}
        >
          {t('list.viewDetails')}
          <ArrowForward />
        </Box>
      </Box>
    </Box>
  );
}
