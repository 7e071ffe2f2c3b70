import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, testImages } from '../../../test/support/test-images.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { images } from '../../db/schema/catalog.ts';
import { deleteUnattachedImages, UNATTACHED_IMAGE_GRACE_MS } from './image-cleanup.ts';

describe('unattached images', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ headers } = await loginAs(ctx));
  });
  afterAll(() => ctx.close());

  const upload = async (width: number) => {
    const form = multipartForm({}, [{ bytes: await testImages.png(width, 100) }]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/uploads', headers, payload: form });
    expect(res.statusCode).toBe(201);
    return (res.json() as { images: string[] }).images[0] as string;
  };
  const status = async (url: string) => (await ctx.app.inject({ url })).statusCode;

  it('deletes the images no service took once the grace period is over, and only those', async () => {
    const [attached, abandoned, uploadedAgain] = [await upload(301), await upload(302), await upload(303)];
    const car = await ctx.app.inject({
      method: 'POST',
      url: '/api/cars',
      headers,
      payload: { brand: 'Lamborghini', model: 'Urus', price: 900, passengers: 4, images: [attached] },
    });
    expect(car.statusCode).toBe(201);

    // Two days pass; then the third image is uploaded again (a form reopened with the same photo).
    await ctx.app.db.update(images).set({ createdAt: sql`now() - interval '2 days'` });
    expect(await upload(303)).toBe(uploadedAgain);

    expect(await deleteUnattachedImages(ctx.app.db)).toBe(1);
    expect(await status(abandoned)).toBe(404);
    expect(await status(attached)).toBe(200);
    expect(await status(uploadedAgain)).toBe(200);

    // A day later the re-uploaded one, still unattached, goes too; the car's image stays.
    const later = new Date(Date.now() + UNATTACHED_IMAGE_GRACE_MS + 60_000);
    expect(await deleteUnattachedImages(ctx.app.db, later)).toBe(1);
    expect(await status(uploadedAgain)).toBe(404);
    expect(await status(attached)).toBe(200);
    const carImages = (await ctx.app.inject({ url: `/api/cars/${car.json().id}` })).json().images;
    expect(carImages).toEqual([attached]);
  });
});
