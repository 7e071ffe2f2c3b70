import { uploadedImageUrl } from '@app/shared/catalog';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, testImages } from '../../../test/support/test-images.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { images, services } from '../../db/schema/catalog.ts';
import { bookingLeads } from '../../db/schema/engagement.ts';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Json = Record<string, unknown>;

describe('services API', () => {
  let ctx: Ctx;
  let headers: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ headers } = await loginAs(ctx));
  });
  afterAll(() => ctx.close());

  const create = async (type: string, payload: Json | FormData) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/${type}`, headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const update = (type: string, id: number, payload: Json | FormData) =>
    ctx.app.inject({ method: 'PUT', url: `/api/${type}/${id}`, headers, payload });
  const remove = (type: string, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/${type}/${id}`, headers });
  const get = (url: string, extra: Record<string, string> = {}) => ctx.app.inject({ url, headers: extra });
  const upload = async (...buffers: Buffer[]): Promise<string[]> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers,
      payload: multipartForm(
        {},
        buffers.map((bytes) => ({ bytes })),
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().images;
  };
  const imageStored = async (url: string) => (await get(url)).statusCode === 200;
  const hashOf = (url: string) => url.slice('/api/uploads/'.length, -'.webp'.length);

  describe('create and read', () => {
    it('creates each type with exactly its fields, price in dollars, cents in the database', async () => {
      const car = await create('cars', {
        brand: 'Porsche',
        model: '911 Carrera',
        description: 'Deportivo',
        price: 650.5,
        passengers: 2,
      });
      expect(car).toEqual({
        id: expect.any(Number),
        brand: 'Porsche',
        model: '911 Carrera',
        description: 'Deportivo',
        price: 650.5,
        passengers: 2,
        images: [],
        bookingUnit: 'day',
        bufferMinutes: 120,
        published: true,
      });
      const [row] = await ctx.app.db.select().from(services).where(eq(services.id, car.id));
      expect(row?.priceCents).toBe(65050);

      const yacht = await create('yachts', { name: 'Azimut 62 ft', capacity: 12, price: 1100 });
      expect(Object.keys(yacht)).toEqual([
        'id',
        'name',
        'description',
        'capacity',
        'price',
        'images',
        'bookingUnit',
        'bufferMinutes',
        'durations',
        'published',
      ]);

      const apartment = await create('apartments', {
        name: 'Icon Brickell',
        unitNumber: '4501',
        address: '495 Brickell Ave, Miami',
        description: 'Vista a la bahía',
        capacity: 4,
        bathrooms: 2,
        rooms: 2,
        price: 420,
      });
      expect(Object.keys(apartment)).toEqual([
        'id',
        'name',
        'unitNumber',
        'address',
        'description',
        'capacity',
        'bathrooms',
        'rooms',
        'price',
        'images',
        'bookingUnit',
        'bufferMinutes',
        'published',
      ]);

      const villa = await create('villas', {
        name: 'Villa Grove',
        address: 'Coconut Grove',
        rooms: 5,
        price: 2500,
      });
      expect(villa).toMatchObject({ name: 'Villa Grove', capacity: 0, bathrooms: 0, rooms: 5, price: 2500 });
      expect(villa).not.toHaveProperty('unitNumber');

      for (const [type, service] of [
        ['cars', car],
        ['yachts', yacht],
        ['apartments', apartment],
        ['villas', villa],
      ] as const) {
        const res = await get(`/api/${type}/${service.id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(service);
      }
    });

    it('accepts the fallback names of SPEC.md section 3 and stores the canonical fields', async () => {
      const car = await create('cars', { make: 'Lamborghini', model: 'Urus', desc: 'SUV', price: '1500' });
      expect(car).toMatchObject({ brand: 'Lamborghini', description: 'SUV', price: 1500 });

      const apartment = await create('apartments', {
        'building name': 'Echo Brickell',
        location: '1451 Brickell Ave',
        about: 'Piso alto',
        bedrooms: '3',
      });
      expect(apartment).toMatchObject({
        name: 'Echo Brickell',
        address: '1451 Brickell Ave',
        description: 'Piso alto',
        rooms: 3,
      });
      expect((await create('apartments', { title: 'Studio Edgewater' })).name).toBe('Studio Edgewater');
      expect((await create('apartments', { buildingName: 'Aria on the Bay' })).name).toBe('Aria on the Bay');
      const villa = await create('villas', { name: 'Casa Sol', location: 'Coral Gables', bedrooms: 4 });
      expect(villa).toMatchObject({ address: 'Coral Gables', rooms: 4 });
    });

    it('keeps translations of name and description', async () => {
      const translations = {
        name: { es: 'Villa del Mar', en: 'Sea Villa' },
        description: { es: 'Frente al mar', en: 'Oceanfront' },
      };
      const villa = await create('villas', { name: 'Villa del Mar', price: 900, translations });
      expect(villa.translations).toEqual(translations);
      expect((await get(`/api/villas/${villa.id}`)).json().translations).toEqual(translations);
    });

    it('creates from a multipart form: text fields and a real PNG in "images"', async () => {
      const png = await testImages.png(2000, 1000);
      const form = multipartForm(
        {
          name: 'Icon Bay',
          unit_number: '12B',
          location: 'Edgewater',
          capacity: '4',
          bathrooms: '2',
          price: '310.25',
        },
        [{ bytes: png, name: 'living.png', type: 'image/png' }],
      );
      const apartment = await create('apartments', form);
      expect(apartment).toMatchObject({
        name: 'Icon Bay',
        unitNumber: '12B',
        address: 'Edgewater',
        capacity: 4,
        bathrooms: 2,
        price: 310.25,
      });
      expect(apartment.images).toHaveLength(1);
      const served = await get(apartment.images[0]);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1600, 800]);
    });

    it('puts the already uploaded images first, in the order given, then the new files', async () => {
      const [a, b] = await upload(
        await testImages.png(100, 100, '#111111'),
        await testImages.png(100, 100, '#222222'),
      );
      const form = multipartForm({ name: 'Ocean Dream', images: [b as string, a as string] }, [
        { bytes: await testImages.png(100, 100, '#333333') },
      ]);
      const yacht = await create('yachts', form);
      expect(yacht.images.slice(0, 2)).toEqual([b, a]);
      expect(yacht.images).toHaveLength(3);

      const json = await create('yachts', { name: 'JSON images', images: [a, b] });
      expect(json.images).toEqual([a, b]);
    });

    it('answers 400 naming the field for bad input, and creates nothing', async () => {
      const before = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(services);
      const cases: [string, Json, string, string][] = [
        ['cars', { brand: 'BMW', price: -5 }, 'price', 'price must not be negative'],
        ['cars', { model: 'M5' }, 'brand', 'brand is required'],
        ['yachts', { name: 'Y', capacity: 'twelve' }, 'capacity', 'capacity must be a number'],
        ['apartments', { name: 'A', rooms: 1.5 }, 'rooms', 'rooms must be a whole number'],
        [
          'villas',
          { name: 'V', images: ['https://example.com/a.jpg'] },
          'images.0',
          'images must be URLs of uploaded images',
        ],
      ];
      for (const [type, payload, field, message] of cases) {
        const res = await ctx.app.inject({ method: 'POST', url: `/api/${type}`, headers, payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        const body = res.json();
        expect(body.error).toBe('Bad Request');
        expect(body.message).toBe(message);
        expect(body.details.fields).toEqual([{ field, message }]);
      }
      const after = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(services);
      expect(after).toEqual(before);
    });

    it('answers 400 for the URL of an image that was never uploaded', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/yachts',
        headers,
        payload: { name: 'Ghost', images: [uploadedImageUrl('f'.repeat(64))] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields[0].field).toBe('images.0');
    });

    it('refuses SVG, garbage and oversize files in a service form, and creates nothing', async () => {
      const count = async () =>
        (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(services))[0]?.n;
      const before = await count();
      for (const [bytes, status] of [
        [testImages.svg(), 415],
        [testImages.garbage(), 415],
        [testImages.oversized(), 413],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/villas',
          headers,
          payload: multipartForm({ name: 'Bad upload' }, [{ bytes, name: 'x.png', type: 'image/png' }]),
        });
        expect(res.statusCode).toBe(status);
      }
      expect(await count()).toBe(before);
    });

    it('answers 400 "Invalid service type" for an unknown type', async () => {
      for (const url of ['/api/boats', '/api/boats/1']) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'Invalid service type: boats',
          error: 'Bad Request',
          code: 'SERVICE_TYPE_INVALID',
        });
      }
      const post = await ctx.app.inject({
        method: 'POST',
        url: '/api/boats',
        headers,
        payload: { name: 'x' },
      });
      expect(post.statusCode).toBe(400);
      expect(post.json().message).toBe('Invalid service type: boats');
    });

    it('answers 404 "Service not found" for a missing id, a malformed id and another type\'s id', async () => {
      const car = await create('cars', { brand: 'Cadillac', model: 'Escalade' });
      for (const url of [
        '/api/cars/999999',
        '/api/cars/abc',
        '/api/cars/0',
        '/api/cars/99999999999',
        `/api/yachts/${car.id}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({
          message: 'Service not found',
          error: 'Not Found',
          code: 'SERVICE_NOT_FOUND',
        });
      }
    });

    it('requires an admin token to create, update and delete', async () => {
      const car = await create('cars', { brand: 'Rolls-Royce', model: 'Cullinan' });
      for (const [method, url] of [
        ['POST', '/api/cars'],
        ['PUT', `/api/cars/${car.id}`],
        ['DELETE', `/api/cars/${car.id}`],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          payload: method === 'DELETE' ? undefined : { brand: 'X' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          message: 'Unauthorized: Please log in again.',
          error: 'Unauthorized',
          code: 'UNAUTHORIZED',
        });
      }
      expect((await get(`/api/cars/${car.id}`, headers)).json().brand).toBe('Rolls-Royce');
    });
  });

  describe('lists', () => {
    let list: Ctx;
    let ids: Record<string, number>;
    beforeAll(async () => {
      // A database of its own, so the counts below do not depend on the other tests.
      list = await createTestApp();
      const admin = await loginAs(list);
      const add = async (type: string, payload: Json) =>
        (
          await list.app.inject({ method: 'POST', url: `/api/${type}`, headers: admin.headers, payload })
        ).json().id;
      ids = {
        urus: await add('cars', { brand: 'Lamborghini', model: 'Urus', price: 1500, passengers: 4 }),
        porsche: await add('cars', { brand: 'Porsche', model: '911', price: 650, passengers: 2 }),
        escalade: await add('cars', { brand: 'Cadillac', model: 'Escalade', price: 450, passengers: 7 }),
        cullinan: await add('cars', { brand: 'Rolls-Royce', model: 'Cullinan', price: 1800, passengers: 4 }),
        icon: await add('apartments', {
          name: 'Icon',
          address: '495 Brickell Ave, Miami',
          capacity: 4,
          price: 400,
        }),
        continuum: await add('apartments', {
          name: 'Continuum',
          address: '100 S Pointe Dr, Miami Beach',
          capacity: 6,
          price: 650,
        }),
        ocean: await add('apartments', {
          name: 'Ocean Club',
          address: '791 Crandon Blvd, KEY BISCAYNE',
          capacity: 8,
          price: 900,
        }),
        percent: await add('apartments', { name: 'Odd', address: '100% Real St', capacity: 2, price: 100 }),
        yacht: await add('yachts', { name: 'Sunseeker 75 ft', capacity: 12, price: 1200 }),
      };
    });
    afterAll(() => list.close());

    const query = async (url: string) => {
      const res = await list.app.inject({ url });
      return { res, names: res.statusCode === 200 ? res.json().map((s: Json) => s.name ?? s.model) : [] };
    };

    it('lists a type by id with X-Total-Count, without the other types', async () => {
      const { res, names } = await query('/api/cars');
      expect(res.statusCode).toBe(200);
      expect(names).toEqual(['Urus', '911', 'Escalade', 'Cullinan']);
      expect(res.headers['x-total-count']).toBe('4');
    });

    it('filters by price range, in dollars, inclusive', async () => {
      expect((await query('/api/cars?minPrice=650')).names).toEqual(['Urus', '911', 'Cullinan']);
      expect((await query('/api/cars?maxPrice=650')).names).toEqual(['911', 'Escalade']);
      expect((await query('/api/cars?minPrice=500&maxPrice=1600')).names).toEqual(['Urus', '911']);
      expect((await query('/api/cars?maxPrice=649.99')).names).toEqual(['Escalade']);
    });

    it('filters cars by passengers and stays by capacity', async () => {
      expect((await query('/api/cars?minPassengers=4')).names).toEqual(['Urus', 'Escalade', 'Cullinan']);
      expect((await query('/api/apartments?minCapacity=6')).names).toEqual(['Continuum', 'Ocean Club']);
      expect((await query('/api/yachts?minCapacity=13')).names).toEqual([]);
    });

    it('filters by location: a case-insensitive part of the address, taken literally', async () => {
      expect((await query('/api/apartments?location=miami%20beach')).names).toEqual(['Continuum']);
      expect((await query('/api/apartments?location=Key%20Biscayne')).names).toEqual(['Ocean Club']);
      expect((await query('/api/apartments?location=MIAMI')).names).toEqual(['Icon', 'Continuum']);
      expect((await query('/api/apartments?location=%25')).names).toEqual(['Odd']);
    });

    it('ignores empty, null and undefined filters', async () => {
      const { res, names } = await query(
        '/api/cars?minPrice=&maxPrice=null&minPassengers=undefined&location=',
      );
      expect(res.statusCode).toBe(200);
      expect(names).toHaveLength(4);
    });

    it('pages with limit and offset; X-Total-Count counts every match', async () => {
      const first = await query('/api/apartments?limit=2');
      expect(first.names).toEqual(['Icon', 'Continuum']);
      expect(first.res.headers['x-total-count']).toBe('4');
      const second = await query('/api/apartments?limit=2&offset=2');
      expect(second.names).toEqual(['Ocean Club', 'Odd']);
      expect(second.res.headers['x-total-count']).toBe('4');
      const past = await query('/api/apartments?limit=2&offset=10');
      expect(past.names).toEqual([]);
      expect(past.res.headers['x-total-count']).toBe('4');
      const filtered = await query('/api/apartments?minCapacity=4&limit=1&offset=1');
      expect(filtered.names).toEqual(['Continuum']);
      expect(filtered.res.headers['x-total-count']).toBe('3');
    });

    it('answers 400 naming the field for bad filters and pagination', async () => {
      const cases: [string, string][] = [
        ['/api/cars?minPrice=500&maxPrice=100', 'maxPrice'],
        ['/api/cars?minPrice=cheap', 'minPrice'],
        ['/api/cars?minPassengers=-1', 'minPassengers'],
        ['/api/cars?minCapacity=2.5', 'minCapacity'],
        ['/api/cars?limit=501', 'limit'],
        ['/api/cars?limit=0', 'limit'],
        ['/api/cars?offset=-1', 'offset'],
      ];
      for (const [url, field] of cases) {
        const { res } = await query(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().details.fields.map((f: Json) => f.field)).toEqual([field]);
        expect(res.json().message).toContain(field);
      }
    });

    it('lets visitors cache a list for a minute and revalidate it with its ETag', async () => {
      const { res } = await query('/api/cars');
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.vary).toContain('Authorization');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await list.app.inject({ url: '/api/cars', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Another page is another body.
      const other = await list.app.inject({ url: '/api/cars?limit=1', headers: { 'if-none-match': etag } });
      expect(other.statusCode).toBe(200);

      const one = await list.app.inject({ url: `/api/cars/${ids.urus}` });
      expect(one.headers['cache-control']).toBe('public, max-age=60');
      expect(
        (
          await list.app.inject({
            url: `/api/cars/${ids.urus}`,
            headers: { 'if-none-match': one.headers.etag as string },
          })
        ).statusCode,
      ).toBe(304);
    });

    it('never lets an admin see a cached list', async () => {
      const admin = await loginAs(list, 'cache-admin@example.com');
      const res = await list.app.inject({ url: '/api/cars', headers: admin.headers });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('update', () => {
    it('changes only the fields given, accepting fallback names', async () => {
      const apartment = await create('apartments', {
        name: 'Brickell House',
        address: '1300 Brickell Bay Dr',
        capacity: 4,
        rooms: 2,
        price: 380,
      });
      const res = await update('apartments', apartment.id, {
        bedrooms: 3,
        location: '1300 Brickell Bay Dr, Miami',
        price: '395.5',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...apartment,
        rooms: 3,
        address: '1300 Brickell Bay Dr, Miami',
        price: 395.5,
      });
      expect((await get(`/api/apartments/${apartment.id}`)).json()).toEqual(res.json());
    });

    it('answers 400 for no data, 400 naming a bad field, 404 for a missing service', async () => {
      const car = await create('cars', { brand: 'Ferrari', model: 'Roma' });
      const empty = await update('cars', car.id, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({
        message: 'No data provided to update the service',
        code: 'NO_CHANGES',
      });

      const bad = await update('cars', car.id, { passengers: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.fields).toEqual([
        { field: 'passengers', message: 'passengers must not be negative' },
      ]);

      const missing = await update('cars', 999999, { model: 'X' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Service not found');
    });

    it('reorders images as given, appends new files, and deletes the images it dropped when unused', async () => {
      const [a, b, c] = await upload(
        await testImages.png(90, 90, '#aa0000'),
        await testImages.png(90, 90, '#00aa00'),
        await testImages.png(90, 90, '#0000aa'),
      );
      const villa = await create('villas', { name: 'Coconut Grove Estate', images: [a, b, c] });
      // `c` is also used by another service, so dropping it here must keep the file.
      await create('yachts', { name: 'Shares an image', images: [c] });

      const form = multipartForm({ images: [c as string, a as string] }, [
        { bytes: await testImages.png(90, 90, '#999999') },
      ]);
      const res = await update('villas', villa.id, form);
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json();
      expect(updated.images.slice(0, 2)).toEqual([c, a]);
      expect(updated.images).toHaveLength(3);
      expect(updated.name).toBe('Coconut Grove Estate');

      expect(await imageStored(b as string)).toBe(false);
      expect(await imageStored(c as string)).toBe(true);

      // New files without a list: appended after the current images.
      const appended = await update(
        'villas',
        villa.id,
        multipartForm({}, [{ bytes: await testImages.png(90, 90, '#123456') }]),
      );
      expect(appended.json().images.slice(0, 3)).toEqual(updated.images);
      expect(appended.json().images).toHaveLength(4);

      // An empty list removes every image.
      const cleared = await update('villas', villa.id, { images: [] });
      expect(cleared.json().images).toEqual([]);
      expect(await imageStored(a as string)).toBe(false);
      expect(await imageStored(c as string)).toBe(true);
    });
  });

  describe('delete', () => {
    it('deletes a service (204), then 404; its images go unless another service uses them', async () => {
      const [own, shared] = await upload(
        await testImages.png(80, 80, '#010101'),
        await testImages.png(80, 80, '#020202'),
      );
      const car = await create('cars', { brand: 'Mercedes-Benz', model: 'G 63', images: [own, shared] });
      await create('cars', { brand: 'BMW', model: 'X7', images: [shared] });

      const res = await remove('cars', car.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await get(`/api/cars/${car.id}`)).statusCode).toBe(404);
      expect((await remove('cars', car.id)).statusCode).toBe(404);

      const stored = await ctx.app.db.select({ hash: images.hash }).from(images);
      const hashes = stored.map((r) => r.hash);
      expect(hashes).not.toContain(hashOf(own as string));
      expect(hashes).toContain(hashOf(shared as string));
    });

    it('lets booking leads that mention the service go (their serviceId becomes null)', async () => {
      const yacht = await create('yachts', { name: 'Lead magnet' });
      const [lead] = await ctx.app.db
        .insert(bookingLeads)
        .values({
          name: 'Ana',
          lastName: 'García',
          email: 'ana@example.com',
          startDate: '2025-07-01',
          endDate: '2025-07-03',
          serviceName: 'Lead magnet',
          serviceType: 'yachts',
          serviceId: yacht.id,
        })
        .returning();
      expect((await remove('yachts', yacht.id)).statusCode).toBe(204);
      const [after] = await ctx.app.db
        .select()
        .from(bookingLeads)
        .where(eq(bookingLeads.id, lead?.id ?? 0));
      expect(after?.serviceId).toBeNull();
    });

    it('turns any foreign key that needs the service into a 409 naming its table', async () => {
      // A table no module has yet: the rule is PostgreSQL's foreign-key error, not a list of tables.
      await ctx.app.db.execute(
        sql`create table test_charters (id integer primary key, service_id integer not null references services(id))`,
      );
      const yacht = await create('yachts', { name: 'Chartered' });
      await ctx.app.db.execute(sql`insert into test_charters values (1, ${yacht.id})`);
      const res = await remove('yachts', yacht.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This service cannot be deleted because test charters refer to it. Remove or reassign them first.',
      );
      await ctx.app.db.execute(sql`delete from test_charters`);
      expect((await remove('yachts', yacht.id)).statusCode).toBe(204);
    });
  });
});
