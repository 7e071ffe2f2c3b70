import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { responsiveImage } from '../lib/responsive-image';

interface CoverImageProps {
  /** Without a picture the frame shows its gradient: the page never has a hole. */
  src: string | undefined;
  alt: string;
  /** Width / height of the frame, e.g. '4 / 5'. */
  ratio: string;
  /** The largest picture of the page (its LCP element): fetched first, never lazily. */
  priority?: boolean;
  /** The width it is drawn at (lib/responsive-image.ts); without it the stored picture is used. */
  sizes?: string;
  sx?: SxProps<Theme>;
}

// Pictures of the catalogue are 1600 x 1000: the attributes let the browser reserve the space.
const WIDTH = 1600;
const HEIGHT = 1000;

/** A picture cropped to a frame, on a night-sky gradient while it loads (or when there is none). */
export function CoverImage({ src, alt, ratio, priority = false, sizes, sx }: CoverImageProps) {
  return (
    <Box
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          aspectRatio: ratio,
          borderRadius: '16px',
          background:
            'radial-gradient(ellipse 80% 60% at 80% 100%, rgba(255, 140, 90, 0.3), transparent 60%), radial-gradient(ellipse 70% 60% at 10% 90%, rgba(0, 170, 190, 0.24), transparent 60%), linear-gradient(180deg, #1b1d2a, #111217)',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && (
        <Box
          component="img"
          {...(sizes ? responsiveImage(src, sizes) : { src })}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
