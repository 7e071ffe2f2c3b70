import { formatUsd } from '@app/shared/money';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { arrowForwardIcon, Icon } from '../../components/icon';
import { imageSizes, responsiveImage } from '../../lib/responsive-image';
import type { TypeSummary } from './catalog-slice';
import { priceUnit, type ServiceType } from './service-model';
import styles from './type-card.module.css';

interface TypeCardProps {
  type: ServiceType;
  summary: TypeSummary | undefined;
  /** Tall (home, four across) or wide (overview, two across). */
  variant?: 'tall' | 'wide';
  eager?: boolean;
  /** The page's largest picture: fetched before anything else. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A service type as a photo card linking to its list: name, one line, how many and from what price. */
export function TypeCard({
  type,
  summary,
  variant = 'wide',
  eager = false,
  priority = false,
  headingLevel = 'h2',
}: TypeCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const tall = variant === 'tall';
  const details = [
    summary && summary.total > 0 ? t('overview.options', { count: summary.total }) : null,
    summary?.fromPrice
      ? `${t('overview.from', { price: formatUsd(summary.fromPrice, i18n.language) })} ${t('units.per', { unit: t(`units.${priceUnit[type]}`) })}`
      : null,
  ].filter(Boolean);

  const Heading = headingLevel;
  return (
    <RouterLink
      to={paths.services.type(type)}
      className={`${styles.card} ${tall ? styles.tall : styles.wide}`}
    >
      {summary?.cover && (
        <img
          {...responsiveImage(summary.cover, tall ? imageSizes.typeCardTall : imageSizes.typeCardWide)}
          alt=""
          loading={eager || priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          className={styles.picture}
        />
      )}
      <div aria-hidden className={styles.shade} />
      <div className={styles.body}>
        <div className={styles.text}>
          <Heading className={styles.name}>{t(`types.${type}.name`)}</Heading>
          {!tall && <p className={styles.description}>{t(`types.${type}.description`)}</p>}
          {details.length > 0 && (
            <p className={styles.details}>
              {tall
                ? details.map((line) => (
                    <span key={line} className={styles.line}>
                      {line}
                    </span>
                  ))
                : details.join(' · ')}
            </p>
          )}
        </div>
        <span aria-hidden className={styles.arrow}>
          <Icon path={arrowForwardIcon} size={20} />
        </span>
      </div>
    </RouterLink>
  );
}
