import { describe, expect, it } from 'vitest';
import { createReviewInput, updateReviewInput } from './reviews.ts';

describe('createReviewInput', () => {
  it('accepts a rating alone: names and comment default to empty', () => {
    expect(createReviewInput.parse({ rating: 5 })).toEqual({
      firstName: '',
      lastName: '',
      rating: 5,
      comment: '',
    });
  });

  it('accepts a numeric string rating from a form and cleans the texts', () => {
    expect(
      createReviewInput.parse({
        firstName: ' Ana\u0000 ',
        lastName: null,
        rating: '4',
        comment: ' Great!\r\nThanks ',
      }),
    ).toEqual({ firstName: 'Ana', lastName: '', rating: 4, comment: 'Great!\nThanks' });
  });

  it('refuses ratings that are not whole numbers from 1 to 5', () => {
    for (const rating of [0, 6, 4.5, '', 'five', null, undefined, true]) {
      const result = createReviewInput.safeParse({ rating });
      expect(result.success, String(rating)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Rating must be a whole number from 1 to 5');
    }
  });

  it('refuses a comment over 2000 characters', () => {
    expect(createReviewInput.safeParse({ rating: 5, comment: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('updateReviewInput', () => {
  it('turns an empty reply into null (reply removed)', () => {
    expect(updateReviewInput.parse({ businessReply: '  ' })).toEqual({ businessReply: null });
  });

  it('needs at least one change', () => {
    expect(updateReviewInput.safeParse({}).success).toBe(false);
    expect(updateReviewInput.parse({ hidden: true })).toEqual({ hidden: true });
  });
});
