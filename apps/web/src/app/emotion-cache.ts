import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The two properties the site uses that Safari 16 and 17 (the oldest browsers Vite builds for) still
 * want prefixed. Emotion's default prefixer writes the prefixes of a decade of browsers on every rule
 * (-webkit-box, -ms-flexbox, ...): it was about a third of the CSS inlined in each page.
 */
const WEBKIT_ONLY = new Set(['backdrop-filter', 'user-select']);
export const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_ONLY.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One key on both sides: the browser cache adopts the <style data-emotion="css ..."> tags the server
 * inlined instead of inserting the same rules again. The nonce lets those tags pass a strict CSP.
 */
export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitPrefixes], ...(nonce ? { nonce } : {}) });
}
