import type { Plugin } from 'vite';

/**
 * Runs in the browser, inline at the end of <body> (written out with Function#toString: it may use
 * nothing from outside itself). It asks for the app's scripts once the page has been painted with its
 * largest picture: the `fetchpriority="high"` <img> when the page has one, else after the first frame.
 */
export function startAfterFirstPaint(entry: string, preloads: string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // First the way out: a tab opened in the background paints no frame; a picture may never finish.
  setTimeout(start, 3000);
  // A frame's callbacks run before it is painted; a task queued from there runs after.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // decode() settles once the picture has arrived and can be drawn (or cannot be: a broken picture).
  if (picture && typeof picture.decode === 'function') picture.decode().then(afterNextPaint, afterNextPaint);
  else afterNextPaint();
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g;

/**
 * Public pages arrive rendered by the server: their text and pictures show before any script runs, and
 * the scripts only make them interactive. Fetched with the page, the ~25 module scripts share the first
 * seconds of a slow phone connection with the largest picture and push its display back (and Lighthouse
 * counts every script that arrived before that display against it, so a page scored 93 or 100 depending
 * on a few milliseconds). So Vite's module script and preloads leave the HTML and an inline script
 * adds them once the page is painted. The back-office shell has no picture: its scripts wait one frame.
 * (docs/decisions/0011-public-pages-on-a-slow-phone.md, docs/decisions/0012-scripts-after-the-first-paint.md)
 */
export function scriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const [entry] = entries;
  if (entries.length !== 1 || !entry || !html.includes('</body>')) {
    throw new Error(
      `scripts-after-pictures: expected one module script in index.html, found ${entries.length} (did Vite change its tags?)`,
    );
  }
  const starter = `<script nonce="%CSP_NONCE%">(${startAfterFirstPaint.toString()})(${JSON.stringify(entry)},${JSON.stringify(preloads)})</script>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `  ${starter}\n  </body>`);
}

export function scriptsAfterPictures(): Plugin {
  return {
    name: 'scripts-after-pictures',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: scriptsAfterFirstPaint },
  };
}
