/**
 * Seed times are "hours ago", relative to the moment the seed runs, so that newest-first lists look real
 * whenever it runs.
 */
export const DAY = 24;
