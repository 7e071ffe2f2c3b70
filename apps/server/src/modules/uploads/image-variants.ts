import type { ImageWidth } from '@app/shared/images';
import sharp from 'sharp';

/** Narrower copies are photos seen small: a little more compression than the stored ones' 80. */
const VARIANT_QUALITY = 75;
/** What the copies may hold in memory in each process; the least recently used go first. */
const CACHE_BYTES = 48 * 1024 * 1024;

/**
 * The narrower copies of uploaded images (GET /api/uploads/{hash}.webp?w=N), made from the stored bytes
 * on first request and kept in memory. An upload's bytes never change under its hash, so a copy never
 * goes stale; it only leaves the cache for room. Browsers and proxies cache them for a year as well.
 */
export class ImageVariants {
  readonly #cache = new Map<string, Buffer>();
  #bytes = 0;
  readonly #pending = new Map<string, Promise<Buffer | undefined>>();
  readonly #capacity: number;

  constructor(capacity = CACHE_BYTES) {
    this.#capacity = capacity;
  }

  /** The image `width` px wide (or as stored when it is not wider). */
  async get(hash: string, width: ImageWidth, stored: () => Promise<Buffer | undefined>) {
    const key = `${hash}:${width}`;
    const cached = this.#cache.get(key);
    if (cached) {
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      return cached;
    }
    // Concurrent first requests for one copy share one resize.
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#make(stored, width).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    const bytes = await pending;
    if (bytes) this.#remember(key, bytes);
    return bytes;
  }

  async #make(stored: () => Promise<Buffer | undefined>, width: number) {
    const original = await stored();
    if (!original) return undefined;
    return sharp(original)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer();
  }

  #remember(key: string, bytes: Buffer) {
    if (this.#cache.has(key) || bytes.length > this.#capacity) return;
    this.#cache.set(key, bytes);
    this.#bytes += bytes.length;
    for (const [oldKey, old] of this.#cache) {
      if (this.#bytes <= this.#capacity) break;
      this.#cache.delete(oldKey);
      this.#bytes -= old.length;
    }
  }
}
