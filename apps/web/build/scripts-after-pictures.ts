import type { Plugin } from 'vite';

/**
 * Public pages arrive rendered by the server: their text and pictures show before any script runs, and
 * the scripts only make them interactive. Left at their default (high) priority, the ~25 module
 * scripts and preloads of index.html share the first seconds of a slow phone connection with the
 * page's largest picture and push its display back. At low priority the picture goes first and the
 * scripts follow. The back-office shell has no pictures to wait for, so nothing changes there.
 * (docs/decisions/0011-public-pages-on-a-slow-phone.md)
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

export function scriptsAfterPictures(): Plugin {
  return {
    name: 'scripts-after-pictures',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const result = lowPriorityScripts(html);
        if (!result.includes('fetchpriority="low"')) {
          throw new Error(
            'scripts-after-pictures: index.html has no module script to lower (did Vite change its tags?)',
          );
        }
        return result;
      },
    },
  };
}
