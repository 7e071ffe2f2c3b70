import { serviceTypes } from '@app/shared/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { seedDemoContent } from '../../db/seed/seed.ts';
import { imagesRepository } from '../uploads/images.repository.ts';
import { storeImage } from '../uploads/images.ts';
import { DEMO_PICTURE_MARK, renderSeedImage } from './seed-images.ts';
import { demoServices, seedCatalog } from './services.seed.ts';

describe('demo catalogue', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let seconds = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    const started = performance.now();
    await seedDemoContent(ctx.app.db, { info: () => {} });
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(() => ctx.close());

  it('seeds at least four listings of each type, three pictures each, in both languages', async () => {
    for (const type of serviceTypes) {
      const res = await ctx.app.inject({ url: `/api/${type}` });
      const list = res.json();
      expect(list.length, type).toBeGreaterThanOrEqual(4);
      for (const service of list) {
        expect(service.images, `${type} ${service.id}`).toHaveLength(3);
        expect(service.price).toBeGreaterThan(0);
        expect(service.description).not.toBe('');
        expect(service.translations.description.es).toBe(service.description);
        expect(service.translations.description.en).not.toBe('');
      }
      // Every listing has its own cover.
      expect(new Set(list.map((s: { images: string[] }) => s.images[0])).size).toBe(list.length);
    }
    process.stdout.write(`demo content seeded in ${seconds.toFixed(2)} s\n`);
  });

  it('serves the pictures as 1600x1000 WebP', async () => {
    const [villa] = (await ctx.app.inject({ url: '/api/villas?limit=1' })).json();
    for (const url of villa.images) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 1000]);
    }
  });

  it('adds nothing when seeded again', async () => {
    expect(await seedCatalog(ctx.app.db)).toEqual({ services: 0, images: 0 });
    const total = (await ctx.app.inject({ url: '/api/cars' })).headers['x-total-count'];
    expect(Number(total)).toBe(demoServices.filter((s) => s.type === 'cars').length);
  });

  it('draws the same bytes for the same picture', async () => {
    const spec = { type: 'yachts', seed: 3, variant: 1 } as const;
    const [a, b] = await Promise.all([renderSeedImage(spec), renderSeedImage(spec)]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
  });

  it("names a service's demo pictures in its detail, for the admin to replace them", async () => {
    const [villa] = (await ctx.app.inject({ url: '/api/villas?limit=1' })).json();
    expect(villa.demoImages).toBeUndefined();
    const detail = (await ctx.app.inject({ url: `/api/villas/${villa.id}` })).json();
    expect(detail.demoImages).toEqual(detail.images);
  });

  it('never marks an uploaded photo as a demo picture, even a demo picture uploaded again', async () => {
    const { bytes } = await renderSeedImage({ type: 'villas', seed: 9, variant: 0 });
    const uploaded = await storeImage(ctx.app.db, bytes);
    expect(await imagesRepository.markedWith(ctx.app.db, [uploaded.hash], DEMO_PICTURE_MARK)).toEqual(
      new Set(),
    );
  });
});
