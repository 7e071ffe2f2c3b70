import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonResetSx } from '../../components/button-reset';
import { responsiveImage } from '../../lib/responsive-image';
import { useSwipe } from './use-swipe';

interface GalleryViewerProps {
  images: readonly string[];
  name: string;
  index: number;
  /** Shows the photo at this index (taken modulo the count). */
  onGo: (index: number) => void;
  onClose: () => void;
  /** Gets the focus back once the viewer has closed: the photo it was opened from. */
  opener: HTMLElement | null;
}

// The photo is drawn whole (contain) across the screen.
const viewerSizes = '100vw';

const roundButtonSx = {
  width: 48,
  height: 48,
  borderRadius: '50%',
  bgcolor: 'rgba(255,255,255,0.1)',
  color: '#fff',
  border: 1,
  borderColor: 'rgba(255,255,255,0.2)',
  transition: 'background-color 150ms ease',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

/**
 * The gallery's full-screen view, a modal <dialog> (loaded with its first opening): the arrow keys,
 * Home/End, the buttons and a swipe move between the photos, Escape or the close button close it.
 * Focus goes to the close button, Tab stays among the viewer's buttons, and closing gives the focus
 * back to `opener`.
 */
export function GalleryViewer({ images, name, index, onGo, onClose, opener }: GalleryViewerProps) {
  const { t } = useTranslation('catalog');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const total = images.length;
  const swipe = useSwipe((step) => onGo(index + step));

  // Before the first paint: the dialog is never drawn in the page's flow.
  useLayoutEffect(() => {
    const element = dialog.current;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    // The page under the viewer does not scroll.
    root.style.overflow = 'hidden';
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
    return () => {
      root.style.overflow = overflow;
      element?.close();
      opener?.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowRight') onGo(index + 1);
    else if (event.key === 'ArrowLeft') onGo(index - 1);
    else if (event.key === 'Home') onGo(0);
    else if (event.key === 'End') onGo(total - 1);
    else if (event.key === 'Tab') keepFocusInside(event);
    else return;
    // The gallery under the viewer answers the arrow keys too: not these.
    event.stopPropagation();
    // Escape too: the dialog closes through React's state, not by itself.
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <Box
      ref={dialog}
      component="dialog"
      aria-label={t('gallery.label', { name })}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      sx={{
        position: 'fixed',
        inset: 0,
        width: '100%',
        height: '100%',
        maxWidth: 'none',
        maxHeight: 'none',
        m: 0,
        p: 0,
        border: 0,
        color: '#fff',
        bgcolor: '#08080a',
        display: 'grid',
        gridTemplateRows: 'auto minmax(0, 1fr)',
        zIndex: 1400,
        animation: 'viewer-in 200ms ease-out',
        '@keyframes viewer-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        '&::backdrop': { bgcolor: 'rgba(0,0,0,0.6)' },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', '& img': { animation: 'none' } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, md: 3 },
          py: { xs: 1.5, md: 2 },
        }}
      >
        <Box
          aria-live="polite"
          aria-atomic="true"
          sx={{ fontSize: 15, fontWeight: 600, letterSpacing: '0.04em' }}
        >
          {t('gallery.counter', { current: index + 1, total })}
        </Box>
        <Box
          ref={closeButton}
          component="button"
          type="button"
          aria-label={t('gallery.close')}
          onClick={onClose}
          sx={[buttonResetSx, roundButtonSx]}
        >
          <Close />
        </Box>
      </Box>
      <Box
        {...swipe.handlers}
        sx={{
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          minHeight: 0,
          px: { xs: 0, md: 10 },
          pb: { xs: 2, md: 3 },
          touchAction: 'pan-y',
          userSelect: 'none',
        }}
      >
        <Box
          key={images[index]}
          component="img"
          {...responsiveImage(images[index] ?? '', viewerSizes)}
          alt={t('gallery.alt', { name, index: index + 1, total })}
          draggable={false}
          sx={{
            maxWidth: '100%',
            maxHeight: '100%',
            objectFit: 'contain',
            display: 'block',
            animation: 'viewer-photo-in 200ms ease-out',
            '@keyframes viewer-photo-in': { from: { opacity: 0.4 }, to: { opacity: 1 } },
          }}
        />
        {total > 1 && (
          <>
            <Box
              component="button"
              type="button"
              aria-label={t('gallery.previous')}
              onClick={() => onGo(index - 1)}
              sx={[buttonResetSx, roundButtonSx, sideButtonSx, { left: { xs: 8, md: 20 } }]}
            >
              <ChevronLeft />
            </Box>
            <Box
              component="button"
              type="button"
              aria-label={t('gallery.next')}
              onClick={() => onGo(index + 1)}
              sx={[buttonResetSx, roundButtonSx, sideButtonSx, { right: { xs: 8, md: 20 } }]}
            >
              <ChevronRight />
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}

const sideButtonSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(18, 18, 18, 0.62)',
} as const;

/** Tab from the last button goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
  const first = buttons[0];
  const last = buttons.at(-1);
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first?.focus();
  }
}
