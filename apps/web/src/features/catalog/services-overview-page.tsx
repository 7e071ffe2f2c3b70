import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { paths, serviceTypes } from '../../app/paths';
import { selectTypeSummaries } from './catalog-slice';
import { BackLink, PageHeading } from './catalog-ui';
import styles from './catalog-ui.module.css';
import { TypeCard } from './type-card';

/** `/services`: the four types, each a large photo card with its count and starting price. */
export function ServicesOverviewPage() {
  const { t } = useTranslation('catalog');
  const summaries = useAppSelector(selectTypeSummaries);

  return (
    <div className={styles.overview}>
      <div className={styles.overviewBack}>
        <BackLink to={paths.home}>{t('nav.backHome')}</BackLink>
      </div>
      <PageHeading
        eyebrow={t('overview.eyebrow')}
        title={t('overview.title')}
        lead={t('overview.subtitle')}
      />
      <ul className={styles.types}>
        {serviceTypes.map((type, index) => (
          <li key={type}>
            <TypeCard type={type} summary={summaries.items[type]} eager={index < 2} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
