import type { CSSProperties, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styles from './pill-button.module.css';

type Target =
  | { to: string; href?: never; onClick?: never; submit?: never }
  | { href: string; to?: never; onClick?: never; submit?: never }
  | { onClick: () => void; to?: never; href?: never; submit?: never }
  /** The submit button of the form it is in. */
  | { submit: true; to?: never; href?: never; onClick?: never };

type PillButtonProps = Target & {
  children: ReactNode;
  /**
   * 'contained': white on dark (the main action); 'outlined': a thin white border; 'text': no border, a
   * faint background on hover.
   */
  variant?: 'contained' | 'outlined' | 'text';
  /**
   * 'hero' (the default): the home page's large pill. 'large' and 'medium' have the measures of MUI's
   * Button of that size in this theme.
   */
  size?: 'hero' | 'large' | 'medium';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** Extra attributes of the anchor (target, rel, download). */
  target?: string;
  rel?: string;
  download?: boolean;
  /** A button only: greyed and not clickable. */
  disabled?: boolean;
  /** A button only: disabled, with a spinning ring in place of the start icon (MUI's `loading`). */
  loading?: boolean;
  /** 'center': while loading the ring stands in the middle and the label is hidden (same width). */
  loadingPosition?: 'start' | 'center';
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  /** 'outlined' only: a fainter border (0.3 white), white on hover like the others. */
  quiet?: boolean;
  /** Extra class (a caller's CSS module) and inline style, after the pill's own. */
  className?: string;
  style?: CSSProperties;
};

/**
 * A pill-shaped link or button that looks like the theme's contained/outlined/text MUI Button, for the
 * public pages: MUI's Button, its ripple and its loading indicator are about 8 KB gzipped of a page's
 * first download (docs/decisions/0008), and these need neither ripple nor a JavaScript spinner.
 */
export function PillButton({
  children,
  variant = 'contained',
  size = 'hero',
  startIcon,
  endIcon,
  quiet = false,
  className,
  style,
  to,
  href,
  onClick,
  submit,
  target,
  rel,
  download,
  disabled,
  loading = false,
  loadingPosition = 'start',
  'aria-haspopup': hasPopup,
  'aria-expanded': expanded,
  'aria-controls': controls,
}: PillButtonProps) {
  const centered = loading && loadingPosition === 'center';
  const hero = size === 'hero';
  const start = loading && !centered ? <span aria-hidden className={styles.spinner} /> : startIcon;
  const classes = [
    styles.pill,
    styles[size],
    styles[variant],
    quiet && styles.quiet,
    centered && styles.centered,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const attributes = {
    className: classes,
    style,
    ...(target ? { target } : {}),
    ...(rel ? { rel } : {}),
    ...(download ? { download: true } : {}),
    ...(hasPopup ? { 'aria-haspopup': hasPopup } : {}),
    ...(expanded !== undefined ? { 'aria-expanded': expanded } : {}),
    ...(controls ? { 'aria-controls': controls } : {}),
  };
  const content = (
    <>
      {start && (hero ? start : <span className={styles.startIcon}>{start}</span>)}
      {centered ? (
        <>
          <span className={styles.hiddenLabel}>{children}</span>
          <span aria-hidden className={styles.spinner} />
        </>
      ) : (
        children
      )}
      {endIcon && (hero ? endIcon : <span className={styles.endIcon}>{endIcon}</span>)}
    </>
  );
  if (to !== undefined) {
    return (
      <RouterLink to={to} {...attributes}>
        {content}
      </RouterLink>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} {...attributes}>
        {content}
      </a>
    );
  }
  return (
    <button
      type={submit ? 'submit' : 'button'}
      onClick={onClick}
      disabled={disabled || loading}
      {...attributes}
    >
      {content}
    </button>
  );
}
