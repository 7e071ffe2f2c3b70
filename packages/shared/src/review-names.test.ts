import { describe, expect, it } from 'vitest';
import { reviewerName } from './review-names.ts';

describe('reviewerName: one privacy rule for every page that shows reviews', () => {
  it('keeps the first name and the initial of the last word', () => {
    expect(reviewerName('Valentina', 'Rossi')).toBe('Valentina R.');
    expect(reviewerName('María José', 'de la Cruz')).toBe('María C.');
    expect(reviewerName('  ana ', ' álvarez ')).toBe('ana Á.');
    expect(reviewerName('John Smith')).toBe('John S.');
  });

  it('keeps a single name, and has none for an anonymous review', () => {
    expect(reviewerName('Valentina', '')).toBe('Valentina');
    expect(reviewerName('', 'Rossi')).toBe('Rossi');
    expect(reviewerName(' ', ' ')).toBeNull();
  });
});
