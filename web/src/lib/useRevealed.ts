import { startTransition, useEffect, useState } from 'react';

/** Cards a list renders in one go: two rows of the widest grid (three columns). */
export const REVEAL_STEP = 6;

/**
 * How many of a list's `length` items to render: REVEAL_STEP at first, then REVEAL_STEP more in each following
 * task (a transition), until all are. A page of two dozen cards is then committed in small pieces instead of one
 * long task that blocks the main thread (a phone's first visit: the first cards paint sooner, and a tap in between
 * is answered). The count only grows: a new page appended is revealed the same way, and earlier items never go.
 * `all` renders everything at once, for a list put back by Back, whose scroll position needs its whole length.
 */
export function useRevealed(length: number, all: boolean): number {
  const [count, setCount] = useState(REVEAL_STEP);
  const shown = all ? length : Math.min(count, length);
  useEffect(() => {
    if (shown >= length) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => Math.max(c, shown) + REVEAL_STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, length]);
  return shown;
}
