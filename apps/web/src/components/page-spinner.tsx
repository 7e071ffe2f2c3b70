import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

interface PageSpinnerProps {
  /** 'page' fills the content area (a lazy page loading); 'bar' is a thin bar over the top bar (navigation). */
  variant?: 'page' | 'bar';
}

// Drawn with CSS rather than MUI's LinearProgress and CircularProgress: the bar is part of every page's
// first download (the navigation indicator), and those two components cost about 3 KB gzipped there.
export function PageSpinner({ variant = 'page' }: PageSpinnerProps) {
  const { t } = useTranslation();
  if (variant === 'bar') {
    return (
      <Box
        role="progressbar"
        aria-label={t('loading')}
        sx={{
          position: 'fixed',
          insetInline: 0,
          top: 0,
          height: 3,
          overflow: 'hidden',
          zIndex: (theme) => theme.zIndex.appBar + 1,
          bgcolor: 'rgba(255, 255, 255, 0.16)',
          // Quick navigations finish before the bar would flash.
          animation: 'page-spinner-fade-in 200ms ease-out 150ms both',
          '@keyframes page-spinner-fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
          '&::before': {
            content: '""',
            position: 'absolute',
            insetBlock: 0,
            left: 0,
            width: '40%',
            bgcolor: 'primary.main',
            animation: 'page-spinner-slide 1.1s cubic-bezier(0.65, 0, 0.35, 1) infinite',
          },
          '@keyframes page-spinner-slide': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
          '@media (prefers-reduced-motion: reduce)': { '&::before': { animation: 'none', width: '100%' } },
        }}
      />
    );
  }
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Box
        role="progressbar"
        aria-label={t('loading')}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '3px solid rgba(255, 255, 255, 0.16)',
          borderTopColor: 'text.primary',
          animation: 'page-spinner-turn 0.8s linear infinite',
          '@keyframes page-spinner-turn': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'page-spinner-turn 2.4s linear infinite' },
        }}
      />
    </Box>
  );
}
