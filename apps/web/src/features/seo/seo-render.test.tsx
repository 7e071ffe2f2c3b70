// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import type { ApiTransport } from '../../lib/api';
import { siteFixture } from '../site/site-fixture';

const ORIGIN = 'https://rentals.example';
const image = (n: number) => `/api/uploads/${String(n).padStart(64, 'c')}.webp`;
const villa = {
  id: 16,
  name: 'Villa Bahía',
  description: 'Una casa moderna en Coconut Grove.',
  address: 'Coconut Grove, Miami, FL 33133',
  capacity: 10,
  bathrooms: 5,
  rooms: 5,
  price: 2400,
  images: [image(1), image(2)],
  translations: {
    description: { es: 'Una casa moderna en Coconut Grove.', en: 'A modern house in Coconut Grove.' },
  },
};
const reviews = [
  {
    id: 1,
    firstName: 'Valentina',
    lastName: 'Rossi',
    rating: 5,
    comment: 'Perfecto',
    businessReply: null,
    createdAt: '2026-11-16T00:00:00Z',
  },
];

/** Answers like the API, from a few fixtures; records what the renderer asked for. */
function api(calls: string[] = [], site: object = siteFixture): ApiTransport {
  return async ({ url }) => {
    calls.push(url);
    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      status: 200,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const path = url.split('?')[0];
    if (path === '/api/site') return json(site);
    if (path === '/api/reviews') return json(reviews, { 'x-total-count': '7', 'x-average-rating': '4.71' });
    if (path === '/api/villas') return json([villa], { 'x-total-count': '1' });
    if (path === '/api/villas/16') return json(villa);
    if (/^\/api\/(cars|yachts|apartments)$/.test(path ?? '')) return json([], { 'x-total-count': '0' });
    return { status: 404, headers: {}, body: '{"message":"Service not found"}' };
  };
}

const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) =>
    JSON.parse(
      (match[1] ?? '')
        .replace(/\\u003c/g, '<')
        .replace(/\\u003e/g, '>')
        .replace(/\\u0026/g, '&'),
    ),
  );

/** A page rendered with one picture chosen by the owner in /admin/settings. */
function renderWithPicture(url: string, lang: 'es' | 'en', key: 'home' | 'founder', picture: object) {
  const site = { ...siteFixture, pictures: { [key]: picture } };
  return render({ url, lang, nonce: 'n', transport: api([], site), origin: ORIGIN });
}

