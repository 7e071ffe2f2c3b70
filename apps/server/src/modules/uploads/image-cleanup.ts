import type { DbOrTx } from '../../db/client.ts';
import { isReferenceViolation } from '../../lib/pg-errors.ts';
import { imagesRepository } from './images.repository.ts';

/** How long an uploaded image may wait for the service form that uploaded it to be saved. */
export const UNATTACHED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the server looks for images nobody attached. */
export const IMAGE_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the images uploaded (POST /api/uploads, or a service form) more than a grace period ago that
 * no service refers to: a form that was abandoned, or a service whose image was replaced. Safe with
 * several instances: each DELETE only removes rows that are unattached at that moment.
 */
export async function deleteUnattachedImages(
  db: DbOrTx,
  now: Date = new Date(),
  graceMs: number = UNATTACHED_IMAGE_GRACE_MS,
): Promise<number> {
  try {
    return await imagesRepository.deleteUnattached(db, new Date(now.getTime() - graceMs));
  } catch (error) {
    // A service saved at that very moment took one of the images: the next run will see it attached.
    if (isReferenceViolation(error)) return 0;
    throw error;
  }
}

export interface ImageCleanup {
  /** Runs now, then every interval. */
  start(): void;
  /** No more runs; waits for the one under way. */
  stop(): Promise<void>;
}

export function createImageCleanup(
  db: DbOrTx,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  intervalMs: number = IMAGE_CLEANUP_INTERVAL_MS,
): ImageCleanup {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const run = async () => {
    try {
      const deleted = await deleteUnattachedImages(db);
      if (deleted > 0) log.info({ deleted }, 'uploads: deleted images no service uses');
    } catch (error) {
      log.error({ err: error }, 'uploads: the cleanup of unattached images failed');
    }
  };

  // One run at a time: a slow one is not joined by the next tick.
  const tick = () => {
    current ??= run().finally(() => {
      current = undefined;
    });
  };

  return {
    start() {
      tick();
      // unref: the cleanup never keeps the process alive.
      timer = setInterval(tick, intervalMs).unref();
    },
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
