import { describe, expect, it } from 'vitest';
import { listingReviewsQuery } from './listing-reviews.ts';

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
