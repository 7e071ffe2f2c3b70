import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

/** The CSS a page gets for one element styled with `sx`. */
function cssOf(sx: Record<string, string>) {
  const cache = createEmotionCache();
  render(
    <CacheProvider value={cache}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  return [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('');
}

describe('emotion cache', () => {
  it('writes modern CSS without the prefixes of old browsers', () => {
    const css = cssOf({
      display: 'flex',
      flexDirection: 'column',
      transform: 'scale(1.04)',
      transition: 'transform 1s',
    });
    expect(css).toContain(
      'display:flex;flex-direction:column;transform:scale(1.04);transition:transform 1s;',
    );
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the -webkit- prefix Safari 16 and 17 need for backdrop-filter and user-select', () => {
    expect(cssOf({ backdropFilter: 'blur(8px)', userSelect: 'none' })).toContain(
      '-webkit-backdrop-filter:blur(8px);backdrop-filter:blur(8px);-webkit-user-select:none;user-select:none;',
    );
  });
});
