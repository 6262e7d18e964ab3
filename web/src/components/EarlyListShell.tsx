import type { ReactNode } from 'react';
import { EARLY_LIST } from '@/lib/earlyCards';

/**
 * A data page's list in its build-time shell (docs/architecture.md, "First cards before the app"): the page's own
 * filters where the page has them, inert until the app starts, so the cards do not move when it takes over; then
 * the skeletons, which the first cards before the app replace (lib/earlyCards.ts). The filters' wrapper makes no
 * box of its own (`display: contents`): each of its elements sits in the page's layout as it does in the page.
 */
export function EarlyListShell({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <>
      <div inert style={{ display: 'contents' }}>
        {filters}
      </div>
      <div {...{ [EARLY_LIST]: '' }}>{children}</div>
    </>
  );
}
