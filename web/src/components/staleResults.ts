import type { CSSProperties } from 'react';

/**
 * A list's grid while it shows the previous results as the next ones load (no flash of an empty list): busy for
 * assistive technology, dimmed, and inert, so neither a Tab nor a tap lands on a card the new results may not have.
 */
export function staleResults(refreshing: boolean): { 'aria-busy': boolean; inert: boolean; style: CSSProperties } {
  return { 'aria-busy': refreshing, inert: refreshing, style: { opacity: refreshing ? 0.6 : 1 } };
}
