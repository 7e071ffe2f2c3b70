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
  /**
   * True while the stored reviews are the demo seed's samples, not the listing's: the site then never
   * presents them as reviews from Google.
   */
  demo: z.boolean().optional(),
});
export type ListingReviewsResponse = z.infer<typeof listingReviewsResponse>;

// ---------------------------------------------------------------------------------------------------
// The Business Profile API's own review shape (accounts.locations.reviews.list).
// ---------------------------------------------------------------------------------------------------

/** Star ratings as the Business Profile API writes them; STAR_RATING_UNSPECIFIED has no number. */
export const googleStarRatings = ['STAR_RATING_UNSPECIFIED', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type GoogleStarRating = (typeof googleStarRatings)[number];
const starValues: Record<GoogleStarRating, number | null> = {
  STAR_RATING_UNSPECIFIED: null,
  ONE: 1,
  TWO: 2,
  THREE: 3,
  FOUR: 4,
  FIVE: 5,
};

/** ONE..FIVE -> 1..5; unspecified -> null. */
export function starRatingValue(rating: GoogleStarRating): number | null {
  return starValues[rating];
}

/** An RFC 3339 instant ('2024-05-01T10:00:00Z', fractions and offsets allowed). */
const instant = z.iso.datetime({ offset: true });

/** One review as Google lists it: only the fields the site keeps (others are ignored). */
export const googleReviewSchema = z.object({
  reviewId: z.string().min(1).max(500),
  reviewer: z
    .object({
      displayName: z.string().max(500).optional(),
      profilePhotoUrl: z.string().max(2000).optional(),
      isAnonymous: z.boolean().optional(),
    })
    .optional(),
  starRating: z.enum(googleStarRatings),
  comment: z.string().max(20_000).optional(),
  createTime: instant,
  updateTime: instant.optional(),
  reviewReply: z.object({ comment: z.string().max(20_000), updateTime: instant.optional() }).optional(),
});
export type GoogleReview = z.infer<typeof googleReviewSchema>;

/** One page of accounts.locations.reviews.list (pageSize at most 50, then nextPageToken). */
export const googleReviewsPageSchema = z.object({
  reviews: z.array(z.unknown()).optional(),
  nextPageToken: z.string().optional(),
  totalReviewCount: z.number().optional(),
  averageRating: z.number().optional(),
});

// ---------------------------------------------------------------------------------------------------
// A review as the cache stores it, from either source (the Google sync or an imported file).
// ---------------------------------------------------------------------------------------------------

export interface ListingReviewRecord {
  id: string;
  author: string;
  authorPhotoUrl: string | null;
  rating: number;
  comment: string;
  createTime: string;
  updateTime: string | null;
  reply: { comment: string; updateTime: string | null } | null;
}

/** Google's review as the cache keeps it; null for a review without a star rating (nothing to show). */
export function fromGoogleReview(review: GoogleReview): ListingReviewRecord | null {
  const rating = starRatingValue(review.starRating);
  if (rating === null) return null;
  const reply = review.reviewReply?.comment.trim()
    ? { comment: review.reviewReply.comment, updateTime: review.reviewReply.updateTime ?? null }
    : null;
  return {
    id: review.reviewId,
    author: review.reviewer?.displayName ?? '',
    authorPhotoUrl: review.reviewer?.profilePhotoUrl ?? null,
    rating,
    comment: review.comment ?? '',
    createTime: review.createTime,
    updateTime: review.updateTime ?? null,
    reply,
  };
}

// ---------------------------------------------------------------------------------------------------
// POST /api/google-mybusiness/import: a JSON export of the listing's reviews (admin).
// ---------------------------------------------------------------------------------------------------

/** The most reviews one file may hold, and the largest file the route accepts. */
export const LISTING_IMPORT_MAX_REVIEWS = 10_000;
export const LISTING_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The demo rows' ids; a file holding them is the demo data exported again, not the listing. */
export const SAMPLE_REVIEW_ID_PREFIX = 'sample-';

/** A review in this API's own shape (an item of GET /api/google-mybusiness/reviews). */
const siteShapedReview = z.object({
  id: z.string().trim().min(1).max(500),
  author: z.string().max(500).default(''),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(20_000).default(''),
  createTime: instant,
  updateTime: instant.optional(),
  reply: z
    .object({ comment: z.string().max(20_000), updateTime: instant.optional() })
    .nullable()
    .optional(),
});

const isGoogleShaped = (value: unknown) =>
  typeof value === 'object' && value !== null && ('reviewId' in value || 'starRating' in value);

/**
 * One review of an imported file, in either shape: this API's ({id, author, rating, ...}) or Google's
 * ({reviewId, reviewer, starRating, ...}). The shape is chosen per item so that a mistake is reported
 * with the item's own field names ('reviews.3.starRating: ...'), which a union of both could not do.
 */
const importedReview = z.unknown().transform((value, ctx): ListingReviewRecord | null => {
  const google = isGoogleShaped(value);
  const parsed = (google ? googleReviewSchema : siteShapedReview).safeParse(value);
  if (!parsed.success) {
    for (const { message: _ownPath, ...issue } of parsed.error.issues) {
      // Without its message the issue is worded again with the whole path (reviews.3.rating: ...).
      ctx.addIssue({ ...issue, input: undefined } as Parameters<typeof ctx.addIssue>[0]);
    }
    return z.NEVER;
  }
  if (google) return fromGoogleReview(parsed.data as GoogleReview);
  const review = parsed.data as z.infer<typeof siteShapedReview>;
  return {
    id: review.id,
    author: review.author,
    authorPhotoUrl: null,
    rating: review.rating,
    comment: review.comment,
    createTime: review.createTime,
    updateTime: review.updateTime ?? null,
    reply: review.reply?.comment.trim()
      ? { comment: review.reply.comment, updateTime: review.reply.updateTime ?? null }
      : null,
  };
});

/**
 * The file: `{reviews: [...]}` (what GET /api/google-mybusiness/reviews answers, or Google's own list
 * answer) or a bare array of reviews. Reviews without a star rating are dropped (null after parsing).
 */
export const listingReviewsImportInput = z
  .preprocess(
    (raw) => (Array.isArray(raw) ? { reviews: raw } : raw),
    z.object({
      reviews: z
        .array(importedReview)
        .min(1, 'reviews: the file holds no reviews')
        .max(LISTING_IMPORT_MAX_REVIEWS, `reviews: at most ${LISTING_IMPORT_MAX_REVIEWS} reviews per file`)
        .superRefine((reviews, ctx) => {
          // The demo data exported and imported again would pass for the listing's reviews.
          const index = reviews.findIndex((review) => review?.id.startsWith(SAMPLE_REVIEW_ID_PREFIX));
          if (index >= 0) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `reviews.${index}.id: ids starting with "${SAMPLE_REVIEW_ID_PREFIX}" are the demo reviews, not the listing's`,
            });
          }
        }),
    }),
  )
  .meta({
    description:
      'A JSON export of the listing reviews: {reviews: [...]} or an array. Each review either as GET /api/google-mybusiness/reviews answers it ({id, author, rating 1-5, comment, createTime, reply?}) or as the Business Profile API lists it ({reviewId, reviewer.displayName, starRating ONE..FIVE, comment, createTime, updateTime, reviewReply}).',
  });
