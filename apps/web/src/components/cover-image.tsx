import { responsiveImage } from '../lib/responsive-image';
import styles from './cover-image.module.css';

interface CoverImageProps {
  /** Without a picture the frame shows its gradient: the page never has a hole. */
  src: string | undefined;
  alt: string;
  /** Width / height of the frame, e.g. '4 / 5'; unset, the caller's class sizes it. */
  ratio?: string;
  /** The largest picture of the page (its LCP element): fetched first, never lazily. */
  priority?: boolean;
  /** The width it is drawn at (lib/responsive-image.ts); without it the stored picture is used. */
  sizes?: string;
  /** A caller's class for the frame (size, radius, margins). */
  className?: string;
}

// Pictures of the catalogue are 1600 x 1000: the attributes let the browser reserve the space.
const WIDTH = 1600;
const HEIGHT = 1000;

/** A picture cropped to a frame, on a night-sky gradient while it loads (or when there is none). */
export function CoverImage({ src, alt, ratio, priority = false, sizes, className }: CoverImageProps) {
  return (
    <div
      className={className ? `${styles.frame} ${className}` : styles.frame}
      style={ratio ? { aspectRatio: ratio } : undefined}
    >
      {src && (
        <img
          {...(sizes ? responsiveImage(src, sizes) : { src })}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          className={styles.picture}
        />
      )}
    </div>
  );
}
