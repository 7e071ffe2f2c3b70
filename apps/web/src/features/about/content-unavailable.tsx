import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { PillButton } from '../../components/pill-button';
import typography from '../../components/typography.module.css';
import styles from './founder-page.module.css';

/** When GET /api/site failed: say so, and offer the way home. */
export function ContentUnavailable() {
  const { t } = useTranslation('about');
  return (
    <div className={styles.unavailable}>
      <h1 className={`${typography.h4} ${typography.gutterBottom}`}>{t('unavailable.title')}</h1>
      <p className={`${typography.body1} ${typography.secondary}`} style={{ marginBottom: 32 }}>
        {t('unavailable.message')}
      </p>
      <PillButton to={paths.home} size="medium">
        {t('unavailable.home')}
      </PillButton>
    </div>
  );
}
