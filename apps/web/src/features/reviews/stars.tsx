import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const STAR_PATH = 'M12 2.8l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.6l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z';

/** One star; `fill` from 0 (outline) to 1 (full): a gold star over an outline, cut to its share. */
export function Star({ fill, size }: { fill: number; size: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ position: 'relative', display: 'block', width: size, height: size }}
    >
      <Box
        component="svg"
        viewBox="0 0 24 24"
        sx={{ position: 'absolute', inset: 0, width: size, height: size }}
      >
        <path
          d={STAR_PATH}
          fill="none"
          stroke="rgba(255,255,255,0.35)"
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      </Box>
      {fill > 0 && (
        <Box
          component="span"
          sx={{ position: 'absolute', inset: 0, width: `${fill * 100}%`, overflow: 'hidden' }}
        >
          <Box component="svg" viewBox="0 0 24 24" sx={{ display: 'block', width: size, height: size }}>
            <path d={STAR_PATH} fill="#f5c76a" />
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** A read-only rating: five stars, read aloud as "Rated 4.5 out of 5". */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation('reviews');
  const rounded = Math.round(value * 10) / 10;
  return (
    <Box
      role="img"
      aria-label={t('rating.label', { value: rounded })}
      sx={{ display: 'inline-flex', gap: '2px' }}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} fill={Math.max(0, Math.min(1, value - index))} size={size} />
      ))}
    </Box>
  );
}
