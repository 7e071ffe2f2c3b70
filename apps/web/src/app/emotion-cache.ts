import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One key on both sides: the browser cache adopts the <style data-emotion="css ..."> tags the server
 * inlined instead of inserting the same rules again. The nonce lets those tags pass a strict CSP.
 */
export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
