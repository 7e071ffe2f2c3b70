import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { paths } from '../app/paths';
import { selectSiteContent } from '../features/site/site-slice';
import { buttonResetSx } from './button-reset';
import { LanguageMenu } from './language-menu';

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
export const TOP_BAR_HEIGHT = { xs: 64, sm: 72 } as const;

const linkSx = {
  position: 'relative',
  px: { sm: 1, md: 1.75 },
  py: 1,
  fontSize: { sm: 13.5, md: 14.5 },
  fontWeight: 500,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  color: 'rgba(255, 255, 255, 0.7)',
  textDecoration: 'none',
  borderRadius: 1,
  transition: 'color 160ms ease',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: { sm: 8, md: 14 },
    right: { sm: 8, md: 14 },
    bottom: 2,
    height: '1px',
    bgcolor: '#fff',
    transform: 'scaleX(0)',
    transition: 'transform 220ms ease',
  },
  '&:hover': { color: '#fff' },
  '&[aria-current="page"]': { color: '#fff' },
  '&[aria-current="page"]::after': { transform: 'scaleX(1)' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&::after': { transition: 'none' } },
} as const;

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
  const toggleRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const brand = content?.businessName ?? t('brand.name');

  // A link in the panel navigates: close it on any path change. A panel opened through its link before
  // the scripts ran stays open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => setMenuOpen(window.location.hash === `#${MENU_PANEL_ID}`), [pathname]);

  const panelRef = useRef<HTMLElement>(null);
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
    <Box
      component="header"
      sx={{
        // What AppBar position="fixed" sets, without AppBar and Paper in every page's first download.
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        flexDirection: 'column',
        // Opaque while the phone menu is open: it covers the page.
        bgcolor: menuOpen ? 'rgb(14, 14, 16)' : 'rgba(14, 14, 16, 0.72)',
        transition: 'background-color 180ms ease',
        backdropFilter: 'saturate(160%) blur(18px)',
        WebkitBackdropFilter: 'saturate(160%) blur(18px)',
        borderBottom: 1,
        borderColor: 'rgba(255, 255, 255, 0.08)',
        backgroundImage: 'none',
        color: '#fff',
      }}
    >
      <Box component="nav" aria-label={t('nav.label')}>
        <Container
          maxWidth="lg"
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 2 }, height: TOP_BAR_HEIGHT }}
        >
          <Box
            component={RouterLink}
            to={paths.home}
            sx={{
              mr: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              minWidth: 0,
              color: '#fff',
              textDecoration: 'none',
              borderRadius: 1,
            }}
          >
            <BrandMark />
            <Box
              component="span"
              sx={{
                fontSize: { xs: 12, md: 14 },
                fontWeight: 600,
                letterSpacing: { xs: '0.12em', md: '0.2em' },
                textTransform: 'uppercase',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {brand}
            </Box>
          </Box>

          <Box
            component="ul"
            sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', m: 0, p: 0, listStyle: 'none' }}
          >
            {wideOrder.map((key) => (
              <li key={key}>
                <Box component={NavLink} to={navTargets[key]} end={key !== 'services'} sx={linkSx}>
                  {t(`nav.${key}`)}
                </Box>
              </li>
            ))}
          </Box>

          <LanguageMenu hydrated={hydrated} />

          <Box
            // A link to the panel until the scripts run (see MENU_PANEL_ID), then the menu button.
            component={hydrated ? 'button' : 'a'}
            {...(hydrated
              ? {
                  type: 'button',
                  'aria-expanded': menuOpen ? 'true' : 'false',
                  'aria-controls': MENU_PANEL_ID,
                  onClick: () => setMenuOpen((open) => !open),
                }
              : { href: `#${MENU_PANEL_ID}` })}
            ref={toggleRef}
            aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            sx={[
              buttonResetSx,
              {
                display: { xs: 'inline-flex', sm: 'none' },
                width: 44,
                height: 44,
                mr: -1,
                borderRadius: '50%',
              },
            ]}
          >
            <MenuGlyph open={menuOpen} />
          </Box>
        </Container>

        <Box
          id={MENU_PANEL_ID}
          ref={panelRef}
          hidden={!menuOpen}
          onKeyDown={onPanelKeyDown}
          sx={{
            display: { sm: 'none' },
            // The whole screen below the bar, scrolling on its own if a short phone needs it.
            height: `calc(100dvh - ${TOP_BAR_HEIGHT.xs}px)`,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            '&[hidden]': { display: 'none' },
            // Opened by its link before the scripts ran; from then on React says whether it is open.
            ...(hydrated ? {} : { '&[hidden]:target': { display: { xs: 'block', sm: 'none' } } }),
            borderTop: 1,
            borderColor: 'rgba(255, 255, 255, 0.08)',
            animation: 'top-bar-panel-in 180ms ease-out',
            '@keyframes top-bar-panel-in': {
              from: { opacity: 0, transform: 'translateY(-6px)' },
              to: { opacity: 1, transform: 'none' },
            },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <Container component="ul" sx={{ m: 0, py: 2, listStyle: 'none' }}>
            {narrowOrder.map((key) => (
              <li key={key}>
                <Box
                  component={NavLink}
                  to={navTargets[key]}
                  end={key !== 'services'}
                  onClick={() => setMenuOpen(false)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    py: 1.75,
                    fontSize: 22,
                    fontWeight: 500,
                    letterSpacing: '-0.01em',
                    color: 'rgba(255, 255, 255, 0.72)',
                    textDecoration: 'none',
                    borderBottom: 1,
                    borderColor: 'rgba(255, 255, 255, 0.06)',
                    '&[aria-current="page"]': { color: '#fff' },
                    '&[aria-current="page"]::after': { content: '"•"', fontSize: 14 },
                  }}
                >
                  {t(`nav.${key}`)}
                </Box>
              </li>
            ))}
          </Container>
        </Box>
      </Box>
    </Box>
  );
}

/** Two crossed lines when open, two bars when closed. */
function MenuGlyph({ open }: { open: boolean }) {
  const bar = {
    position: 'absolute',
    left: 12,
    width: 20,
    height: '1.5px',
    bgcolor: '#fff',
    borderRadius: 1,
    transition: 'transform 200ms ease, top 200ms ease',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  } as const;
  return (
    <Box component="span" aria-hidden sx={{ position: 'relative', width: 44, height: 44 }}>
      <Box
        component="span"
        sx={{ ...bar, top: open ? 21 : 17, transform: open ? 'rotate(45deg)' : 'none' }}
      />
      <Box
        component="span"
        sx={{ ...bar, top: open ? 21 : 25, transform: open ? 'rotate(-45deg)' : 'none' }}
      />
    </Box>
  );
}

/** A small monogram: a thin ring around a wave, the bay at night. */
function BrandMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: 28, height: 28, flexShrink: 0, fill: 'none', stroke: '#fff', strokeWidth: 1.3 }}
    >
      <circle cx="16" cy="16" r="14.5" strokeOpacity="0.55" />
      <path d="M7 18.5c2.2-2.4 4.4-2.4 6.6 0s4.4 2.4 6.6 0 4.4-2.4 4.8-.4" strokeLinecap="round" />
      <circle cx="16" cy="11.5" r="2.6" fill="#fff" stroke="none" />
    </Box>
  );
}
