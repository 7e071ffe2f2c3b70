import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testImages } from '../../../test/support/test-images.ts';
import { AppError } from '../../lib/app-error.ts';
import { isReferenceViolation, pgErrorCode } from '../../lib/pg-errors.ts';
import { processImage } from './images.ts';

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processImage', () => {
  it('turns a large PNG into a WebP at most 1600 px wide, named by the SHA-256 of its bytes', async () => {
    const image = await processImage(await testImages.png(2000, 1200));
    expect(image).toMatchObject({ width: 1600, height: 960, mimeType: 'image/webp' });
    expect((await sharp(image.bytes).metadata()).format).toBe('webp');
    expect(image.hash).toBe(createHash('sha256').update(image.bytes).digest('hex'));
  });

  it('never enlarges a small image', async () => {
    const image = await processImage(await testImages.png(300, 200));
    expect([image.width, image.height]).toEqual([300, 200]);
  });

  it('gives the same bytes and hash for the same input', async () => {
    const input = await testImages.png(500, 400);
    expect((await processImage(input)).hash).toBe((await processImage(input)).hash);
  });

  it('accepts JPEG, PNG, WebP, AVIF and the first frame of a GIF', async () => {
    for (const make of [
      testImages.jpegWithExif,
      testImages.png,
      testImages.webp,
      testImages.avif,
      testImages.gif,
    ]) {
      const image = await processImage(await make());
      expect((await sharp(image.bytes).metadata()).format).toBe('webp');
    }
  });

  it('strips EXIF (author, copyright, GPS), XMP and ICC metadata', async () => {
    const input = await testImages.jpegWithExif();
    expect((await sharp(input).metadata()).exif?.length).toBeGreaterThan(0);
    expect(input.includes('Secret Owner')).toBe(true);

    const { bytes } = await processImage(input);
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    for (const secret of ['Secret Owner', 'Jane Private', 'Exif', 'GPS'])
      expect(bytes.includes(secret)).toBe(false);
  });

  it('turns a photo upright from its EXIF orientation before dropping the EXIF', async () => {
    const image = await processImage(await testImages.jpegRotated());
    expect([image.width, image.height]).toEqual([20, 40]);
  });

  it('refuses SVG, TIFF and garbage with 415, whatever the file claims to be', async () => {
    for (const make of [testImages.svg, testImages.tiff, testImages.garbage]) {
      const error = await rejection(processImage(await make()));
      expect([error.statusCode, error.code]).toEqual([415, 'UNSUPPORTED_IMAGE_TYPE']);
      expect(error.message).toMatch(/^Unsupported image type/);
    }
  });

  it('refuses more than 10 MB with 413', async () => {
    const error = await rejection(processImage(testImages.oversized()));
    expect([error.statusCode, error.code]).toEqual([413, 'FILE_TOO_LARGE']);
  });

  it('refuses a damaged image with 400', async () => {
    const png = await testImages.png(800, 600);
    const error = await rejection(processImage(png.subarray(0, Math.floor(png.length / 2))));
    expect([error.statusCode, error.code]).toEqual([400, 'IMAGE_DAMAGED']);
    expect(error.message).toMatch(/damaged/);
  });
});

describe('pgErrorCode', () => {
  it('finds the SQLSTATE in the error or in its causes', () => {
    expect(pgErrorCode({ code: '23503' })).toBe('23503');
    expect(pgErrorCode(new Error('Failed query', { cause: { code: '23503' } }))).toBe('23503');
    expect(pgErrorCode(new Error('x'))).toBeUndefined();
    expect(pgErrorCode({ code: 'ECONNREFUSED' })).toBeUndefined();
  });

  it('counts NO ACTION and RESTRICT foreign keys as references', () => {
    expect(isReferenceViolation({ code: '23503' })).toBe(true);
    expect(isReferenceViolation(new Error('x', { cause: { code: '23001' } }))).toBe(true);
    expect(isReferenceViolation({ code: '23505' })).toBe(false);
  });
});
