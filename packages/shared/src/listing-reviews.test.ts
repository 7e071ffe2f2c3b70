import { describe, expect, it } from 'vitest';
import {
  fromGoogleReview,
  listingReviewsImportInput,
  listingReviewsQuery,
  starRatingValue,
} from './listing-reviews.ts';

describe('listingReviewsQuery', () => {
  it('defaults to the first page of 50', () => {
    expect(listingReviewsQuery.parse({})).toEqual({ limit: 50, offset: 0 });
  });

  it('accepts limits from 1 to 50 and offsets from 0', () => {
    expect(listingReviewsQuery.parse({ limit: '1', offset: '50' })).toEqual({ limit: 1, offset: 50 });
    for (const bad of [
      { limit: '0' },
      { limit: '51' },
      { limit: 'abc' },
      { offset: '-1' },
      { offset: '1.5' },
    ]) {
      expect(listingReviewsQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('Google reviews', () => {
  it('maps the star ratings ONE..FIVE to 1..5', () => {
    expect(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'].map((r) => starRatingValue(r as 'ONE'))).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(starRatingValue('STAR_RATING_UNSPECIFIED')).toBeNull();
  });

  it('keeps the author, the photo, the comment and the reply', () => {
    expect(
      fromGoogleReview({
        reviewId: 'r1',
        reviewer: { displayName: 'Ana', profilePhotoUrl: 'https://lh3.example/a.png' },
        starRating: 'FOUR',
        comment: 'Nice',
        createTime: '2025-01-01T00:00:00Z',
        updateTime: '2025-01-02T00:00:00Z',
        reviewReply: { comment: 'Thanks', updateTime: '2025-01-03T00:00:00Z' },
      }),
    ).toEqual({
      id: 'r1',
      author: 'Ana',
      authorPhotoUrl: 'https://lh3.example/a.png',
      rating: 4,
      comment: 'Nice',
      createTime: '2025-01-01T00:00:00Z',
      updateTime: '2025-01-02T00:00:00Z',
      reply: { comment: 'Thanks', updateTime: '2025-01-03T00:00:00Z' },
    });
  });

  it('treats a blank reply as none, and a review without stars as nothing to keep', () => {
    const base = { reviewId: 'r', starRating: 'FIVE', createTime: '2025-01-01T00:00:00Z' } as const;
    expect(fromGoogleReview({ ...base, reviewReply: { comment: '  ' } })?.reply).toBeNull();
    expect(fromGoogleReview({ ...base, starRating: 'STAR_RATING_UNSPECIFIED' })).toBeNull();
  });
});

describe('listingReviewsImportInput', () => {
  const review = { id: 'a', author: 'Ana', rating: 5, comment: 'Hi', createTime: '2025-01-01T00:00:00Z' };

  it('reads {reviews} and a bare array, in either shape', () => {
    const google = { reviewId: 'g', starRating: 'TWO', createTime: '2025-01-01T00:00:00Z' };
    const fromObject = listingReviewsImportInput.parse({ reviews: [review, google], total: 2 });
    expect(fromObject.reviews.map((r) => r && [r.id, r.rating])).toEqual([
      ['a', 5],
      ['g', 2],
    ]);
    expect(listingReviewsImportInput.parse([review]).reviews).toHaveLength(1);
  });

  it('says where a file is wrong', () => {
    const result = listingReviewsImportInput.safeParse([review, { ...review, rating: 0 }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['reviews', 1, 'rating']);
  });
});
