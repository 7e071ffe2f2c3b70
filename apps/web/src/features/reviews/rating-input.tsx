import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { starPicture } from '../../components/stars';

interface RatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  error?: string | undefined;
}

/**
 * 1 to 5 stars as a group of native radio buttons: Tab reaches the group, the arrow keys choose, and
 * screen readers announce "4 stars, 4 of 5". The stars are the radios' labels.
 */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  const { t } = useTranslation('reviews');
  const name = useId();
  const errorId = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const group = useRef<HTMLElement>(null);

  // A star picked in the server's HTML, before the page's scripts ran, counts (as typed text does in
  // useKeepTypedValues).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after hydration
  useEffect(() => {
    const picked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (picked && value === null) onChange(Number(picked.value));
  }, []);

  return (
    <Box
      ref={group}
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? 'true' : undefined}
      sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}
    >
      <Box
        component="legend"
        sx={{ p: 0, mb: 1, fontSize: 14, color: error ? 'error.main' : 'rgba(255,255,255,0.7)' }}
      >
        {t('form.rating')} *
      </Box>
      <Box sx={{ display: 'inline-flex', gap: 0.5, borderRadius: 2 }} onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Box
            key={star}
            component="label"
            onMouseEnter={() => setHover(star)}
            sx={{
              position: 'relative',
              cursor: 'pointer',
              p: 0.5,
              borderRadius: 1.5,
              transition: 'transform 120ms ease',
              '&:hover': { transform: 'scale(1.08)' },
              '&:has(input:focus-visible)': { outline: '2px solid #fff', outlineOffset: 1 },
              '@media (prefers-reduced-motion: reduce)': {
                transition: 'none',
                '&:hover': { transform: 'none' },
              },
            }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: 0,
                width: '100%',
                height: '100%',
                m: 0,
                cursor: 'pointer',
              }}
            />
            <Box component="span" sx={visuallyHidden}>
              {t('rating.option', { count: star })}
            </Box>
            <Star filled={star <= shown} size={32} />
          </Box>
        ))}
      </Box>
      {error && (
        <Box id={errorId} sx={{ mt: 0.75, fontSize: 12, color: 'error.main' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** One star of the input: gold up to the chosen (or pointed) one, an outline after it. */
function Star({ filled, size }: { filled: boolean; size: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'block',
        width: size,
        height: size,
        backgroundImage: filled ? starPicture.gold : starPicture.outline,
        backgroundSize: 'contain',
      }}
    />
  );
}
