import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptsAfterFirstPaint, startAfterFirstPaint } from './scripts-after-pictures';

/** index.html as Vite writes it (html.cspNonce on). */
const viteHtml = `<!doctype html>
<html lang="<!--app-lang-->">
  <head>
    <!--app-head-->
    <meta property="csp-nonce" nonce="%CSP_NONCE%">
    <script type="module" crossorigin src="/assets/index-A1.js" nonce="%CSP_NONCE%"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js" nonce="%CSP_NONCE%">
    <link rel="modulepreload" crossorigin href="/assets/Box-C3.js" nonce="%CSP_NONCE%">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`;

const scriptsInHead = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

/** Runs the queued frame callbacks and then the timers they queue, as a painted frame would. */
async function paintFrame() {
  await vi.advanceTimersByTimeAsync(20);
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('index.html transform', () => {
  it('takes the module script and its preloads out of the page and starts them from an inline script', () => {
    const html = scriptsAfterFirstPaint(viteHtml);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const starter = html.match(/<script nonce="%CSP_NONCE%">(.*)<\/script>\s*<\/body>/s)?.[1] ?? '';
    expect(starter).toContain('function startAfterFirstPaint');
    expect(starter).toContain('("/assets/index-A1.js",["/assets/react-B2.js","/assets/Box-C3.js"])');
  });

  it('stops the build when Vite writes its tags differently', () => {
    expect(() =>
      scriptsAfterFirstPaint(viteHtml.replace('type="module" crossorigin', 'type="module"')),
    ).toThrow(/expected one module script/);
  });
});

describe('in the browser', () => {
  it('asks for the scripts only once the largest picture can be drawn and a frame has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.webp" alt="">';
    let decoded = () => {};
    const picture = document.querySelector('img') as HTMLImageElement;
    picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));

    startAfterFirstPaint('/assets/index-A1.js', ['/assets/react-B2.js']);
    await paintFrame();
    expect(scriptsInHead()).toEqual([]);

    decoded();
    await paintFrame();
    expect(scriptsInHead()).toEqual(['/assets/react-B2.js', '/assets/index-A1.js']);
    const script = document.head.querySelector('script[type="module"]') as HTMLScriptElement;
    expect(script.crossOrigin).toBe('');
  });

  it('still starts in a browser without HTMLImageElement.decode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.body.innerHTML = '<img fetchpriority="high" src="/hero.webp" alt="">';
    (document.querySelector('img') as unknown as { decode: undefined }).decode = undefined;
    startAfterFirstPaint('/assets/index-A1.js', []);
    await paintFrame();
    expect(scriptsInHead()).toEqual(['/assets/index-A1.js']);
  });

  it('waits one frame on a page without a large picture, and starts only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    startAfterFirstPaint('/assets/index-A1.js', []);
    expect(scriptsInHead()).toEqual([]);
    await paintFrame();
    expect(scriptsInHead()).toEqual(['/assets/index-A1.js']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(scriptsInHead()).toEqual(['/assets/index-A1.js']);
  });

  it('starts after three seconds when no frame is painted (a tab opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    startAfterFirstPaint('/assets/index-A1.js', []);
    await vi.advanceTimersByTimeAsync(2900);
    expect(scriptsInHead()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(scriptsInHead()).toEqual(['/assets/index-A1.js']);
  });
});
