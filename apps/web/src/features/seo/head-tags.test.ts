import { describe, expect, it } from 'vitest';
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