describe('server-rendered catalogue and home pages', () => {
  it("shows the owner's home picture, its description, and gives it to og:image and the JSON-LD", async () => {
    const url = image(9);
    const alt = { es: 'La terraza al atardecer', en: 'The terrace at sunset' };
    const result = await renderWithPicture('/', 'en', 'home', { url, alt });
    expect(result.html).toContain(`src="${url}"`);
    expect(result.html).toContain('alt="The terrace at sunset"');
    expect(result.html).not.toContain(`src="${image(1)}" alt`);
    expect(result.head).toContain(`<meta property="og:image" content="${ORIGIN}${url}" data-page-meta />`);
    expect(jsonLd(result.head)[0]).toMatchObject({ image: `${ORIGIN}${url}` });
  });

  it("shares the founder's photo chosen by the owner as og:image, with its description", async () => {
    const url = image(8);
    const alt = { es: 'Martín en Brickell', en: 'Martín in Brickell' };
    const result = await renderWithPicture('/aboutFounder', 'es', 'founder', { url, alt });
    expect(result.html).toContain('alt="Martín en Brickell"');
    expect(result.head).toContain(`<meta property="og:image" content="${ORIGIN}${url}" data-page-meta />`);
    expect(result.head).toContain('content="Martín en Brickell"');
  });

  it('renders the home page with its data: hero picture, the four types, reviews and the business JSON-LD', async () => {
    const calls: string[] = [];
    const result = await render({ url: '/', lang: 'en', nonce: 'n', transport: api(calls), origin: ORIGIN });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Miami, your way'); // the owner's hero title (site content)
    expect(result.html).toContain(`src="${image(1)}"`);
    for (const type of ['Cars', 'Yachts', 'Apartments', 'Villas'])
      expect(result.html).toContain(`>${type}</h3>`);
    expect(result.html).toContain('Valentina R.');
    expect(calls).toContain('/api/reviews?limit=3');
    expect(result.head).toContain(
      '<title>Miami Elite Rentals · Luxury cars, yachts, apartments and villas in Miami</title>',
    );
    expect(result.head).toContain(`<link rel="canonical" href="${ORIGIN}/?lang=en" data-page-meta />`);
    expect(result.head).toContain(`<link rel="alternate" hreflang="es" href="${ORIGIN}/" data-page-meta />`);
    expect(result.head).toContain(
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/?lang=en" data-page-meta />`,
    );
    expect(result.head).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/" data-page-meta />`,
    );
    expect(result.head).toContain(
      `<meta property="og:image" content="${ORIGIN}${image(1)}" data-page-meta />`,
    );
    expect(result.head).toContain(
      `<link rel="preload" as="image" href="${image(1)}" fetchpriority="high" data-page-meta />`,
    );
    const [business] = jsonLd(result.head);
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Miami Elite Rentals',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.71, reviewCount: 7 },
      address: { streetAddress: siteFixture.address.street, addressLocality: 'Miami' },
    });
  });

  it('renders a filtered list with the server applying the filters; its canonical is the plain list', async () => {
    const calls: string[] = [];
    const result = await render({
      url: '/services/villas?minPrice=1000&location=Grove',
      lang: 'es',
      nonce: 'n',
      transport: api(calls),
      origin: ORIGIN,
    });
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/villas?minPrice=1000&location=Grove&limit=100');
    expect(result.html).toContain('Villa Bahía');
    expect(result.head).toContain(
      '<title>Alquiler de villas privadas en Miami · Miami Elite Rentals</title>',
    );
    expect(result.head).toContain(`<link rel="canonical" href="${ORIGIN}/services/villas" data-page-meta />`);
  });

  it('renders a service with its name in the title, its photo for link previews and Product JSON-LD', async () => {
    const result = await render({
      url: '/services/villas/16',
      lang: 'en',
      nonce: 'n',
      transport: api(),
      origin: ORIGIN,
    });
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Villa Bahía · Villa in Miami · Miami Elite Rentals</title>');
    expect(result.head).toContain('<meta name="description" content="A modern house in Coconut Grove." />');
    expect(result.head).toContain('<meta property="og:type" content="product" data-page-meta />');
    expect(result.head).toContain(
      `<meta property="og:image" content="${ORIGIN}${image(1)}" data-page-meta />`,
    );
    const [product, breadcrumbs] = jsonLd(result.head);
    expect(product).toMatchObject({
      '@type': ['Product', 'House'],
      name: 'Villa Bahía',
      url: `${ORIGIN}/services/villas/16?lang=en`,
      image: [`${ORIGIN}${image(1)}`, `${ORIGIN}${image(2)}`],
      numberOfRooms: 5,
      offers: {
        '@type': 'Offer',
        price: 2400,
        priceCurrency: 'USD',
        priceSpecification: { unitCode: 'DAY' },
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(result.html).toContain('Book Now');
  });

  it('answers 404 for an unknown type and a missing service, kept out of search results', async () => {
    const invalid = await render({
      url: '/services/boats',
      lang: 'en',
      nonce: 'n',
      transport: api(),
      origin: ORIGIN,
    });
    expect(invalid.status).toBe(404);
    expect(invalid.html).toContain('Invalid service type: boats');
    expect(invalid.head).toContain('<meta name="robots" content="noindex" data-page-meta />');
    expect(invalid.head).not.toContain('rel="canonical"');

    const missing = await render({
      url: '/services/villas/999',
      lang: 'es',
      nonce: 'n',
      transport: api(),
      origin: ORIGIN,
    });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('No se encontró el servicio');
  });

  it('writes the public texts of the page language into the page, not the back-office ones', async () => {
    const result = await render({
      url: '/services',
      lang: 'es',
      nonce: 'n',
      transport: api(),
      origin: ORIGIN,
    });
    const inline = /window\.__I18N__=(\{.*?\})<\/script>/.exec(result.head)?.[1] ?? '';
    expect(inline).toContain('"catalog":');
    expect(inline).toContain('Todo lo que tu estadía en Miami necesita');
    expect(inline).not.toContain('"admin');
    expect(inline).not.toContain('Everything your Miami stay needs');
  });
});
