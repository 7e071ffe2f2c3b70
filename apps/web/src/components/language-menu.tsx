import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type Language, languages, persistLanguage } from '../lib/language';
import styles from './language-menu.module.css';

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
  const buttonRef = useRef<HTMLButtonElement | null>(null);
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

  const toggleProps = hydrated
    ? {
        type: 'button' as const,
        'aria-haspopup': 'menu' as const,
        'aria-controls': open ? menuId : undefined,
        'aria-expanded': open,
        onClick: () => setOpen((wasOpen) => !wasOpen),
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        },
      }
    : null;
  const otherLanguage = languageLink(pathname, search, current === 'en' ? 'es' : 'en');
  const label = t('language.change', { code: current.toUpperCase() });
  const face = (
    <>
      <GlobeIcon />
      {current.toUpperCase()}
    </>
  );

  return (
    <div ref={wrapperRef} className={styles.wrapper}>
      {toggleProps ? (
        <button
          {...toggleProps}
          ref={(element) => {
            buttonRef.current = element;
          }}
          id={buttonId}
          aria-label={label}
          className={styles.toggle}
        >
          {face}
        </button>
      ) : (
        // Until the scripts run, a link to this page in the other language.
        <a
          href={otherLanguage.href}
          hrefLang={otherLanguage.hrefLang}
          id={buttonId}
          aria-label={label}
          className={styles.toggle}
        >
          {face}
        </a>
      )}
      {open && (
        <div
          role="menu"
          id={menuId}
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className={styles.menu}
        >
          {languages.map((language, index) => (
            <button
              key={language}
              type="button"
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              tabIndex={-1}
              onClick={() => choose(language)}
              className={styles.item}
            >
              {t(`language.${language}`)}
              <span aria-hidden className={styles.dot} />
            </button>
          ))}
        </div>
      )}
    </div>
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
    <svg viewBox="0 0 24 24" aria-hidden className={styles.globe}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}
