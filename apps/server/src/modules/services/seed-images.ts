import type { ServiceType } from '@app/shared/catalog';
import sharp from 'sharp';
import { cityScene } from './seed-apartments.ts';
import { type CarBody, type CarPaint, carScene } from './seed-cars.ts';
import { H, RENDER_SCALE, rng, W } from './seed-scene.ts';
import { villaScene } from './seed-villas.ts';
import { yachtScene } from './seed-yachts.ts';

export { SEED_IMAGE_HEIGHT, SEED_IMAGE_WIDTH } from './seed-scene.ts';
export type { CarBody, CarPaint };

/**
 * Demo pictures drawn on the spot (no network, no binary files in the repository): SVG scenes per
 * type, rendered by sharp (librsvg) and encoded as 1600x1000 WebP. Everything comes from a seeded
 * random generator, so the same seed gives the same bytes and the same content-hash URL.
 */

export interface SeedImageSpec {
  type: ServiceType;
  seed: number;
  /** 0, 1, 2: three different compositions of the type. */
  variant: number;
  /** Cars: the paint and the body of the car shown. */
  paint?: CarPaint;
  body?: CarBody;
}

export function seedImageSvg(spec: SeedImageSpec, scale = RENDER_SCALE): string {
  const r = rng(spec.seed * 7919 + spec.variant * 104729);
  switch (spec.type) {
    case 'yachts':
      return yachtScene(r, spec.variant).svg(scale);
    case 'villas':
      return villaScene(r, spec.variant, spec.seed).svg(scale);
    case 'apartments':
      return cityScene(r, spec.variant).svg(scale);
    case 'cars':
      return carScene(
        r,
        spec.variant,
        spec.paint ?? { base: '#8a9099', light: '#e6e9ee', dark: '#2c3036' },
        spec.body ?? 'coupe',
      ).svg(scale);
  }
}

/**
 * Written into every demo picture's metadata, so the API can tell them apart from photos the owner
 * uploaded (uploads are re-encoded without metadata, so they never carry it).
 */
export const DEMO_PICTURE_MARK = 'Demo picture drawn by the seed: replace it with a real photo';

/** A 1600x1000 WebP of the scene; the same spec always gives the same bytes. */
export async function renderSeedImage(
  spec: SeedImageSpec,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  // Two steps on purpose: given a resize, sharp would render the SVG at the final size.
  const small = await sharp(Buffer.from(seedImageSvg(spec)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(small.data, { raw: small.info })
    .resize(W, H, { fit: 'fill' })
    .webp({ quality: 80, effort: 1 })
    .withExif({ IFD0: { ImageDescription: DEMO_PICTURE_MARK } })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
