import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './not-found';
import styles from './not-found.module.css';
import { PillButton } from './pill-button';

/** The root error boundary: a route that failed to load or render, in the visitor's language. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.message}>{t('errors.tryAgain')}</p>
      <PillButton onClick={() => window.location.reload()}>{t('routeError.reload')}</PillButton>
    </main>
  );
}
