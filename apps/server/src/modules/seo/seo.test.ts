import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { languageOf } from '../../plugins/web.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe('sitemap.xml and robots.txt', () => {
  let ctx: Ctx;
  let villaId: number;
  let carId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ publicUrl: 'https://rentals.example' });
    const { headers } = await loginAs(ctx);
    const create = async (type: string, payload: Record<string, unknown>) => {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/${type}`, headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    villaId = await create('villas', { name: 'Villa Bahía', price: 2400, capacity: 10 });
    carId = await create('cars', { brand: 'Porsche', model: '911', price: 650, passengers: 2 });
  });
  afterAll(() => ctx.close());

  it('lists every public page and every service, in Spanish and in English, with alternates', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/services',
      '/services/cars',
      '/services/yachts',
      '/services/apartments',
      '/services/villas',
      '/about',
      '/aboutFounder',
      '/contactUs',
      '/reviews',
      `/services/villas/${villaId}`,
      `/services/cars/${carId}`,
    ]) {
      expect(locs).toContain(`https://rentals.example${path}`);
      expect(locs).toContain(`https://rentals.example${path}?lang=en`);
    }
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="https://rentals.example/services/villas/${villaId}?lang=en"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://rentals.example/services/villas/${villaId}"/>`,
    );
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
  });

  it('keeps the back-office and the API out of search engines, but not the photos', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /admin\n');
    expect(res.body).toContain('Disallow: /api\n');
    expect(res.body).toContain('Allow: /api/uploads/\n');
    expect(res.body).toContain('Sitemap: https://rentals.example/sitemap.xml');
  });
});

describe('renderSitemap', () => {
  it('escapes what XML needs escaped and uses the request origin it is given', () => {
    const xml = renderSitemap('http://localhost:3000', [{ path: '/a&b' }]);
    expect(xml).toContain('<loc>http://localhost:3000/a&amp;b</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/a&amp;b?lang=en</loc>');
    expect(renderRobots('http://localhost:3000')).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('the language of a server-rendered page', () => {
  const app = Fastify();
  app.get('/', async (request) => ({ lang: languageOf(request) }));
  const lang = async (url: string, cookie?: string) =>
    (await app.inject({ url, headers: cookie ? { cookie } : {} })).json().lang;

  it('is ?lang= first, then the cookie, then Spanish', async () => {
    expect(await lang('/')).toBe('es');
    expect(await lang('/', 'lang=en')).toBe('en');
    expect(await lang('/?lang=en')).toBe('en');
    expect(await lang('/?lang=es', 'lang=en')).toBe('es');
    expect(await lang('/?lang=fr', 'lang=en')).toBe('en');
  });
});

describe('absolute URLs come from PUBLIC_URL, never from the request', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createTestApp({ publicUrl: 'https://rentals.example', trustProxy: true });
  });
  afterAll(() => ctx.close());

  it('ignores a forged Host and X-Forwarded-Host in the sitemap and robots.txt', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const res = await ctx.app.inject({ url, headers: forged });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).toContain('https://rentals.example/');
      expect(res.body, url).not.toContain('evil.example');
    }
  });

  it('writes http://localhost links without PUBLIC_URL, whatever the Host says', async () => {
    const local = await createTestApp();
    try {
      const res = await local.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
      expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
      expect(res.body).not.toContain('evil.example');
    } finally {
      await local.close();
    }
  });
});
