/**
 * Part of the text catalogue (TEXTS.time spreads it): the words of a relative time that the data pages' early cards
 * script shows too (web/src/lib/dates.ts, `timeAgo`). A module apart from texts.ts, so that script does not carry the
 * whole catalogue.
 */
export const TIME_WORDS = {
  /** An unknown time (a post still being sent) or one less than a minute ago. */
  justNow: 'just now',
} as const;
