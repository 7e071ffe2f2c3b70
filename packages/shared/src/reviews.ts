import { z } from 'zod';
import { multiLineText, paginationQuery, singleLineText } from './site.ts';

export const REVIEW_NAME_MAX = 60;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;

/** GET /api/reviews answers the average rating of the visible reviews in this header (2 decimals, "0" when none). */
export const AVERAGE_RATING_HEADER = 'x-average-rating';

const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

/** 1 to 5 stars; a numeric string from a form field ("4") is accepted too. */
export const ratingSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.int({ error: RATING_MESSAGE }).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
);

/** An optional text: missing or null is stored as ''. */
const optionalText = (schema: ReturnType<typeof singleLineText>) =>
  schema.nullish().transform((value) => value ?? '');

/**
 * POST /api/reviews (public). Names are optional (the site shows an "anonymous" label), the comment too
 * (a "no comment" text). Everything is stored as plain text.
 */
export const createReviewInput = z.object({
  firstName: optionalText(singleLineText(REVIEW_NAME_MAX)),
  lastName: optionalText(singleLineText(REVIEW_NAME_MAX)),
  rating: ratingSchema,
  comment: optionalText(multiLineText(REVIEW_COMMENT_MAX)),
});
export type CreateReviewInput = z.input<typeof createReviewInput>;

/**
 * A visitor's review waits as `pending` until approved (unless the owner switched on publishing without
 * approval); only `published` ones are shown and counted in the rating; `hidden` ones are kept.
 */
export const reviewStatuses = ['pending', 'published', 'hidden'] as const;
export const reviewStatusSchema = z.enum(reviewStatuses, {
  error: `status: must be one of ${reviewStatuses.join(', ')}`,
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A review as the public site shows it. `createdAt` is an ISO 8601 instant. */
export const reviewSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  businessReply: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** POST /api/reviews answers the review with its status: "pending" until approved. */
export const submittedReviewSchema = reviewSchema.extend({ status: reviewStatusSchema });

/**
 * A review as the back-office sees it: every status; `hidden` is status "hidden" (kept for the screens
 * written before moderation). The server always sends `status`; it is optional in the type only so those
 * screens' fixtures still type-check.
 */
export const adminReviewSchema = reviewSchema.extend({
  hidden: z.boolean(),
  status: reviewStatusSchema.optional(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/**
 * PATCH /api/reviews/:id (admin): approve, hide or show (`status`, or `hidden` true/false as before),
 * set or remove (null or '') the business reply.
 */
export const updateReviewInput = z
  .object({
    status: reviewStatusSchema.optional(),
    hidden: z.boolean().optional(),
    businessReply: multiLineText(REVIEW_REPLY_MAX)
      .nullable()
      .optional()
      .transform((value) => (value === '' ? null : value)),
  })
  .refine(
    (input) => input.status !== undefined || input.hidden !== undefined || input.businessReply !== undefined,
    { message: 'No changes provided: send status, hidden and/or businessReply' },
  );
export type UpdateReviewInput = z.input<typeof updateReviewInput>;

/** GET /api/reviews (public): newest first. */
export const reviewListQuery = paginationQuery({ limit: 50, maxLimit: 200 });

/** GET /api/reviews/all (admin): every review, newest first; `hidden=true|false` narrows the list. */
export const adminReviewListQuery = paginationQuery({ limit: 50, maxLimit: 200 }).extend({
  hidden: z.stringbool().optional(),
  status: reviewStatusSchema.optional(),
});

export const REVIEW_BULK_MAX = 200;
const bulkIds = z.array(z.int().positive()).min(1).max(REVIEW_BULK_MAX);

/** POST /api/reviews/bulk (admin): approve, hide or delete many reviews at once, all or none. */
export const bulkReviewInput = z.union([
  z.strictObject({ ids: bulkIds, status: reviewStatusSchema }),
  z.strictObject({ ids: bulkIds, delete: z.literal(true) }),
]);
export type BulkReviewInput = z.infer<typeof bulkReviewInput>;
export const bulkReviewResponse = z.object({ changed: z.int() });
