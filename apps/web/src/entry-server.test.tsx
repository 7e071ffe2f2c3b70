// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { ApiTransport } from './lib/api';

// These pages load no data; a page that does gets a transport answering like the API.
const noApi: ApiTransport = async () => ({ status: 404, headers: {}, body: '{"message":"not found"}' });

describe('server render', () => {
  it('renders the home page with its styles, meta and state for hydration', async () => {
    const result = await render({ transport: noApi, url: '/', lang: 'en', nonce: 'n0nce' });

    expect(result.status).toBe(200);
    expect(result.lang).toBe('en');
    expect(result.html).toContain('Live Miami without limits');
    expect(result.html).toContain('window.__staticRouterHydrationData');
    expect(result.html).toMatch(/<script nonce="n0nce">window.__staticRouterHydrationData/);
    expect(result.head).toContain(
      '<title>Miami Elite Rentals · Luxury cars, yachts, apartments and villas in Miami</title>',
    );
    expect(result.head).toMatch(/<meta name="description" content="Live Miami without limits: [^"]+" \/>/);
    expect(result.head).toMatch(/<style data-emotion="css[^"]*" nonce="n0nce">/);
    expect(result.head).toContain('<script nonce="n0nce">window.__PRELOADED_STATE__={');
    expect(result.head).toContain('window.__LANG__="en"');
  });

  it('renders in Spanish when asked', async () => {
    const result = await render({ transport: noApi, url: '/', lang: 'es', nonce: 'n' });
    expect(result.html).toContain('Vive Miami sin límites');
    expect(result.head).toContain(
      '<title>Miami Elite Rentals · Autos, yates, apartamentos y villas de lujo en Miami</title>',
    );
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    const result = await render({ transport: noApi, url: '/no-such-page?x=1', lang: 'en', nonce: 'n' });
    expect(result.status).toBe(404);
    expect(result.html).toContain('This page is not on the map');
    expect(result.head).toContain('<title>Page not found · Miami Elite Rentals</title>');
  });

  it('sends a long page whole, every part in place (no hidden copy moved in by a script)', async () => {
    // A page of 50 listing reviews is far past the size at which React would move a Suspense boundary
    // out of place by default (app/layouts/public-layout.tsx wraps the page in one).
    const reviews = Array.from({ length: 50 }, (_, index) => ({
      id: `r${index}`,
      author: `Guest ${index}`,
      rating: 5,
      comment: `Review ${index}. ${'Everything was perfect, from the airport pickup to the view from the balcony. '.repeat(3)}`,
      createTime: '2026-11-01T12:00:00Z',
    }));
    const transport: ApiTransport = async (request) =>
      request.url.startsWith('/api/google-mybusiness/reviews')
        ? {
            status: 200,
            headers: {},
            body: JSON.stringify({ reviews, count: 50, total: 60, limit: 50, offset: 0 }),
          }
        : noApi(request);

    const result = await render({ transport, url: '/reviews', lang: 'en', nonce: 'n' });
    expect(result.status).toBe(200);
    expect(result.html.length).toBeGreaterThan(40_000);
    // The last review arrived, in place (names are shown as first name and initial: the comment says which).
    expect(result.html).toContain('Review 49.');
    expect(result.html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC/);
  });

  it('keeps a hostile URL from breaking out of the inline script', async () => {
    const result = await render({
      transport: noApi,
      url: '/</script><script>alert(1)</script>',
      lang: 'en',
      nonce: 'n',
    });
    expect(result.status).toBe(404);
    expect(result.html).not.toContain('<script>alert(1)');
  });
});
