import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { paths, serviceTypes } from '../../app/paths';
import { selectTypeSummaries } from './catalog-slice';
import { BackLink, PageHeading } from './catalog-ui';
import { TypeCard } from './type-card';

/** `/services`: the four types, each a large photo card with its count and starting price. */
export function ServicesOverviewPage() {
  const { t } = useTranslation('catalog');
  const summaries = useAppSelector(selectTypeSummaries);

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 10, md: 14 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <BackLink to={paths.home}>{t('nav.backHome')}</BackLink>
      </Box>
      <PageHeading
        eyebrow={t('overview.eyebrow')}
        title={t('overview.title')}
        lead={t('overview.subtitle')}
      />
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
          gap: { xs: 2.5, md: 3 },
          mt: { xs: 5, md: 7 },
          p: 0,
          listStyle: 'none',
        }}
      >
        {serviceTypes.map((type, index) => (
          <li key={type}>
            <TypeCard type={type} summary={summaries.items[type]} eager={index < 2} priority={index === 0} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
