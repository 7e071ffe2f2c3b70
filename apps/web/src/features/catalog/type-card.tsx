import { formatUsd } from '@app/shared/money';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { imageSizes, responsiveImage } from '../../lib/responsive-image';
import type { TypeSummary } from './catalog-slice';
import { priceUnit, type ServiceType } from './service-model';

// Shown while a type has no photo yet: a dark gradient in the spirit of the city at night.
const placeholder = 'linear-gradient(160deg, #1f2430 0%, #141418 60%, #101012 100%)';

interface TypeCardProps {
  type: ServiceType;
  summary: TypeSummary | undefined;
  /** Tall (home, four across) or wide (overview, two across). */
  variant?: 'tall' | 'wide';
  eager?: boolean;
  /** The page's largest picture: fetched before anything else. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A service type as a photo card linking to its list: name, one line, how many and from what price. */
export function TypeCard({
  type,
  summary,
  variant = 'wide',
  eager = false,
  priority = false,
  headingLevel = 'h2',
}: TypeCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const tall = variant === 'tall';
  const details = [
    summary && summary.total > 0 ? t('overview.options', { count: summary.total }) : null,
    summary?.fromPrice
      ? `${t('overview.from', { price: formatUsd(summary.fromPrice, i18n.language) })} ${t('units.per', { unit: t(`units.${priceUnit[type]}`) })}`
      : null,
  ].filter(Boolean);

  return (
    <Box
      component={RouterLink}
      to={paths.services.type(type)}
      sx={{
        position: 'relative',
        display: 'block',
        overflow: 'hidden',
        borderRadius: '20px',
        aspectRatio: tall ? { xs: '4 / 3', sm: '3 / 4' } : { xs: '4 / 3', md: '16 / 11' },
        color: '#fff',
        textDecoration: 'none',
        background: placeholder,
        isolation: 'isolate',
        '& img': { transition: 'transform 900ms cubic-bezier(0.2, 0.7, 0.2, 1)' },
        '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        '&:hover .type-card-arrow, &:focus-visible .type-card-arrow': {
          transform: 'translateX(4px)',
          bgcolor: '#fff',
          color: '#121212',
        },
        '@media (prefers-reduced-motion: reduce)': {
          '& img, & .type-card-arrow': { transition: 'none' },
          '&:hover img, &:focus-visible img': { transform: 'none' },
        },
      }}
    >
      {summary?.cover && (
        <Box
          component="img"
          {...responsiveImage(summary.cover, tall ? imageSizes.typeCardTall : imageSizes.typeCardWide)}
          alt=""
          loading={eager || priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
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
          background:
            'linear-gradient(180deg, rgba(10,10,12,0) 28%, rgba(10,10,12,0.68) 58%, rgba(10,10,12,0.94) 100%)',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          p: tall ? { xs: 3, md: 3 } : { xs: 3, md: 4.5 },
          display: 'flex',
          alignItems: 'flex-end',
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component={headingLevel}
            sx={{
              fontSize: tall ? { xs: 26, md: 26 } : { xs: 28, md: 40 },
              fontWeight: 700,
              letterSpacing: '-0.02em',
              lineHeight: 1.1,
              mb: 1,
            }}
          >
            {t(`types.${type}.name`)}
          </Typography>
          {!tall && (
            <Typography
              component="p"
              sx={{
                color: 'rgba(255,255,255,0.78)',
                fontSize: { xs: 15, md: 16 },
                lineHeight: 1.55,
                maxWidth: 460,
                mb: 1.5,
              }}
            >
              {t(`types.${type}.description`)}
            </Typography>
          )}
          {details.length > 0 && (
            <Typography
              component="p"
              sx={{ color: 'rgba(255,255,255,0.76)', fontSize: 14, fontWeight: 500, lineHeight: 1.6 }}
            >
              {tall
                ? details.map((line) => (
                    <Box component="span" key={line} sx={{ display: 'block' }}>
                      {line}
                    </Box>
                  ))
                : details.join(' · ')}
            </Typography>
          )}
        </Box>
        <Box
          className="type-card-arrow"
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderColor: 'rgba(255,255,255,0.5)',
            backdropFilter: 'blur(6px)',
            transition: 'transform 200ms ease, background-color 200ms ease, color 200ms ease',
            '& svg': { fontSize: 20 },
          }}
        >
          <ArrowForward />
        </Box>
      </Box>
    </Box>
  );
}
