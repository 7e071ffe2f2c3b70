import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths';
import styles from './not-found.module.css';
import { PillButton } from './pill-button';

interface NotFoundProps {
  /** Where "back" goes: the public home, or the admin home inside /admin. */
  homeHref?: string;
}

/** The 404 page; the server answers status 404 when this route matches (entry-server.tsx). */
export function NotFound({ homeHref = paths.home }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p aria-hidden className={styles.code}>
        {t('notFound.code')}
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <PillButton to={homeHref}>{t('notFound.backHome')}</PillButton>
    </div>
  );
}
