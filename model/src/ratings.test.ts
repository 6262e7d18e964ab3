import { describe, expect, it } from 'vitest';
import { isRating, ratingAverage, ratingLine, reviewLine } from './ratings';

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

describe('reviewLine', () => {
  it('says "No reviews yet" without reviews, their number below 3, and the average from 3', () => {
    expect(reviewLine({ review_count: 0, review_sum: 0 })).toBe('No reviews yet');
    expect(reviewLine({ review_count: 1, review_sum: 4 })).toBe('1 review');
    expect(reviewLine({ review_count: 2, review_sum: 9 })).toBe('2 reviews');
    expect(reviewLine({ review_count: 7, review_sum: 27 })).toBe('3.9 · 7 reviews');
  });
});
