import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { topBarHeight } from '../app/design-tokens';
import { useAppSelector } from '../app/hooks';
import { paths } from '../app/paths';
import { selectSiteContent } from '../features/site/site-slice';
import { LanguageMenu } from './language-menu';
import styles from './top-bar.module.css';

export type NavKey = 'services' | 'about' | 'reviews' | 'founder' | 'contact';

const navTargets: Record<NavKey, string> = {
  services: paths.services.root,
  about: paths.about,
  reviews: paths.reviews,
  founder: paths.founder,
  contact: paths.contact,
};

export const wideOrder: NavKey[] = ['services', 'about', 'reviews', 'founder', 'contact'];
// SPEC.md section 2: in the collapsed menu the founder link comes right after about.
export const narrowOrder: NavKey[] = ['services', 'about', 'founder', 'reviews', 'contact'];

/**
 * The phone menu's panel. Before the scripts run, the menu button is a link to it and CSS shows it as
 * the page's target, so a visitor on a slow phone can open it at once.
 */
const MENU_PANEL_ID = 'site-menu';

/** Height of the bar: pages start below it (the bar is fixed). */
export const TOP_BAR_HEIGHT = topBarHeight;

/**
 * The public top bar: fixed and translucent, the title links home, the sections, the language menu.
 * Below the sm breakpoint the links collapse into a menu that covers the screen (founder after about).
 */
export function TopBar() {
  const { t } = useTranslation();
  const content = useAppSelector(selectSiteContent);
  const [menuOpen, setMenuOpen] = useState(false);
  // False in the server's HTML and while hydrating. (Not use-hydrated.ts: the forms' module, shared with
  // the first download, would become a file of its own; the service page has no bytes to spare.)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const brand = content?.businessName ?? t('brand.name');

  // A link in the panel navigates: close it on any path change. A panel opened through its link before
  // the scripts ran stays open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => setMenuOpen(window.location.hash === `#${MENU_PANEL_ID}`), [pathname]);

  const panelRef = useRef<HTMLDivElement>(null);
  // The open menu is the whole screen below the bar: the page under it does not scroll, and the focus
  // goes to its first link (a keyboard user is then in the menu they opened).
  useEffect(() => {
    if (!menuOpen) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (panelRef.current?.contains(document.activeElement) === false) {
      panelRef.current.querySelector<HTMLElement>('a')?.focus();
    }
    return () => {
      root.style.overflow = overflow;
    };
  }, [menuOpen]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    // Tab past the last link goes back to the menu button, Shift+Tab from the first link too: the
    // focus stays in the open menu and its button.
    const links = [...(panelRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
    const edge = event.shiftKey ? links[0] : links.at(-1);
    if (event.key === 'Tab' && document.activeElement === edge) {
      event.preventDefault();
      toggleRef.current?.focus();
    }
  };

  return (
    <header className={styles.bar} data-menu-open={menuOpen || undefined}>
      <nav aria-label={t('nav.label')}>
        <div className={styles.row}>
          <RouterLink to={paths.home} className={styles.home}>
            <BrandMark />
            <span className={styles.brand}>{brand}</span>
          </RouterLink>

          <ul className={styles.links}>
            {wideOrder.map((key) => (
              <li key={key}>
                <NavLink to={navTargets[key]} end={key !== 'services'} className={styles.link}>
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>

          <LanguageMenu hydrated={hydrated} />

          {hydrated ? (
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MENU_PANEL_ID}
              onClick={() => setMenuOpen((open) => !open)}
              ref={toggleRef}
              aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
              className={styles.toggle}
            >
              <MenuGlyph open={menuOpen} />
            </button>
          ) : (
            // A link to the panel until the scripts run (see MENU_PANEL_ID), then the menu button.
            <a href={`#${MENU_PANEL_ID}`} aria-label={t('nav.openMenu')} className={styles.toggle}>
              <MenuGlyph open={false} />
            </a>
          )}
        </div>

        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and Tab of the links inside the open menu */}
        <div
          id={MENU_PANEL_ID}
          ref={panelRef}
          hidden={!menuOpen}
          onKeyDown={onPanelKeyDown}
          className={styles.panel}
          data-static={hydrated ? undefined : ''}
        >
          <ul className={styles.panelList}>
            {narrowOrder.map((key) => (
              <li key={key}>
                <NavLink
                  to={navTargets[key]}
                  end={key !== 'services'}
                  onClick={() => setMenuOpen(false)}
                  className={styles.panelLink}
                >
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}

/** Two crossed lines when open, two bars when closed. */
function MenuGlyph({ open }: { open: boolean }) {
  return (
    <span aria-hidden className={styles.glyph} data-open={open || undefined}>
      <span className={styles.glyphBar} />
      <span className={styles.glyphBar} />
    </span>
  );
}

/** A small monogram: a thin ring around a wave, the bay at night. */
function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={styles.mark}>
      <circle cx="16" cy="16" r="14.5" strokeOpacity="0.55" />
      <path d="M7 18.5c2.2-2.4 4.4-2.4 6.6 0s4.4 2.4 6.6 0 4.4-2.4 4.8-.4" strokeLinecap="round" />
      <circle cx="16" cy="11.5" r="2.6" fill="#fff" stroke="none" />
    </svg>
  );
}
