import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm, testImages } from '../../../test/support/test-images.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { imagesRepository } from './images.repository.ts';

describe('uploads', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ headers } = await loginAs(ctx));
  });
  afterAll(() => ctx.close());

  const upload = (form: FormData, auth: Record<string, string> = headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/uploads', headers: auth, payload: form });

  it('stores one or many images and answers their content-hash URLs', async () => {
    const png = await testImages.png(2400, 1200);
    const jpeg = await testImages.jpegWithExif();
    const res = await upload(multipartForm({}, [{ bytes: png }, { bytes: jpeg, name: 'beach.jpg' }]));
    expect(res.statusCode).toBe(201);
    const { images } = res.json();
    expect(images).toHaveLength(2);
    for (const url of images) expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{64}\.webp$/);

    const served = await ctx.app.inject({ url: images[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    // The URL is the SHA-256 of the bytes served.
    expect(images[0]).toContain(createHash('sha256').update(served.rawPayload).digest('hex'));
  });

  it('serves images publicly with immutable cache headers and an ETag, 304 when it matches', async () => {
    const { images } = (await upload(multipartForm({}, [{ bytes: await testImages.png(200, 100) }]))).json();
    const res = await ctx.app.inject({ url: images[0] });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await ctx.app.inject({ url: images[0], headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves narrower copies for srcset (?w=480|800|1200), each with its own ETag, never wider than stored', async () => {
    const { images } = (
      await upload(multipartForm({}, [{ bytes: await testImages.png(2400, 1200) }]))
    ).json();
    const original = await ctx.app.inject({ url: images[0] });
    for (const width of [480, 800, 1200]) {
      const res = await ctx.app.inject({ url: `${images[0]}?w=${width}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 2]);
      expect(res.rawPayload.length).toBeLessThan(original.rawPayload.length);
      const etag = res.headers.etag as string;
      expect(etag).not.toBe(original.headers.etag);
      const again = await ctx.app.inject({
        url: `${images[0]}?w=${width}`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }

    // A picture narrower than the copy asked for keeps its own size.
    const small = (await upload(multipartForm({}, [{ bytes: await testImages.png(300, 200) }]))).json()
      .images[0];
    const copy = await ctx.app.inject({ url: `${small}?w=800` });
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(300);
  });

  it('refuses a width it does not make with 400, and has no copy of an unknown or deleted image', async () => {
    const { images } = (await upload(multipartForm({}, [{ bytes: await testImages.png(900, 600) }]))).json();
    for (const query of ['w=500', 'w=0', 'w=abc', 'w=480&w=800']) {
      const res = await ctx.app.inject({ url: `${images[0]}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/w/);
    }
    expect((await ctx.app.inject({ url: `/api/uploads/${'0'.repeat(64)}.webp?w=480` })).statusCode).toBe(404);

    // Cached after the first request, and still gone once the image is deleted.
    expect((await ctx.app.inject({ url: `${images[0]}?w=480` })).statusCode).toBe(200);
    const hash = /([0-9a-f]{64})/.exec(images[0])?.[1] ?? '';
    expect(await imagesRepository.deleteUnused(ctx.app.db, [hash])).toEqual([hash]);
    const gone = await ctx.app.inject({ url: `${images[0]}?w=480` });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });

  it('never serves the EXIF of an uploaded JPEG', async () => {
    const { images } = (await upload(multipartForm({}, [{ bytes: await testImages.jpegWithExif() }]))).json();
    const served = (await ctx.app.inject({ url: images[0] })).rawPayload;
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes('Secret Owner')).toBe(false);
    expect(served.includes('Jane Private')).toBe(false);
  });

  it('stores the same picture once', async () => {
    const png = await testImages.png(321, 123);
    const first = (await upload(multipartForm({}, [{ bytes: png }]))).json().images[0];
    const before = await imagesRepository.count(ctx.app.db);
    const second = (await upload(multipartForm({}, [{ bytes: png }]))).json().images[0];
    expect(second).toBe(first);
    expect(await imagesRepository.count(ctx.app.db)).toBe(before);
  });

  it('answers 404 for an unknown or malformed image name', async () => {
    for (const file of [
      `${'0'.repeat(64)}.webp`,
      'nope.webp',
      `${'a'.repeat(64)}.png`,
      '..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await ctx.app.inject({ url: `/api/uploads/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ message: 'Image not found', error: 'Not Found', code: 'IMAGE_NOT_FOUND' });
    }
  });

  it('refuses SVG and garbage with 415, even when they claim to be PNG', async () => {
    for (const bytes of [testImages.svg(), testImages.garbage()]) {
      const res = await upload(multipartForm({}, [{ bytes, name: 'photo.png', type: 'image/png' }]));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: 'Unsupported Media Type', code: 'UNSUPPORTED_IMAGE_TYPE' });
      expect(res.json().message).toMatch(/^Unsupported image type/);
    }
  });

  it('refuses a file over 10 MB with 413 and a clear message', async () => {
    const res = await upload(multipartForm({}, [{ bytes: testImages.oversized(), name: 'huge.png' }]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image "huge.png" is too large: at most 10 MB per file',
      error: 'Payload Too Large',
      code: 'FILE_TOO_LARGE',
    });
  });

  it('refuses more than 20 files with 413', async () => {
    const tiny = await testImages.png(10, 10);
    const res = await upload(
      multipartForm(
        {},
        Array.from({ length: 21 }, () => ({ bytes: tiny })),
      ),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'Too many files: at most 20 images per request',
      code: 'TOO_MANY_FILES',
    });
  });

  it('answers 400 when no image is sent, or a file comes in another field', async () => {
    const none = await upload(multipartForm({ note: 'hello' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'No images were sent in the field "images"',
      code: 'NO_IMAGES_SENT',
    });

    const other = await upload(multipartForm({}, [{ field: 'photo', bytes: await testImages.png(10, 10) }]));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: 'MALFORMED_MULTIPART',
      message: expect.stringMatching(/"photo"/),
    });
  });

  it('refuses a form with too many fields or a field too long with 413, and a broken body with 400', async () => {
    const tiny = await testImages.png(10, 10);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, 'x']));
    const crowded = await upload(multipartForm(many, [{ bytes: tiny }]));
    expect([crowded.statusCode, crowded.json().code]).toEqual([413, 'TOO_MANY_FIELDS']);

    const long = await upload(multipartForm({ note: 'x'.repeat(101 * 1024) }, [{ bytes: tiny }]));
    expect(long.json()).toMatchObject({ code: 'FIELD_TOO_LONG', message: 'The field "note" is too long' });
    expect(long.statusCode).toBe(413);

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc',
    });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'MALFORMED_MULTIPART']);
  });

  it('answers 415 to a JSON body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers,
      payload: { images: [] },
    });
    expect([res.statusCode, res.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('requires an admin token to upload', async () => {
    const res = await upload(multipartForm({}, [{ bytes: await testImages.png(10, 10) }]), {});
    expect(res.statusCode).toBe(401);
  });
});
