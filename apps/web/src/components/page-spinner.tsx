import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

interface PageSpinnerProps {
  /** 'page' fills the content area (a lazy page loading); 'bar' is a thin bar over the top bar (navigation). */
  variant?: 'page' | 'bar';
}

export function PageSpinner({ variant = 'page' }: PageSpinnerProps) {
  const { t } = useTranslation();
  if (variant === 'bar') {
    return (
      <LinearProgress
        aria-label={t('loading')}
        sx={{
          position: 'fixed',
          insetInline: 0,
          top: 0,
          height: 3,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          // Quick navigations finish before the bar would flash.
          animation: 'page-spinner-fade-in 200ms ease-out 150ms both',
          '@keyframes page-spinner-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        }}
      />
    );
  }
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress color="inherit" aria-label={t('loading')} />
    </Box>
  );
}
