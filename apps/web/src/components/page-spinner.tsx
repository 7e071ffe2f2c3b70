import { useTranslation } from 'react-i18next';
import styles from './page-spinner.module.css';

interface PageSpinnerProps {
  /** 'page' fills the content area (a lazy page loading); 'bar' is a thin bar over the top bar (navigation). */
  variant?: 'page' | 'bar';
}

/** A lazy page loading, or a navigation under way: drawn with CSS alone. */
export function PageSpinner({ variant = 'page' }: PageSpinnerProps) {
  const { t } = useTranslation();
  if (variant === 'bar') return <div role="progressbar" aria-label={t('loading')} className={styles.bar} />;
  return (
    <div role="status" className={styles.area}>
      <div role="progressbar" aria-label={t('loading')} className={styles.ring} />
    </div>
  );
}
