import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Files that test server code run in Node (// @vitest-environment node): no DOM to set up there.
if (typeof window !== 'undefined') {
  // findBy… and waitFor give up after 1 s by default: too short for a dialog's first render on a busy
  // CI machine, where it is a flake, not a finding.
  configure({ asyncUtilTimeout: 5_000 });

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the language cookie between tests
    document.cookie = 'lang=; path=/; max-age=0';
  });

  // jsdom has no scrolling; ScrollToTop calls it on every path change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
