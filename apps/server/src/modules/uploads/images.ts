import { createHash } from 'node:crypto';
import { uploadedImageUrl } from '@app/shared/catalog';
import { STORED_IMAGE_WIDTH, UNSUPPORTED_IMAGE_TYPE } from '@app/shared/images';
import sharp, { type Metadata } from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isReferenceViolation } from '../../lib/pg-errors.ts';
import { imagesRepository } from './images.repository.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Web size (ARCHITECTURE.md "images"): wide enough for a full-width hero on a large screen. */
export const MAX_IMAGE_WIDTH = STORED_IMAGE_WIDTH;
// Very tall images (screenshots, posters) are capped too, far below WebP's 16383 px limit.
const MAX_IMAGE_HEIGHT = 4000;
// A 10 MB file can still decode to a huge bitmap (a "decompression bomb"); 100 MP covers phone cameras.
const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;

export interface ProcessedImage {
  /** SHA-256 of `bytes`, hex: names the public URL. */
  hash: string;
  bytes: Buffer;
  width: number;
  height: number;
  mimeType: 'image/webp';
}

export const tooLarge = (what = 'The image') =>
  new AppError('FILE_TOO_LARGE', `${what} is too large: at most 10 MB per file`);
const unsupported = () => new AppError('UNSUPPORTED_IMAGE_TYPE', UNSUPPORTED_IMAGE_TYPE);

/**
 * The format is read from the bytes (magic numbers), never from the file name or the declared type.
 * SVG is refused on purpose: it can carry scripts and links, and it is not a photo.
 */
function isAcceptedFormat(meta: Metadata): boolean {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      // AVIF is HEIF with AV1 compression; HEIC (HEVC) is not decodable by the bundled libvips.
      return meta.compression === 'av1';
    default:
      return false;
  }
}

/**
 * Turns an uploaded file into what the site serves: the first frame, turned upright from its EXIF
 * orientation, at most 1600 px wide, WebP, with every piece of metadata (EXIF with GPS position and
 * camera serials, XMP, ICC) left behind. sharp writes no metadata unless asked with keepMetadata() /
 * withExif(); the tests check it on a JPEG that carries EXIF.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw tooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!isAcceptedFormat(meta)) throw unsupported();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', 'The image is too large: at most 100 megapixels');
  }

  try {
    const { data, info } = await sharp(input, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({
        width: MAX_IMAGE_WIDTH,
        height: MAX_IMAGE_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return {
      hash: createHash('sha256').update(data).digest('hex'),
      bytes: data,
      width: info.width,
      height: info.height,
      mimeType: 'image/webp',
    };
  } catch {
    throw new AppError('IMAGE_DAMAGED', 'The image could not be read: the file is damaged or incomplete');
  }
}

/** Stores an already processed image once (its hash is its key) and returns its public URL. */
export async function saveImage(db: DbOrTx, image: ProcessedImage) {
  await imagesRepository.insertIfMissing(db, image);
  return { hash: image.hash, url: uploadedImageUrl(image.hash), width: image.width, height: image.height };
}

/** Processes an uploaded file and stores it: `{hash, url, width, height}`. */
export async function storeImage(db: DbOrTx, input: Buffer) {
  return saveImage(db, await processImage(input));
}

/**
 * Deletes those of `hashes` that no service uses any more. Best effort, after the change that freed
 * them has committed: if a service picks one up at the same moment, the foreign key keeps the image
 * and this cleanup simply leaves it.
 */
export async function deleteUnusedImages(db: DbOrTx, hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  try {
    return await imagesRepository.deleteUnused(db, [...new Set(hashes)]);
  } catch (error) {
    if (isReferenceViolation(error)) return [];
    throw error;
  }
}

/** Which of `hashes` are stored (a service may only refer to uploaded images). */
export const storedImages = (db: DbOrTx, hashes: readonly string[]) => imagesRepository.existing(db, hashes);

/** Which of `hashes` carry `mark` in their bytes (the demo pictures' mark). */
export const imagesMarkedWith = (db: DbOrTx, hashes: readonly string[], mark: string) =>
  imagesRepository.markedWith(db, hashes, mark);
