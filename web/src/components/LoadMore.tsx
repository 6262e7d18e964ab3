import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Button, SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import { TEXTS } from '@mentorbridge/model';

/** What the foot of a list needs to know of it (lib/usePublicList's PublicList). */
export interface PagedListFoot {
  items: readonly unknown[];
  hasMore: boolean;
  loadingMore: boolean;
  /** How many the whole list holds (count()), or null when unknown; the end then counts the items shown. */
  total: number | null;
  /** Why the last read failed (a page the server did not answer in time), or null. */
  error: Error | null;
  loadMore: () => void;
  /** Items loaded but still to be rendered (lib/useRevealed.ts): the foot waits, showing the skeleton row. */
  revealing?: boolean;
  /**
   * The items are the device's copy (offline, or the server did not answer): the button stays, disabled, and the
   * foot says why, instead of claiming the end of a list the server may hold more of.
   */
  fromDevice?: boolean;
}

export interface LoadMoreProps {
  /** The list's noun in the plural ("mentors"). */
  noun: string;
  list: PagedListFoot;
  /** A skeleton row shown while the next page loads. */
  skeleton: ReactNode;
  /** The skeleton row's columns: the list's grid's. */
  cols?: SimpleGridProps['cols'];
}

const COLS: SimpleGridProps['cols'] = { base: 1, sm: 2, lg: 3 };

/** What the foot says: loading, a failed page, how many of how many are shown, or the end. */
function footText({ items, hasMore, loadingMore, total, fromDevice }: PagedListFoot, noun: string, failed: boolean): string {
  const shown = items.length;
  if (fromDevice) return TEXTS.lists.moreOffline(noun);
  if (loadingMore) return TEXTS.lists.loadingMore(noun);
  if (hasMore) {
    if (failed) return TEXTS.lists.moreFailed(noun);
    return total !== null && total > shown ? TEXTS.lists.shownOf(shown, total, noun) : '';
  }
  return shown > 0 ? TEXTS.lists.end(total !== null && total >= shown ? total : shown, noun) : '';
}

/**
 * The foot of a list read a page at a time: a "Load more" button that also loads when it comes into view, a
 * skeleton row while the next page loads, and a clear end. One press, or the foot coming into view once, reads
 * one page: a foot that stays in view after its page came does not read again, and nothing more is read while a
 * page is on its way. A page that failed is said, and the button then waits to be pressed again (no automatic
 * retry in a loop). What it says is announced politely. While the list is the device's copy (offline), the button
 * is shown disabled with the reason, on every list alike, and comes back to life with the server's list.
 */
export function LoadMore({ noun, list, skeleton, cols = COLS }: LoadMoreProps) {
  const { hasMore, loadingMore: loading, error, loadMore: onLoadMore, fromDevice = false } = list;
  const reason = useId();
  const failed = error !== null && !loading;
  // A press answers at once in the button, a render of this foot alone; the list's own loading state (the skeleton
  // row, the screen around it) comes in a transition (lib/usePagedList.ts). Pressed for as many items as are shown:
  // the next page's items end it, and so does a failure.
  const [pressedAt, setPressedAt] = useState<number | null>(null);
  const pressed = pressedAt === list.items.length && error === null;
  // What the foot's observer reads when the foot comes into view: the latest loadMore, and whether it may read now.
  const latest = useRef({ onLoadMore, ready: false });
  latest.current = { onLoadMore, ready: hasMore && !loading && !failed };
  // Whether the foot was in view when last reported; kept while the button is away (its page's cards rendering).
  const inView = useRef(false);
  const watch = useCallback((target: HTMLButtonElement | null) => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries[entries.length - 1].isIntersecting;
      if (visible && !inView.current && latest.current.ready) latest.current.onLoadMore();
      inView.current = visible;
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // The page's cards are still being rendered: no count, no button (which could load a page too soon), no announcement.
  if (list.revealing) {
    return (
      <SimpleGrid cols={cols} w="100%" aria-hidden>
        {skeleton}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md" align="center">
      {loading && (
        <SimpleGrid cols={cols} w="100%" aria-hidden>
          {skeleton}
        </SimpleGrid>
      )}
      <Text id={reason} size="sm" c="dimmed" role="status" aria-live="polite">
        {footText(list, noun, failed)}
      </Text>
      {fromDevice ? (
        <Button variant="default" disabled aria-describedby={reason}>
          {TEXTS.lists.loadMore(noun)}
        </Button>
      ) : hasMore && (
        <Button
          ref={watch}
          variant="default"
          onClick={() => {
            setPressedAt(list.items.length);
            onLoadMore();
          }}
          loading={loading || pressed}
        >
          {TEXTS.lists.loadMore(noun)}
        </Button>
      )}
    </Stack>
  );
}
