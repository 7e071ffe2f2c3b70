import { formatUsd } from '@app/shared/money';
import BathtubOutlined from '@mui/icons-material/BathtubOutlined';
import KingBedOutlined from '@mui/icons-material/KingBedOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { peopleField, priceUnit, type Service, type ServiceType, yachtLengthFeet } from './service-model';

export interface Fact {
  key: 'people' | 'bedrooms' | 'bathrooms' | 'length';
  icon: ReactNode;
  text: string;
}

/** The numbers that sell a service at a glance: people, bedrooms, bathrooms, a yacht's length. */
export function useServiceFacts(type: ServiceType, service: Service): Fact[] {
  const { t } = useTranslation('catalog');
  const facts: Fact[] = [];
  const length = type === 'yachts' ? yachtLengthFeet(service) : null;
  if (length)
    facts.push({ key: 'length', icon: <StraightenOutlined />, text: t('facts.length', { count: length }) });
  const people = peopleField[type] === 'passengers' ? 'passengers' : 'capacity';
  const count = 'passengers' in service ? service.passengers : 'capacity' in service ? service.capacity : 0;
  if (count > 0)
    facts.push({ key: 'people', icon: <PeopleAltOutlined />, text: t(`facts.${people}`, { count }) });
  if ('rooms' in service && service.rooms > 0) {
    facts.push({
      key: 'bedrooms',
      icon: <KingBedOutlined />,
      text: t('facts.bedrooms', { count: service.rooms }),
    });
  }
  if ('bathrooms' in service && service.bathrooms > 0) {
    facts.push({
      key: 'bathrooms',
      icon: <BathtubOutlined />,
      text: t('facts.bathrooms', { count: service.bathrooms }),
    });
  }
  return facts;
}

export function FactList({ facts, dense = false }: { facts: Fact[]; dense?: boolean }) {
  if (facts.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: dense ? 2 : 1.25,
        m: 0,
        p: 0,
        listStyle: 'none',
        color: 'text.secondary',
        fontSize: dense ? 13.5 : 14.5,
      }}
    >
      {facts.map((fact) => (
        <Box
          component="li"
          key={fact.key}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            '& svg': { fontSize: dense ? 17 : 19, opacity: 0.8 },
            ...(dense
              ? {}
              : {
                  px: 1.5,
                  py: 0.875,
                  borderRadius: 999,
                  border: 1,
                  borderColor: 'divider',
                  color: 'text.primary',
                  bgcolor: 'rgba(255, 255, 255, 0.03)',
                }),
          }}
        >
          {fact.icon}
          {fact.text}
        </Box>
      ))}
    </Box>
  );
}

/** "$1,500 / day": the price in US dollars and its unit (SPEC.md section 2). */
export function PriceTag({
  type,
  price,
  size = 'md',
}: {
  type: ServiceType;
  price: number;
  size?: 'md' | 'lg';
}) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'lg' ? 30 : 17,
          letterSpacing: '-0.01em',
          color: 'text.primary',
        }}
      >
        {formatUsd(price, i18n.language)}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: size === 'lg' ? 15 : 14 }}>
        {t('units.per', { unit: t(`units.${priceUnit[type]}`) })}
      </Box>
    </Box>
  );
}
