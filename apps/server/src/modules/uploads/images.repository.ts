import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appMeta } from '../../db/schema/app-meta.ts';
import { images, serviceImages } from '../../db/schema/catalog.ts';

/** The site content's pictures (app_meta 'site.content', modules/site/site-store.ts) are kept too. */
const notPictureOfTheSite = (db: DbOrTx) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(appMeta)
      .where(
        and(eq(appMeta.key, 'site.content'), sql`position(${images.hash} in ${appMeta.value}::text) > 0`),
      ),
  );

export const imagesRepository = {
  /**
   * Stores an image once (its hash is its key). Uploading one already stored counts as a new upload:
   * its created_at is renewed, so the unattached-image cleanup gives it its full grace period again.
   */
  async insertIfMissing(
    db: DbOrTx,
    image: { hash: string; bytes: Buffer; width: number; height: number; mimeType: string },
  ) {
    await db
      .insert(images)
      .values({
        hash: image.hash,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        size: image.bytes.length,
      })
      .onConflictDoUpdate({ target: images.hash, set: { createdAt: sql`now()` } });
  },

  async findByHash(db: DbOrTx, hash: string) {
    const [row] = await db
      .select({ hash: images.hash, mimeType: images.mimeType, bytes: images.bytes })
      .from(images)
      .where(eq(images.hash, hash));
    return row;
  },

  /** Which of `hashes` are stored. */
  async existing(db: DbOrTx, hashes: readonly string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await db
      .select({ hash: images.hash })
      .from(images)
      .where(inArray(images.hash, [...hashes]));
    return new Set(rows.map((r) => r.hash));
  },

  /** Deletes those of `hashes` that no service (nor the site content) refers to; returns the deleted ones. */
  async deleteUnused(db: DbOrTx, hashes: readonly string[]): Promise<string[]> {
    if (hashes.length === 0) return [];
    const rows = await db
      .delete(images)
      .where(
        and(
          inArray(images.hash, [...hashes]),
          notExists(
            db.select({ one: sql`1` }).from(serviceImages).where(eq(serviceImages.imageHash, images.hash)),
          ),
          notPictureOfTheSite(db),
        ),
      )
      .returning({ hash: images.hash });
    return rows.map((r) => r.hash);
  },

  /** Deletes the images no service (nor the site content) refers to that were uploaded before `before`; returns how many. */
  async deleteUnattached(db: DbOrTx, before: Date): Promise<number> {
    const rows = await db
      .delete(images)
      .where(
        and(
          lt(images.createdAt, before),
          notExists(
            db.select({ one: sql`1` }).from(serviceImages).where(eq(serviceImages.imageHash, images.hash)),
          ),
          notPictureOfTheSite(db),
        ),
      )
      .returning({ hash: images.hash });
    return rows.length;
  },

  async count(db: DbOrTx) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(images);
    return row?.n ?? 0;
  },

  /** Those of `hashes` whose bytes carry `mark` (the demo pictures' metadata, services/seed-images.ts). */
  async markedWith(db: DbOrTx, hashes: readonly string[], mark: string): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await db
      .select({ hash: images.hash })
      .from(images)
      .where(
        and(
          inArray(images.hash, [...hashes]),
          sql`position(convert_to(${mark}, 'UTF8') in ${images.bytes}) > 0`,
        ),
      );
    return new Set(rows.map((row) => row.hash));
  },
};
