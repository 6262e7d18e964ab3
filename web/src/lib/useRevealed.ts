import { startTransition, useEffect, useState } from 'react';

/** Cards a list renders in its first commit: one row of the widest grid (three columns), more than a phone shows. */
export const FIRST_REVEAL = 3;

/** Cards a list renders in each following task: two rows of the widest grid. */
export const REVEAL_STEP = 6;

/**
 * How many of a list's `length` items to render: FIRST_REVEAL at first, then REVEAL_STEP more in each
 * following task (a transition), until all are. The first commit also holds the page around the list (layout,
 * filters), so it stays small: the first cards, the page's largest paint, come sooner. A page of two dozen cards is then committed in small pieces instead of one
 * long task that blocks the main thread (a phone's first visit: the first cards paint sooner, and a tap in between
 * is answered). The count only grows: a new page appended is revealed the same way, and earlier items never go.
 * `all` renders everything at once, for a list put back by Back, whose scroll position needs its whole length.
 */
export function useRevealed(length: number, all: boolean): number {
  const [count, setCount] = useState(FIRST_REVEAL);
  const shown = all ? length : Math.min(count, length);
  useEffect(() => {
    if (shown >= length) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.max(c, shown) + REVEAL_STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, length]);
  return shown;
}
