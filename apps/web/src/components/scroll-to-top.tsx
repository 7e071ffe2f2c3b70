import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC.md section 2: the page scrolls to the top on every path change. Not on the first render, where
 * the browser may be restoring the position of a reloaded page.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
