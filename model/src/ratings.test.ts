import { describe, expect, it } from 'vitest';
import { isRating, ratingAverage, ratingLine } from './ratings';

describe('video ratings', () => {
  it('shows no average below three ratings', () => {
    expect(ratingAverage({ rating_count: 0, rating_sum: 0 })).toBeNull();
    expect(ratingAverage({ rating_count: 2, rating_sum: 10 })).toBeNull();
    expect(ratingLine({ rating_count: 2, rating_sum: 10 })).toBe('No ratings yet');
  });

  it('shows the average to one decimal with the count from three on', () => {
    expect(ratingAverage({ rating_count: 3, rating_sum: 13 })).toBeCloseTo(4.333, 3);
    expect(ratingLine({ rating_count: 3, rating_sum: 13 })).toBe('4.3 · 3 ratings');
    expect(ratingLine({ rating_count: 12, rating_sum: 60 })).toBe('5.0 · 12 ratings');
  });

  it('takes whole stars from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isRating)).toBe(true);
    expect([0, 6, 4.5, '4', null, -1].some(isRating)).toBe(false);
  });
});
