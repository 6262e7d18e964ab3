import { counted } from './counting';

/**
 * Part of the text catalogue (TEXTS.ratings and TEXTS.reviews spread them): the average lines of a video's ratings
 * and a mentor's reviews (ratings.ts). A module apart from texts.ts, so that the data pages' early cards script, which
 * shows them, does not carry the whole catalogue.
 */
export const AVERAGE_LINES = {
  ratings: {
    /** Below LIMITS.ratingsShownFrom ratings a video shows no average. */
    none: 'No ratings yet',
    /** "4.6 · 12 ratings". */
    line: (average: string, count: number) => `${average} · ${counted(count, ['rating', 'ratings'])}`,
  },
  reviews: {
    /** A mentor without reviews. */
    none: 'No reviews yet',
    /** Below LIMITS.reviewsShownFrom reviews a mentor shows their number, not an average: "2 reviews". */
    few: (count: number) => counted(count, ['review', 'reviews']),
    /** "4.8 · 12 reviews". */
    line: (average: string, count: number) => `${average} · ${counted(count, ['review', 'reviews'])}`,
  },
} as const;
