import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigation, useParams, useSearchParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PillButton } from '../../components/pill-button';
import { type CatalogFilters, countFilters, filtersFromSearch, searchFromFilters } from './catalog-filters';
import { selectServiceList } from './catalog-slice';
import { BackLink, EmptyState, PageHeading } from './catalog-ui';
import { FiltersPanel } from './filters-panel';
import { ServiceCard } from './service-card';
import { isServiceType, type ServiceType } from './service-model';
import { TypeSwitcher } from './type-switcher';

/** `/services/:type`: the list of a type with its filters; the loader validated the type. */
export function ServiceListPage() {
  const { type = '' } = useParams();
  // The loader refused any other type with a 404 before this renders.
  return isServiceType(type) ? <ServiceList type={type} /> : null;
}

function ServiceList({ type }: { type: ServiceType }) {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const list = useAppSelector((state) => selectServiceList(state, type));
  const filters = filtersFromSearch(searchParams, type);
  const filtered = countFilters(filters) > 0;
  const busy = navigation.state === 'loading' && navigation.location?.pathname === paths.services.type(type);

  // Each apply is a history entry: the back button returns to the previous filters.
  const apply = (next: CatalogFilters) => setSearchParams(searchFromFilters(next));
  const clear = () => setSearchParams(new URLSearchParams());

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 10, md: 14 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <BackLink to={paths.home}>{t('nav.backHome')}</BackLink>
      </Box>
      <PageHeading
        id="service-list-title"
        eyebrow={t('list.eyebrow', { type: t(`types.${type}.name`) })}
        title={t(`types.${type}.title`)}
        lead={t(`types.${type}.description`)}
      />
      <Box sx={{ mt: { xs: 4, md: 5 }, mb: 3 }}>
        <TypeSwitcher current={type} />
      </Box>
      <FiltersPanel type={type} filters={filters} onApply={apply} onClear={clear} busy={busy} />

      <Box
        component="section"
        aria-labelledby="service-list-title"
        aria-busy={busy}
        sx={{ mt: { xs: 4, md: 5 }, opacity: busy ? 0.55 : 1, transition: 'opacity 200ms ease' }}
      >
        {list.items.length > 0 ? (
          <>
            <Typography component="p" role="status" sx={{ color: 'text.secondary', fontSize: 14, mb: 3 }}>
              {list.total > list.items.length
                ? t('list.showingOf', { shown: list.items.length, total: list.total })
                : t('list.results', { count: list.total })}
            </Typography>
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                columnGap: { xs: 3, md: 4 },
                rowGap: { xs: 6, md: 7 },
                m: 0,
                p: 0,
                listStyle: 'none',
              }}
            >
              {list.items.map((service, index) => (
                <li key={service.id}>
                  <ServiceCard type={type} service={service} eager={index < 3} priority={index === 0} />
                </li>
              ))}
            </Box>
          </>
        ) : filtered ? (
          <EmptyState
            icon={<SearchOff />}
            title={t('empty.noResults')}
            message={t('empty.tryAdjusting')}
            action={
              <PillButton size="medium" to={paths.services.type(type)}>
                {t('empty.clearFilters')}
              </PillButton>
            }
          />
        ) : (
          <EmptyState
            icon={<SearchOff />}
            title={t('empty.noServices')}
            message={t('empty.noServicesHint', { type: t(`types.${type}.lower`) })}
            action={
              <PillButton size="medium" to={paths.contact}>
                {t('empty.contact')}
              </PillButton>
            }
          />
        )}
      </Box>
    </Container>
  );
}
