import { describe, expect, it } from 'vitest';
import { responsiveImage } from '../../lib/responsive-image';
import { applyHeadTags, headTags, headTagsToHtml, pageUrl } from './head-tags';

describe('head tags', () => {
  it('link the Spanish page at its plain path and the English one with ?lang=en', () => {
    expect(pageUrl('https://x.example', '/services', 'es')).toBe('https://x.example/services');
    expect(pageUrl('https://x.example', '/services', 'en')).toBe('https://x.example/services?lang=en');
  });

  it('escape what they write into the HTML', () => {
    const html = headTagsToHtml(
      headTags(
        { title: 'A "quoted" <title>', description: 'x', jsonLd: [{ name: '</script><script>alert(1)' }] },
        { origin: '', pathname: '/', lang: 'es' },
      ),
      'n"',
    );
    expect(html).toContain('content="A &quot;quoted&quot; &lt;title&gt;"');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('nonce="n&quot;"');
  });

  it('preload the page’s largest picture from the same srcset and sizes as its <img>', () => {
    const upload = `/api/uploads/${'a'.repeat(64)}.webp`;
    // As the pages pass it: what the picture's <img> gets from responsiveImage, or its bare URL.
    const preload = (src: string, sizes?: string) =>
      headTags(
        { title: 't', description: 'd', preloadImage: sizes ? responsiveImage(src, sizes) : { src } },
        { origin: '', pathname: '/', lang: 'es' },
      ).find((tag) => tag.tag === 'link' && tag.attrs.rel === 'preload');

    expect(preload(upload, '100vw')).toEqual({
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        href: upload,
        imagesrcset: `${upload}?w=480 480w, ${upload}?w=800 800w, ${upload}?w=1200 1200w, ${upload} 1600w`,
        imagesizes: '100vw',
        fetchpriority: 'high',
      },
    });
    // A picture hosted elsewhere has no narrower copies; without sizes the stored one is preloaded.
    for (const [src, sizes] of [
      ['https://cdn.example/a.jpg', '100vw'],
      [upload, undefined],
    ] as const) {
      expect(preload(src, sizes)).toEqual({
        tag: 'link',
        attrs: { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' },
      });
    }
  });

  it('replace the previous page’s tags in the browser', () => {
    applyHeadTags(
      headTags(
        { title: 'One', description: 'd', image: '/a.webp' },
        { origin: 'https://x', pathname: '/a', lang: 'es' },
      ),
    );
    applyHeadTags(
      headTags(
        { title: 'Two', description: 'd', noindex: true },
        { origin: 'https://x', pathname: '/b', lang: 'en' },
      ),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Two');
    expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(0);
  });
});
