import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../../components/footer';
import { TopBar } from '../../components/top-bar';

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
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 16,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 2,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 12 },
        }}
      >
        {t('nav.skipToContent')}
      </Box>
      <Suspense>
        <TopBar />
      </Suspense>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </Box>
  );
}
