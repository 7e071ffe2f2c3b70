import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, testImages } from '../../../test/support/test-images.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Json = Record<string, unknown>;

describe('publish states of services (issue 19, item 3)', () => {
  let ctx: Ctx;
  let headers: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestApp({ publicUrl: 'https://rentals.example' });
    ({ headers } = await loginAs(ctx));
  });
  afterAll(() => ctx.close());

  const write = (method: 'POST' | 'PUT', url: string, payload: Json | FormData) =>
    ctx.app.inject({ method, url, headers, payload });
  const create = async (type: string, payload: Json) => {
    const res = await write('POST', `/api/${type}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const update = (type: string, id: number, payload: Json) => write('PUT', `/api/${type}/${id}`, payload);
  const remove = (type: string, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/${type}/${id}`, headers });
  const get = (url: string, extra: Record<string, string> = {}) => ctx.app.inject({ url, headers: extra });
  const imageStored = async (url: string) => (await get(url)).statusCode === 200;
  const upload = async (bytes: Buffer): Promise<string[]> => {
    const payload = multipartForm({}, [{ bytes }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/uploads', headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().images;
  };
  const publicIds = async (type: string) =>
    (await ctx.app.inject({ url: `/api/${type}` })).json().map((service: Json) => service.id);
  const staffIds = async (type: string) =>
    (await ctx.app.inject({ url: `/api/${type}?scope=all`, headers }))
      .json()
      .map((service: Json) => service.id);

  it('publishes a create with a price, leaves a free one hidden, and saves any service hidden', async () => {
    expect((await create('cars', { brand: 'Ferrari', price: 900 })).published).toBe(true);
    expect((await create('cars', { brand: 'Free Ride' })).published).toBe(false);
    const maintenance = await create('cars', { brand: 'Bentley', price: 800, published: false });
    expect(maintenance.published).toBe(false);
    // A multipart form says it as text.
    const form = new FormData();
    form.set('brand', 'McLaren');
    form.set('price', '1200');
    form.set('published', 'false');
    const fromForm = await write('POST', '/api/cars', form);
    expect(fromForm.json().published).toBe(false);
  });

  it('refuses to publish a service without a price (400 on the field), on create and on update', async () => {
    const refused = await write('POST', '/api/yachts', { name: 'Gratis', price: 0, published: true });
    expect(refused.statusCode).toBe(400);
    // In the language of the answer: Spanish unless the request says otherwise.
    expect(refused.json()).toMatchObject({
      code: 'SERVICE_PRICE_REQUIRED',
      message: 'published: un servicio sin precio no se puede publicar',
      details: { fields: [{ field: 'published', message: 'a service without a price cannot be published' }] },
    });
    const free = { name: 'Gratis', price: 0, published: true };
    for (const [how, extra] of [
      ['?lang=en', {}],
      ['', { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' }],
      ['', { cookie: 'lang=en' }],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/yachts${how}`,
        headers: { ...headers, ...extra },
        payload: free,
      });
      expect(res.json().message, JSON.stringify(extra)).toBe(
        'published: a service without a price cannot be published',
      );
    }
    expect(await staffIds('yachts')).toEqual([]);

    const yacht = await create('yachts', { name: 'Azimut', price: 1100 });
    const toFree = await write('PUT', `/api/yachts/${yacht.id}`, { price: 0 });
    expect(toFree.json().code).toBe('SERVICE_PRICE_REQUIRED');
    // Hidden, the price may go to 0; published again, it needs one.
    expect((await write('PUT', `/api/yachts/${yacht.id}`, { price: 0, published: false })).statusCode).toBe(
      200,
    );
    expect((await write('PUT', `/api/yachts/${yacht.id}`, { published: true })).statusCode).toBe(400);
    const back = await write('PUT', `/api/yachts/${yacht.id}`, { price: 950, published: true });
    expect(back.json()).toMatchObject({ price: 950, published: true });
    expect((await write('PUT', `/api/yachts/${yacht.id}`, { published: 'maybe' })).json()).toMatchObject({
      code: 'VALIDATION',
      message: 'published must be true or false',
    });
  });

  it('keeps hidden services out of public lists, pages, availability and the sitemap; the staff see them', async () => {
    const shown = await create('villas', { name: 'Villa Shown', price: 2000 });
    const hidden = await create('villas', { name: 'Villa Hidden', price: 2000, published: false });

    expect(await publicIds('villas')).toEqual([shown.id]);
    const publicList = await ctx.app.inject({ url: '/api/villas' });
    expect(publicList.headers['x-total-count']).toBe('1');
    expect(await staffIds('villas')).toEqual([shown.id, hidden.id]);
    // An admin browsing the public pages (no scope asked) sees what visitors see.
    const browsing = await ctx.app.inject({ url: '/api/villas', headers });
    expect(browsing.json().map((service: Json) => service.id)).toEqual([shown.id]);

    for (const url of [`/api/villas/${hidden.id}`, `/api/villas/${hidden.id}/availability`]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Service not found');
      expect((await ctx.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
    const sitemap = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/services/villas/${shown.id}`);
    expect(sitemap).not.toContain(`/services/villas/${hidden.id}`);

    // Publishing shows it at once: the kept public list and the sitemap follow the catalogue's version.
    await write('PUT', `/api/villas/${hidden.id}`, { published: true });
    expect(await publicIds('villas')).toEqual([shown.id, hidden.id]);
    expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).toContain(`/services/villas/${hidden.id}`);
    await write('PUT', `/api/villas/${hidden.id}`, { published: false });
    expect(await publicIds('villas')).toEqual([shown.id]);
  });

  it('archives instead of deleting while a reservation needs the apartment, and can restore it', async () => {
    const [image] = await upload(await testImages.png(70, 70, '#777777'));
    const apartment = await create('apartments', { name: 'Reserved', price: 300, images: [image] });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers,
      payload: {
        apartmentId: apartment.id,
        clientName: 'Ana',
        checkInDate: '2031-03-01',
        checkOutDate: '2031-03-04',
        pricePerNight: 200,
        cleaningFee: 50,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const res = await remove('apartments', apartment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      archived: true,
      message: 'This service has reservations, so it was archived (hidden and kept) instead of deleted',
      service: { ...apartment, published: false, archived: true },
    });
    // Gone from the public site and from the staff's list; kept, with its image, among the archived.
    expect((await get(`/api/apartments/${apartment.id}`)).statusCode).toBe(404);
    const ids = (url: string) => get(url, headers).then((r) => r.json().map((s: Json) => s.id));
    expect(await ids('/api/apartments?limit=500&scope=all')).not.toContain(apartment.id);
    expect(await ids('/api/apartments?scope=archived')).toEqual([apartment.id]);
    expect(await imageStored(image as string)).toBe(true);
    const republish = await update('apartments', apartment.id, { published: true });
    expect(republish.statusCode).toBe(400);
    expect(republish.json().code).toBe('SERVICE_ARCHIVED');

    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/apartments/${apartment.id}/restore`,
      headers,
    });
    expect(restored.json()).toEqual({ ...apartment, published: false });
    expect(await ids('/api/apartments?limit=500&scope=all')).toContain(apartment.id);
    expect((await update('apartments', apartment.id, { published: true })).json().published).toBe(true);
    expect((await get(`/api/apartments/${apartment.id}`)).json()).toEqual(apartment);
    // Restoring a service that is not archived changes nothing: it stays published.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/apartments/${apartment.id}/restore`,
      headers,
    });
    expect(again.json()).toEqual(apartment);
  });

  it('gives a visitor published services whatever scope is asked, and refuses an unknown scope', async () => {
    for (const scope of ['all', 'archived']) {
      const res = await ctx.app.inject({ url: `/api/villas?scope=${scope}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(0);
      expect(res.json().every((service: Json) => service.published === true)).toBe(true);
    }
    const bad = await ctx.app.inject({ url: '/api/villas?scope=everything', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('scope must be one of published, all, archived');
  });
});
