import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** Rows that hold the place of a list while it loads, so the page does not jump when it arrives. */
export function ListSkeleton({ rows = 6, height = 56 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('loading')} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
