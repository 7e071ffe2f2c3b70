import { imageSrcSet } from '@app/shared/images';

/**
 * `sizes` of the site's pictures: the CSS width each is drawn at. The photos are 16:10 and fill their
 * frames (object-fit: cover), so a frame narrower than 16:10 draws the photo wider than itself: a 4:3
 * frame 1.2 times, a 3:4 one 2.13 times. Keep in step with the layouts named.
 */
export const imageSizes = {
  /** features/catalog/service-card.tsx in the list's grid: 1, 2 (sm) or 3 (lg) columns of 4:3 frames. */
  serviceCard: '(min-width: 1200px) 445px, (min-width: 600px) 56vw, 112vw',
  /** features/catalog/type-card.tsx on /services: 4:3, two columns of 16:11 from md. */
  typeCardWide: '(min-width: 1200px) 620px, (min-width: 900px) 55vw, 115vw',
  /** features/catalog/type-card.tsx on the home page: 4:3, then 3:4 in 2 (sm) or 4 (lg) columns. */
  typeCardTall: '(min-width: 1200px) 585px, (min-width: 600px) 96vw, 115vw',
  /** features/catalog/gallery.tsx, the large picture: 4:3, then 16:10 beside the 400 px Book Now card. */
  galleryMain: '(min-width: 1200px) 704px, (min-width: 900px) calc(100vw - 496px), 112vw',
  galleryThumbnail: '180px',
  /** features/about/about-page.tsx, the three types: 3:2, then three columns of 4:5 from sm. */
  aboutType: '(min-width: 1200px) 740px, (min-width: 600px) 62vw, 107vw',
  /** features/about/founder-page.tsx, the owner's photo of the founder: a column beside the text from md. */
  founder: '(min-width: 900px) 45vw, 100vw',
} as const;

/**
 * `src`, `srcSet` and `sizes` for an <img>: the browser downloads the narrowest copy that is sharp at
 * `sizes` on its screen. A picture hosted elsewhere keeps its one URL.
 */
export function responsiveImage(src: string, sizes: string) {
  const srcSet = imageSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