export type ListingReviewsImportInput = z.input<typeof listingReviewsImportInput>;

// ---------------------------------------------------------------------------------------------------
// Sync runs and the admin status (GET /api/google-mybusiness/status, POST .../sync, POST .../import).
// ---------------------------------------------------------------------------------------------------

export const listingSyncSources = ['google', 'import'] as const;
export type ListingSyncSource = (typeof listingSyncSources)[number];

/** What one sync or import did. `error` says why a run failed (null when it succeeded). */
export const listingSyncResultSchema = z.object({
  /** Reviews read from Google or from the file. */
  fetched: z.number().int(),
  /** Reviews added or changed in the cache (unchanged ones are not counted). */
  upserted: z.number().int(),
  /** Reviews removed because the listing no longer has them (complete Google syncs only). */
  deleted: z.number().int(),
  /** Demo reviews removed by the first successful sync or import. */
  samplesRemoved: z.number().int(),
  /** Reviews that could not be kept (no star rating, or not readable). */
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type ListingSyncResult = z.infer<typeof listingSyncResultSchema>;

export const listingSyncRunSchema = z.object({
  id: z.number().int(),
  source: z.enum(listingSyncSources),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** null while the run is still going. */
  ok: z.boolean().nullable(),
  result: listingSyncResultSchema.nullable(),
});
export type ListingSyncRun = z.infer<typeof listingSyncRunSchema>;

export const listingReviewsStatusResponse = z.object({
  /** GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_REFRESH_TOKEN, GOOGLE_ACCOUNT_ID and GOOGLE_LOCATION_ID are set. */
  configured: z.boolean(),
  /** How often the server syncs by itself (GOOGLE_SYNC_INTERVAL_MINUTES); null when it does not. */
  syncIntervalMinutes: z.number().int().nullable(),
  /** A sync or an import is under way (on any instance). */
  running: z.boolean(),
  /** The last finished sync or import, successful or not. */
  lastRun: listingSyncRunSchema.nullable(),
  /** When the cache was last refreshed successfully. */
  lastSuccessAt: z.string().nullable(),
  /** Reviews the public endpoint serves, and how many of them are demo samples. */
  total: z.number().int(),
  samples: z.number().int(),
  /** The listing's public review page (site content googleReviewsUrl). */
  listingUrl: z.string(),
});
export type ListingReviewsStatus = z.infer<typeof listingReviewsStatusResponse>;

/** Texts the API answers exactly; the admin screen shows them translated. */
export const listingReviewsMessages = {
  notConfigured: 'Google Business Profile is not configured',
  busy: 'A sync of the listing reviews is already running; try again in a moment',
} as const;
