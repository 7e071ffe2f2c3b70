import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { arrowForwardIcon, Icon } from '../../components/icon';
import { PillButton } from '../../components/pill-button';
import { imageSizes, responsiveImage } from '../../lib/responsive-image';
import { paragraphs, useSiteContent } from '../site/use-site';
import about from './about-page.module.css';
import { ContentUnavailable } from './content-unavailable';
import styles from './founder-page.module.css';
import { FounderPortrait } from './founder-portrait';

/** /aboutFounder: the founder's biography beside a drawn portrait, in the visitor's language. */
export function FounderPage() {
  const { t } = useTranslation('about');
  const { content, pick } = useSiteContent();
  if (!content) return <ContentUnavailable />;

  const { founder } = content;
  // The photo the owner chose in /admin/settings; without one, the drawn portrait and the initials.
  const picture = content.pictures?.founder;
  const [lead, ...rest] = paragraphs(pick(founder.bio));
  const initials = founder.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

  return (
    <section aria-labelledby="founder-name" className={styles.page}>
      <div className={styles.grid}>
        <figure className={styles.figure}>
          <div className={styles.portraitFrame}>
            {picture ? (
              <img
                {...responsiveImage(picture.url, imageSizes.founder)}
                alt={pick(picture.alt)}
                className={styles.portrait}
                style={{ objectFit: 'cover' }}
              />
            ) : (
              <>
                <FounderPortrait label={pick(founder.photoCaption)} className={styles.portrait} />
                <div aria-hidden className={styles.initials}>
                  {initials}
                </div>
              </>
            )}
          </div>
          <figcaption className={styles.caption}>{pick(founder.photoCaption)}</figcaption>
        </figure>

        <div className={styles.text}>
          <p className={about.eyebrow}>{pick(founder.role)}</p>
          <h1 id="founder-name" className={styles.name}>
            {founder.name}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {rest.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}

          <div className={styles.cta}>
            <p className={styles.ctaTitle}>{t('founder.ctaTitle')}</p>
            <p className={styles.ctaText}>{t('founder.ctaText')}</p>
            <div className={styles.actions}>
              <PillButton to={paths.contact} size="large" endIcon={<Icon path={arrowForwardIcon} />}>
                {t('founder.contact')}
              </PillButton>
              <PillButton to={paths.about} variant="outlined" size="large" quiet>
                {t('founder.about')}
              </PillButton>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
