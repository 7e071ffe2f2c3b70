import {
  type CreateServiceInput,
  MAX_IMAGES_PER_SERVICE,
  type ServiceOf,
  type ServiceType,
  type UpdateServiceInput,
  uploadedImageHash,
} from '@app/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUnusedImages, type ProcessedImage, saveImage, storedImages } from '../uploads/images.ts';
import { toServiceColumns, toServiceDetails } from './service-response.ts';
import { servicesRepository } from './services.repository.ts';

export const serviceNotFound = () => new AppError('SERVICE_NOT_FOUND', 'Service not found');

const priceRequired = () =>
  new AppError('SERVICE_PRICE_REQUIRED', 'published: a service without a price cannot be published', {
    in: 'body',
    fields: [{ field: 'published', message: 'a service without a price cannot be published' }],
  });

/**
 * Whether the service is published after a write (ARCHITECTURE.md, "The owner's settings"): a create
 * that does not say publishes a service with a price and leaves a free one hidden; asking to publish a
 * free or archived service is refused, and so is taking the price of a published one to 0.
 */
function publishedAfter(
  asked: boolean | undefined,
  priceCents: number,
  current?: { published: boolean; archivedAt: Date | null },
): boolean {
  const published = asked ?? current?.published ?? priceCents > 0;
  if (!published) return false;
  if (current?.archivedAt) {
    throw new AppError('SERVICE_ARCHIVED', 'published: restore the archived service before publishing it', {
      in: 'body',
      fields: [{ field: 'published', message: 'restore the archived service before publishing it' }],
    });
  }
  if (priceCents <= 0) throw priceRequired();
  return true;
}

/** Hashes of the given image URLs, each checked to be a stored image. */
async function resolveImageUrls(db: DbOrTx, urls: readonly string[]): Promise<string[]> {
  const hashes = urls.map((url) => uploadedImageHash(url) ?? '');
  const stored = await storedImages(db, hashes);
  const missing = hashes.findIndex((hash) => !stored.has(hash));
  if (missing >= 0) {
    throw new AppError('VALIDATION', `images.${missing}: no uploaded image has this URL`, {
      in: 'body',
      fields: [{ field: `images.${missing}`, message: 'no uploaded image has this URL' }],
    });
  }
  return hashes;
}

/** The final image list: kept ones in the given order, then the new files; each image once. */
function imageList(kept: readonly string[], uploaded: readonly ProcessedImage[]): string[] {
  const hashes = [...new Set([...kept, ...uploaded.map((image) => image.hash)])];
  if (hashes.length > MAX_IMAGES_PER_SERVICE) {
    throw new AppError('TOO_MANY_IMAGES', `images must hold at most ${MAX_IMAGES_PER_SERVICE} images`, {
      max: MAX_IMAGES_PER_SERVICE,
    });
  }
  return hashes;
}

/** Creates a service with its images (already uploaded ones by URL, plus new processed files). */
export async function createService<T extends ServiceType>(
  db: DbOrTx,
  type: T,
  input: CreateServiceInput<T>,
  uploaded: readonly ProcessedImage[] = [],
): Promise<ServiceOf<T>> {
  return db.transaction(async (tx) => {
    const kept = await resolveImageUrls(tx, input.images ?? []);
    for (const image of uploaded) await saveImage(tx, image);
    const hashes = imageList(kept, uploaded);
    const columns = toServiceColumns(input);
    columns.published = publishedAfter(input.published, columns.priceCents ?? 0);
    const row = await servicesRepository.insert(tx, type, columns);
    await servicesRepository.replaceImages(tx, row.id, hashes);
    return toServiceDetails(type, row, hashes);
  });
}

/**
 * Updates the given fields of a service. `images`, when given, is the new order of the images it
 * keeps; new files are appended after them (or after the current images when `images` is absent).
 * Images the service no longer uses are deleted unless another service uses them.
 */
export async function updateService<T extends ServiceType>(
  db: DbOrTx,
  type: T,
  id: number,
  input: UpdateServiceInput<T>,
  uploaded: readonly ProcessedImage[] = [],
): Promise<ServiceOf<T>> {
  const { service, removed } = await db.transaction(async (tx) => {
    // Locks the row: two edits of one service apply one after the other, images included.
    const current = await servicesRepository.findById(tx, type, id, { forUpdate: true });
    if (!current) throw serviceNotFound();
    const before = (await servicesRepository.imageHashes(tx, [id])).get(id) ?? [];

    let after = before;
    const imagesChange = input.images !== undefined || uploaded.length > 0;
    if (imagesChange) {
      const kept = input.images !== undefined ? await resolveImageUrls(tx, input.images) : before;
      for (const image of uploaded) await saveImage(tx, image);
      after = imageList(kept, uploaded);
      await servicesRepository.replaceImages(tx, id, after);
    }

    const columns = toServiceColumns(input);
    if (input.published !== undefined || columns.priceCents !== undefined) {
      columns.published = publishedAfter(input.published, columns.priceCents ?? current.priceCents, current);
    }
    // A change of images only still bumps updatedAt: the listing changed.
    const changed = Object.keys(columns).length > 0 || imagesChange;
    const row = changed ? await servicesRepository.update(tx, type, id, columns) : current;
    if (!row) throw serviceNotFound();
    return {
      service: toServiceDetails(type, row, after),
      removed: before.filter((hash) => !after.includes(hash)),
    };
  });
  await deleteUnusedImages(db, removed);
  return service;
}
