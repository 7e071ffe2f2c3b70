import { z } from 'zod';

/** SPEC.md section 9: business-listing reviews come in pages of 50, starting at offset 0. */
export const LISTING_REVIEWS_PAGE_SIZE = 50;

/** GET /api/google-mybusiness/reviews (public). */
export const listingReviewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LISTING_REVIEWS_PAGE_SIZE).default(LISTING_REVIEWS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export type ListingReviewsQuery = z.input<typeof listingReviewsQuery>;

/** One review of the business listing. Instants are ISO 8601. */
export const listingReviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createTime: z.string(),
  /** The business's answer, when it gave one. */
  reply: z.object({ comment: z.string(), updateTime: z.string() }).optional(),
});
export type ListingReview = z.infer<typeof listingReviewSchema>;

/**
 * A page of listing reviews, newest first: `count` reviews on this page, `total` in all. More exist while
 * offset + count < total (SPEC.md section 4: load-more appends and advances the offset by `count`).
 */
export const listingReviewsResponse = z.object({
  reviews: z.array(listingReviewSchema),
  count: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ListingReviewsResponse = z.infer<typeof listingReviewsResponse>;
