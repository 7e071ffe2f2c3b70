import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { type ComponentType, type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonResetSx } from '../../components/button-reset';
import { imageSizes, responsiveImage } from '../../lib/responsive-image';
import type { GalleryViewer } from './gallery-viewer';
import { useSwipe } from './use-swipe';

interface GalleryProps {
  images: readonly string[];
  /** The service's name: the gallery's label and every photo's alt text start with it. */
  name: string;
}

const navButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  borderRadius: '50%',
  bgcolor: 'rgba(18, 18, 18, 0.62)',
  backdropFilter: 'blur(8px)',
  color: '#fff',
  border: 1,
  borderColor: 'rgba(255,255,255,0.18)',
  transition: 'background-color 150ms ease, opacity 150ms ease',
  '&:hover': { bgcolor: 'rgba(18, 18, 18, 0.85)' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
} as const;

/**
 * The photos of a service: one large, thumbnails under it. Arrow keys (when the gallery has focus),
 * the previous/next buttons, the thumbnails and a swipe on the photo move between them; a polite live
 * region says which photo is shown. A click on the photo opens the full-screen viewer, whose code
 * loads then (the public pages' JavaScript budget, docs/decisions/0008).
 */
export function Gallery({ images, name }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<{ View: ComponentType<ViewerProps>; opener: HTMLElement } | null>(
    null,
  );
  const labelId = useId();
  const total = images.length;
  const swipe = useSwipe((step) => total > 1 && setIndex((index + step + total) % total));

  if (total === 0) {
    return (
      <Box
        sx={{
          aspectRatio: { xs: '4 / 3', md: '16 / 10' },
          borderRadius: '20px',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          background: 'linear-gradient(160deg, #1f2430 0%, #141418 60%, #101012 100%)',
        }}
      >
        {t('gallery.noPhotos')}
      </Box>
    );
  }

  const go = (next: number) => setIndex((next + total) % total);
  const alt = (at: number) => t('gallery.alt', { name, index: at + 1, total });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(total - 1);
    else return;
    event.preventDefault();
  };

  const openViewer = (event: MouseEvent<HTMLElement>) => {
    if (swipe.swiped()) return;
    const opener = event.currentTarget;
    void import('./gallery-viewer').then(({ GalleryViewer: View }) => setViewer({ View, opener }));
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby={labelId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        outline: 'none',
        borderRadius: '20px',
        '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 4 },
      }}
    >
      <Box id={labelId} component="h2" sx={srOnly}>
        {t('gallery.label', { name })}
      </Box>
      <Box
        {...swipe.handlers}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: '20px',
          aspectRatio: { xs: '4 / 3', md: '16 / 10' },
          maxHeight: { md: '62vh' },
          width: '100%',
          bgcolor: '#181818',
          // Vertical scrolling stays with the page; horizontal drags are ours.
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        <Box
          key={images[index]}
          component="img"
          {...responsiveImage(images[index] ?? '', imageSizes.galleryMain)}
          alt={alt(index)}
          draggable={false}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            animation: 'gallery-in 320ms ease-out',
            '@keyframes gallery-in': { from: { opacity: 0.35 }, to: { opacity: 1 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Box
          component="button"
          type="button"
          aria-label={t('gallery.open', { index: index + 1 })}
          onClick={openViewer}
          sx={[
            buttonResetSx,
            {
              position: 'absolute',
              inset: 0,
              cursor: 'zoom-in',
              borderRadius: '20px',
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -4 },
            },
          ]}
        />
        {total > 1 && (
          <>
            <Box
              component="button"
              type="button"
              aria-label={t('gallery.previous')}
              onClick={() => go(index - 1)}
              sx={[buttonResetSx, { ...navButtonSx, left: 16 }]}
            >
              <ChevronLeft />
            </Box>
            <Box
              component="button"
              type="button"
              aria-label={t('gallery.next')}
              onClick={() => go(index + 1)}
              sx={[buttonResetSx, { ...navButtonSx, right: 16 }]}
            >
              <ChevronRight />
            </Box>
          </>
        )}
        <Box
          aria-live="polite"
          aria-atomic="true"
          sx={{
            position: 'absolute',
            right: 16,
            bottom: 16,
            px: 1.5,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'rgba(18, 18, 18, 0.7)',
            backdropFilter: 'blur(8px)',
            fontSize: 13,
            fontWeight: 600,
            letterSpacing: '0.04em',
          }}
        >
          {t('gallery.counter', { current: index + 1, total })}
        </Box>
      </Box>
      {total > 1 && (
        <Box
          component="ul"
          sx={{
            display: 'flex',
            gap: 1.25,
            mt: 1.5,
            p: 0,
            m: 0,
            listStyle: 'none',
            overflowX: 'auto',
            pb: 0.5,
          }}
        >
          {images.map((src, at) => (
            <li key={src}>
              <Box
                component="button"
                type="button"
                aria-label={t('gallery.show', { index: at + 1 })}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => setIndex(at)}
                sx={[
                  buttonResetSx,
                  {
                    display: 'block',
                    width: { xs: 76, md: 112 },
                    aspectRatio: '3 / 2',
                    borderRadius: '10px',
                    overflow: 'hidden',
                    opacity: at === index ? 1 : 0.5,
                    outline: at === index ? '2px solid #fff' : '2px solid transparent',
                    outlineOffset: 2,
                    transition: 'opacity 150ms ease, outline-color 150ms ease',
                    '&:hover': { opacity: 1 },
                    '&:focus-visible': { outline: '2px solid #fff', opacity: 1 },
                  },
                ]}
              >
                <Box
                  component="img"
                  {...responsiveImage(src, imageSizes.galleryThumbnail)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
            </li>
          ))}
        </Box>
      )}
      {viewer && (
        <viewer.View
          images={images}
          name={name}
          index={index}
          onGo={go}
          onClose={() => setViewer(null)}
          opener={viewer.opener}
        />
      )}
    </Box>
  );
}

type ViewerProps = Parameters<typeof GalleryViewer>[0];

const srOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: 0,
} as const;
