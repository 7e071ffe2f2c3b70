import { formatPhone, whatsappUrl } from '@app/shared/phones';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../app/paths';
import { useSiteContent } from '../features/site/use-site';
import styles from './footer.module.css';
import { accountCircleOutlinedIcon, Icon, instagramIcon, whatsAppIcon } from './icon';
import { PillButton } from './pill-button';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The public footer: an invitation to write on WhatsApp, the site's sections, the contact facts of
 * the business (GET /api/site) and the small print. Without the content it keeps its links only.
 */
export function Footer() {
  const { t } = useTranslation();
  const { content, pick } = useSiteContent();
  const brand = content?.businessName ?? t('brand.name');
  // SPEC.md section 2: the phone buttons greet in Spanish, whatever the visitor's language.
  const spanishGreeting = content?.whatsapp.greeting.es;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {content && (
          <div className={styles.cta}>
            <div className={styles.ctaText}>
              <p className={styles.heading}>{t('footer.ctaEyebrow')}</p>
              <p className={styles.ctaTitle}>{t('footer.ctaTitle')}</p>
            </div>
            <PillButton
              href={whatsappUrl(content.whatsapp.number, pick(content.whatsapp.greeting))}
              {...newTab}
              startIcon={<Icon path={whatsAppIcon} />}
              style={{ paddingInline: 28, flexShrink: 0 }}
            >
              {t('footer.whatsapp')}
            </PillButton>
          </div>
        )}

        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>{brand}</p>
            <p className={styles.tagline}>{content ? pick(content.tagline) : t('footer.tagline')}</p>
            {content && (
              <a
                href={content.instagramUrl}
                {...newTab}
                aria-label={t('footer.instagram')}
                className={`${styles.iconLink} ${styles.instagram}`}
              >
                <Icon path={instagramIcon} />
              </a>
            )}
          </div>

          <nav aria-label={t('footer.navLabel')}>
            <h2 className={styles.heading}>{t('footer.explore')}</h2>
            <ul className={styles.list}>
              <li>
                <RouterLink to={paths.services.root} className={styles.link}>
                  {t('nav.services')}
                </RouterLink>
              </li>
              <li>
                <RouterLink to={paths.about} className={styles.link}>
                  {t('nav.about')}
                </RouterLink>
              </li>
              <li>
                <RouterLink to={paths.founder} className={styles.link}>
                  {t('nav.founder')}
                </RouterLink>
              </li>
              <li>
                <RouterLink to={paths.reservations.root} className={styles.link}>
                  {t('footer.myReservation')}
                </RouterLink>
              </li>
            </ul>
          </nav>

          {content && (
            <div>
              <h2 className={styles.heading}>{t('footer.visit')}</h2>
              <address className={styles.address}>
                {content.address.street}
                <br />
                {`${content.address.city}, ${content.address.region} ${content.address.postalCode}`}
                <br />
                <a href={`mailto:${content.email}`} className={styles.email}>
                  {content.email}
                </a>
              </address>
            </div>
          )}

          {content && (
            <div>
              <h2 className={styles.heading}>{t('footer.talk')}</h2>
              <ul className={styles.phones}>
                <PhoneButton
                  label={t('footer.phoneUs')}
                  phone={content.phones.us}
                  href={whatsappUrl(content.phones.us, spanishGreeting)}
                />
                <PhoneButton
                  label={t('footer.phoneArgentina')}
                  phone={content.phones.argentina}
                  href={whatsappUrl(content.phones.argentina, spanishGreeting)}
                />
              </ul>
            </div>
          )}
        </div>

        <div className={styles.bottom}>
          <span>{t('footer.rights', { year: new Date().getFullYear(), brand })}</span>
          <div className={styles.bottomEnd}>
            {content && <Credit text={pick(content.credit.text)} url={content.credit.url} />}
            <RouterLink to={paths.admin.root} aria-label={t('footer.staffArea')} className={styles.staff}>
              <Icon path={accountCircleOutlinedIcon} size="1.25rem" />
            </RouterLink>
          </div>
        </div>
      </div>
    </footer>
  );
}

/** A phone of the business that opens WhatsApp: the country above, the number as SPEC.md writes it. */
function PhoneButton({ label, phone, href }: { label: string; phone: string; href: string }) {
  const { t } = useTranslation();
  const number = formatPhone(phone);
  return (
    <li>
      <a
        href={href}
        {...newTab}
        aria-label={t('footer.phoneAction', { country: label, number })}
        className={styles.phone}
      >
        <Icon path={whatsAppIcon} size={20} className={styles.phoneIcon} />
        <span className={styles.phoneText}>
          <span className={styles.phoneCountry}>{label}</span>
          <span className={styles.phoneNumber}>{number}</span>
        </span>
      </a>
    </li>
  );
}

function Credit({ text, url }: { text: string; url: string | undefined }): ReactNode {
  if (!url) return <span>{text}</span>;
  return (
    <a href={url} {...newTab} className={styles.credit}>
      {text}
    </a>
  );
}
