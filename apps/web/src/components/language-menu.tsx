import Box from '@mui/material/Box';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type Language, languages, persistLanguage } from '../lib/language';
import { buttonResetSx } from './button-reset';

/**
 * English / Español; the choice is kept in a cookie (read by the server) and in localStorage, and
 * <html lang> follows it. A small hand-made menu button (WAI-ARIA menu pattern) instead of MUI's Menu:
 * it is on every page, and Menu brings Popover, Modal and transitions into the first download.
 * Until the page is `hydrated` (the public top bar says) it is a link to this page in the other
 * language (`?lang=`, which the server renders and the browser then keeps): it works at once on a slow
 * phone.
 */
export function LanguageMenu({ hydrated = true }: { hydrated?: boolean }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current: Language = i18n.language === 'en' ? 'en' : 'es';

  // Focus moves into the menu when it opens (on the current language) ...
  useEffect(() => {
    if (open) itemRefs.current[languages.indexOf(current)]?.focus();
  }, [open, current]);

  // ... and a click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (language: Language) => {
    close(true);
    if (language === current) return;
    persistLanguage(language);
    void i18n.changeLanguage(language);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <Box ref={wrapperRef} sx={{ position: 'relative' }}>
      <Box
        // Until the scripts run, a link to this page in the other language; then the menu button.
        component={hydrated ? 'button' : 'a'}
        {...(hydrated
          ? {
              type: 'button',
              'aria-haspopup': 'menu',
              'aria-controls': open ? menuId : undefined,
              'aria-expanded': open ? 'true' : 'false',
              onClick: () => setOpen((wasOpen) => !wasOpen),
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  setOpen(true);
                }
              },
            }
          : languageLink(pathname, search, current === 'en' ? 'es' : 'en'))}
        ref={buttonRef}
        id={buttonId}
        aria-label={t('language.change', { code: current.toUpperCase() })}
        sx={[
          buttonResetSx,
          {
            gap: 0.75,
            height: 36,
            px: 1.5,
            borderRadius: 999,
            border: 1,
            borderColor: 'rgba(255, 255, 255, 0.16)',
            fontSize: 12,
            fontWeight: 600,
            letterSpacing: '0.12em',
            textDecoration: 'none',
            color: 'rgba(255, 255, 255, 0.86)',
            transition: 'border-color 160ms ease, color 160ms ease',
            '&:hover': { borderColor: 'rgba(255, 255, 255, 0.4)', color: '#fff' },
          },
        ]}
      >
        <GlobeIcon />
        {current.toUpperCase()}
      </Box>
      {open && (
        <Box
          component="ul"
          role="menu"
          id={menuId}
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          sx={{
            position: 'absolute',
            right: 0,
            top: 'calc(100% + 10px)',
            minWidth: 168,
            m: 0,
            p: 0.75,
            listStyle: 'none',
            bgcolor: 'rgba(30, 30, 30, 0.96)',
            backdropFilter: 'blur(16px)',
            border: 1,
            borderColor: 'rgba(255, 255, 255, 0.1)',
            borderRadius: 3,
            boxShadow: '0 18px 40px rgba(0, 0, 0, 0.45)',
            animation: 'language-menu-in 140ms ease-out',
            '@keyframes language-menu-in': {
              from: { opacity: 0, transform: 'translateY(-4px)' },
              to: { opacity: 1, transform: 'none' },
            },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {languages.map((language, index) => (
            <li key={language} role="none">
              <Box
                component="button"
                type="button"
                ref={(element: HTMLButtonElement | null) => {
                  itemRefs.current[index] = element;
                }}
                role="menuitemradio"
                aria-checked={language === current}
                lang={language}
                tabIndex={-1}
                onClick={() => choose(language)}
                sx={[
                  buttonResetSx,
                  {
                    width: '100%',
                    justifyContent: 'space-between',
                    gap: 2,
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    fontSize: 14,
                    color: language === current ? '#fff' : 'rgba(255, 255, 255, 0.72)',
                    '&:hover, &:focus-visible': { bgcolor: 'rgba(255, 255, 255, 0.08)', color: '#fff' },
                    '&:focus-visible': { outlineOffset: -2 },
                  },
                ]}
              >
                {t(`language.${language}`)}
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 6,
                    height: 6,
                    borderRadius: '50%',
                    bgcolor: language === current ? '#fff' : 'transparent',
                  }}
                />
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Before the scripts run: this page, with its query, in `other` (`?lang=`, which the server renders). */
function languageLink(pathname: string, search: string, other: Language) {
  const query = new URLSearchParams(search);
  query.set('lang', other);
  return { href: `${pathname}?${query}`, hrefLang: other };
}

/** A thin-line globe; drawn inline so the top bar needs no icon module. */
function GlobeIcon() {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden
      sx={{ width: 15, height: 15, fill: 'none', stroke: 'currentColor', strokeWidth: 1.6 }}
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </Box>
  );
}
