import styles from './stars.module.css';

const STAR_PATH = 'M12 2.8l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.6l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z';
const STAR_GOLD = '#f5c76a';
const STAR_OUTLINE = 'rgba(255,255,255,0.35)';

const starImage = (paint: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${STAR_PATH}" ${paint}/></svg>`,
  )}")`;
/** One star as a CSS background picture: an outline, or gold (also the rating input's, reviews/rating-input.tsx). */
export const starPicture = {
  outline: starImage(`fill="none" stroke="${STAR_OUTLINE}" stroke-width="1.2" stroke-linejoin="round"`),
  gold: starImage(`fill="${STAR_GOLD}"`),
};

/**
 * A read-only rating: five outlined stars with the gold cut at the value (4.5 fills four and a half),
 * read aloud as `label`. Two spans with repeated background pictures rather than ten SVG elements: a
 * page of reviews draws hundreds of stars, and each element costs HTML and hydration time.
 */
export function Stars({ value, label, size = 16 }: { value: number; label: string; size?: number }) {
  // Each star sits in a tile 2 px wider than itself, which spaces them.
  const tile = size + 2;
  const row = { height: size, backgroundSize: `${tile}px ${size}px` };
  return (
    <span
      role="img"
      aria-label={label}
      className={styles.stars}
      style={{ ...row, width: tile * 5, backgroundImage: starPicture.outline }}
    >
      <span
        className={styles.gold}
        style={{ ...row, width: Math.max(0, Math.min(5, value)) * tile, backgroundImage: starPicture.gold }}
      />
    </span>
  );
}
