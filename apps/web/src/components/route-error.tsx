import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './not-found';
import { PillButton } from './pill-button';

/** The root error boundary: a route that failed to load or render, in the visitor's language. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 14, md: 20 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('routeError.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('errors.tryAgain')}
      </Typography>
      <PillButton onClick={() => window.location.reload()}>{t('routeError.reload')}</PillButton>
    </Container>
  );
}
