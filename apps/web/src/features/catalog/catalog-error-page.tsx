import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { paths } from '../../app/paths';
import { PillButton } from '../../components/pill-button';
import type { CatalogRouteError } from './catalog-routes';
import { BackLink, EmptyState } from './catalog-ui';
import { isServiceType } from './service-model';

/**
 * The catalogue routes' error page, inside the public layout: an unknown type (404, 'Invalid service
 * type: {type}'), a service that does not exist (404, 'No service found'), filters the API refuses
 * (400, 'No results with these filters'), or the API failing (503).
 */
export function CatalogErrorPage() {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const reason: CatalogRouteError | null =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data !== null
      ? (error.data as CatalogRouteError)
      : null;
  const type = reason?.type ?? '';

  const allServices = <PillButton to={paths.services.root}>{t('errors.allServices')}</PillButton>;

  let content: ReactNode;
  if (reason?.reason === 'invalidType') {
    content = (
      <EmptyState
        headingLevel="h1"
        icon={<SearchOff />}
        title={t('errors.invalidType', { type })}
        message={t('errors.invalidTypeHint')}
        action={allServices}
      />
    );
  } else if (reason?.reason === 'notFound') {
    content = (
      <EmptyState
        headingLevel="h1"
        icon={<SearchOff />}
        title={t('errors.notFound')}
        message={t('errors.notFoundHint')}
        action={
          isServiceType(type) ? (
            <PillButton to={paths.services.type(type)}>
              {t('nav.backToType', { type: t(`types.${type}.lower`) })}
            </PillButton>
          ) : (
            allServices
          )
        }
      />
    );
  } else if (reason?.reason === 'badFilters' && isServiceType(type)) {
    content = (
      <EmptyState
        headingLevel="h1"
        icon={<SearchOff />}
        title={t('empty.noResults')}
        message={t('empty.tryAdjusting')}
        action={<PillButton to={paths.services.type(type)}>{t('empty.clearFilters')}</PillButton>}
      />
    );
  } else {
    content = (
      <EmptyState
        headingLevel="h1"
        icon={<CloudOffOutlined />}
        title={t('errors.fetch')}
        message={tCommon('errors.tryAgain')}
        action={
          <PillButton
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === 'loading'}
          >
            {t('errors.retry')}
          </PillButton>
        }
      />
    );
  }

  return (
    <Container maxWidth="md" sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 10, md: 14 } }}>
      <BackLink to={paths.home}>{t('nav.backHome')}</BackLink>
      <Container disableGutters sx={{ mt: 4 }}>
        {content}
      </Container>
    </Container>
  );
}
