/**
 * Uploaded images in narrower copies (ARCHITECTURE.md "images": web sizes). An upload is stored at most
 * 1600 px wide; GET /api/uploads/{hash}.webp?w=N answers the same picture N px wide for each N here, so a
 * phone downloads a fifth of the bytes of the stored one. Pages list them in `srcset` and the browser
 * picks one for the space the picture takes on the screen.
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** POST /api/uploads refuses a file whose bytes are not one of these formats (415). */
export const UNSUPPORTED_IMAGE_TYPE = 'Unsupported image type: send a JPEG, PNG, WebP, AVIF or GIF image';

/** The width a stored upload has at most (the originals' size, apps/server/src/modules/uploads/images.ts). */
export const STORED_IMAGE_WIDTH = 1600;

const UPLOAD_URL = /^(?:https?:\/\/[^/?#]+)?\/api\/uploads\/[0-9a-f]{64}\.webp$/;

/**
 * `srcset` for an image URL: the narrower copies and the stored one for an upload of this site; none for
 * any other URL (an address elsewhere is shown as it is).
 */
export function imageSrcSet(url: string): string | undefined {
  if (!UPLOAD_URL.test(url)) return undefined;
  return [
    ...IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`),
    `${url} ${STORED_IMAGE_WIDTH}w`,
  ].join(', ');
}
