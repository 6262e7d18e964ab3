/** Star averages: a video's ratings and a mentor's reviews, from the counts functions keep (docs/data-model.md). */
import type { ProfileFields, VideoFields } from './documents';
import { custom, type FieldKind } from './fieldKinds';
import { LIMITS } from './limits';
import { AVERAGE_LINES } from './averageLines';

type RatingCounts = Pick<VideoFields, 'rating_count' | 'rating_sum'>;
type ReviewCounts = Pick<ProfileFields, 'review_count' | 'review_sum'>;

/** The words of an average's line: the line itself and what shows below the threshold. */
interface AverageWords {
  none: string;
  line: (average: string, count: number) => string;
}

/** The average stars of `count` scores summing to `sum`, or null below `shownFrom` (too few to say anything). */
function averageOf(count: number, sum: number, shownFrom: number): number | null {
  return count < shownFrom ? null : sum / count;
}

/** "4.6 · 12 ratings" (one decimal), or the words' `none` below `shownFrom`. */
function averageLine(count: number, sum: number, shownFrom: number, words: AverageWords): string {
  const average = averageOf(count, sum, shownFrom);
  return average === null ? words.none : words.line(average.toFixed(1), count);
}

/** The average stars, or null below LIMITS.ratingsShownFrom ratings (too few to say anything). */
export function ratingAverage({ rating_count, rating_sum }: RatingCounts): number | null {
  return averageOf(rating_count, rating_sum, LIMITS.ratingsShownFrom);
}

/** The card's line: "4.6 · 12 ratings", or "No ratings yet". */
export function ratingLine({ rating_count, rating_sum }: RatingCounts): string {
  return averageLine(rating_count, rating_sum, LIMITS.ratingsShownFrom, AVERAGE_LINES.ratings);
}

/**
 * A mentor's line on their card and profile: "4.8 · 12 reviews"; below LIMITS.reviewsShownFrom reviews only their
 * number ("2 reviews"), as the list of reviews below it shows; "No reviews yet" without any.
 */
export function reviewLine({ review_count, review_sum }: ReviewCounts): string {
  if (review_count > 0 && review_count < LIMITS.reviewsShownFrom) return AVERAGE_LINES.reviews.few(review_count);
  return averageLine(review_count, review_sum, LIMITS.reviewsShownFrom, AVERAGE_LINES.reviews);
}

/** Whether `stars` is a rating a viewer may give: whole stars from LIMITS.ratingMin to LIMITS.ratingMax. */
export function isRating(stars: unknown): stars is number {
  return Number.isInteger(stars) && (stars as number) >= LIMITS.ratingMin && (stars as number) <= LIMITS.ratingMax;
}

/** A rating's or a review's stars as a field (fieldKinds.ts): whole stars 1 to 5, 0 for anything else (never written under the rules). */
/* @__NO_SIDE_EFFECTS__ */
export function ratingStars(): FieldKind<number, 0> {
  return custom(0, (value) => (isRating(value) ? value : 0));
}
