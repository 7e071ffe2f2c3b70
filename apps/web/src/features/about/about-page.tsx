import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { paths, type ServiceType } from '../../app/paths';
import { CoverImage } from '../../components/cover-image';
import { arrowForwardIcon, Icon } from '../../components/icon';
import { PillButton } from '../../components/pill-button';
import { imageSizes } from '../../lib/responsive-image';
import { paragraphs, useSiteContent } from '../site/use-site';
import styles from './about-page.module.css';
import { ContentUnavailable } from './content-unavailable';
import type { Showcase } from './showcase';

const galleryTypes: ServiceType[] = ['yachts', 'villas', 'cars'];
const pillarKeys = ['curated', 'concierge', 'oneContact'] as const;

/** /about: the company, in the words of the site content, with pictures of what it offers. */
export function AboutPage() {
  const { t } = useTranslation('about');
  const { content, pick } = useSiteContent();
  const showcase = (useLoaderData() as Showcase | undefined) ?? {};
  if (!content) return <ContentUnavailable />;

  const [lead, ...rest] = paragraphs(pick(content.about.text));
  // The picture the owner chose in /admin/settings; else a cover of the catalogue, as decoration.
  const picture = content.pictures?.about;

  return (
    <>
      <section aria-labelledby="about-title" className={styles.hero}>
        <CoverImage
          src={picture?.url ?? showcase.apartments}
          alt={picture ? pick(picture.alt) : ''}
          priority
          className={styles.heroPicture}
        />
        <div aria-hidden className={styles.heroShade} />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{content.businessName}</p>
          <h1 id="about-title" className={styles.heroTitle}>
            {pick(content.about.title)}
          </h1>
          <p className={styles.tagline}>{pick(content.tagline)}</p>
        </div>
      </section>

      <section aria-labelledby="about-story" className={styles.story}>
        <div className={styles.storyGrid}>
          <h2 id="about-story" className={styles.eyebrow}>
            {t('story')}
          </h2>
          <div>
            {lead && <p className={styles.storyLead}>{lead}</p>}
            {rest.map((paragraph) => (
              <p key={paragraph} className={styles.storyParagraph}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-pillars" className={styles.section}>
        <h2 id="about-pillars" className={styles.visuallyHidden}>
          {t('pillars.title')}
        </h2>
        <ul className={styles.pillars}>
          {pillarKeys.map((key, index) => (
            <li key={key} className={styles.pillar}>
              <p className={styles.pillarNumber}>{`0${index + 1}`}</p>
              <h3 className={styles.pillarTitle}>{t(`pillars.${key}.title`)}</h3>
              <p className={styles.pillarText}>{t(`pillars.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-gallery" className={styles.section}>
        <div className={styles.galleryHead}>
          <h2 id="about-gallery" className={styles.galleryTitle}>
            {t('gallery.title')}
          </h2>
          <PillButton
            to={paths.services.root}
            variant="text"
            size="medium"
            endIcon={<Icon path={arrowForwardIcon} />}
            style={{ paddingInline: 0 }}
          >
            {t('gallery.all')}
          </PillButton>
        </div>
        <ul className={styles.gallery}>
          {galleryTypes.map((type) => (
            <li key={type}>
              <RouterLink to={paths.services.type(type)} className={styles.typeLink}>
                <CoverImage
                  src={showcase[type]}
                  alt=""
                  sizes={imageSizes.aboutType}
                  className={styles.typePicture}
                />
                <span className={styles.typeCaption}>
                  {t(`gallery.types.${type}`)}
                  <Icon path={arrowForwardIcon} size={18} className={styles.typeArrow} />
                </span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </section>

      <FounderTeaser name={content.founder.name} role={pick(content.founder.role)} />
    </>
  );
}

function FounderTeaser({ name, role }: { name: string; role: string }) {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-founder" className={styles.founder}>
      <div className={styles.founderCard}>
        <div>
          <p className={styles.eyebrow}>{role}</p>
          <h2 id="about-founder" className={styles.sectionTitle}>
            {t('founderTeaser.title', { name })}
          </h2>
        </div>
        <div className={styles.founderActions}>
          <PillButton to={paths.founder} size="large" endIcon={<Icon path={arrowForwardIcon} />}>
            {t('founderTeaser.read')}
          </PillButton>
          <PillButton to={paths.contact} variant="outlined" size="large" quiet>
            {t('founderTeaser.contact')}
          </PillButton>
        </div>
      </div>
    </section>
  );
}
