import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../../components/footer';
import { TopBar } from '../../components/top-bar';
import styles from './public-layout.module.css';

const MAIN_ID = 'main-content';

/**
 * The bar, the page and the footer are each a Suspense boundary, though nothing in them suspends: the
 * server-rendered page is shown at once, and React then hydrates each boundary as low-priority work
 * split into short slices (input is handled between them, and a click on a part not yet hydrated
 * hydrates that part first). Without them the whole page hydrates in one blocking task of a few
 * hundred milliseconds on a mid-range phone.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <a href={`#${MAIN_ID}`} className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <Suspense>
        <TopBar />
      </Suspense>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
