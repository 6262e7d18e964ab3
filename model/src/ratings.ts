/** Video ratings: the average a card shows, from the counts a function keeps (docs/data-model.md). */
import type { VideoFields } from './documents';
import { LIMITS } from './limits';
import { TEXTS } from './texts';

type RatingCounts = Pick<VideoFields, 'rating_count' | 'rating_sum'>;

/** The average stars, or null below LIMITS.ratingsShownFrom ratings (too few to say anything). */
export function ratingAverage({ rating_count, rating_sum }: RatingCounts): number | null {
  if (rating_count < LIMITS.ratingsShownFrom) return null;
  return rating_sum / rating_count;
}

/** The card's line: "4.6 · 12 ratings", or "No ratings yet". */
export function ratingLine(counts: RatingCounts): string {
  const average = ratingAverage(counts);
  return average === null ? TEXTS.ratings.none : TEXTS.ratings.line(average.toFixed(1), counts.rating_count);
}

/** Whether `stars` is a rating a viewer may give: whole stars from LIMITS.ratingMin to LIMITS.ratingMax. */
export function isRating(stars: unknown): stars is number {
  return Number.isInteger(stars) && (stars as number) >= LIMITS.ratingMin && (stars as number) <= LIMITS.ratingMax;
}
