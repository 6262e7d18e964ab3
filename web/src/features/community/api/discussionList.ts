import { startTransition, useEffect, useMemo, useState } from 'react';
import { discussionSearchText, LISTS, matchesTerms, searchTerms, serverTerm, type Discussion } from '@mentorbridge/model';
import { overlayLive } from '@/lib/liveOverlay';
import type { LiveItem } from '@/lib/liveQuery';
import { newestFirst } from '@/lib/offlineCache';
import { usePublicList, type PublicList } from '@/lib/usePublicList';
import { whenSdksNeeded } from '@/session';
import { discussionConverter } from './converters';

export interface DiscussionList extends Omit<PublicList<Discussion>, 'items'> {
  items: LiveItem<Discussion>[];
  /** Discussions started since the list was read, shown only when the reader asks (`showNew`). */
  fresh: number;
  showNew: () => void;
}

/**
 * The first page of discussions for `term`, live, or null until it is known. The SDK (liveFirstPage.ts) is
 * imported only once `ready` (the list's first page is on screen), so the first cards never wait for it, and
 * only once the visit needs the SDKs (whenSdksNeeded): at once for a signed-in user, and for a visitor who
 * starts signed out when they act on the page or after they have been reading for a while (the page they read
 * came from the server moments before).
 */
function useLiveFirstPage(term: string | null, ready: boolean): LiveItem<Discussion>[] | null {
  const [live, setLive] = useState<{ term: string | null; items: LiveItem<Discussion>[] | null }>({ term, items: null });
  useEffect(() => {
    if (!ready) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelStart = whenSdksNeeded(() => {
      import('./liveFirstPage')
        .then(({ watchFirstPage }) => {
          // In a transition: the cards whose values changed render in slices, never one long task.
          if (!cancelled) stop = watchFirstPage(term, (items) => startTransition(() => setLive({ term, items })));
        })
        .catch((error: unknown) => console.warn('Could not watch the discussions:', error));
    });
    return () => {
      cancelled = true;
      cancelStart();
      stop?.();
    };
  }, [term, ready]);
  return live.term === term ? live.items : null;
}

/**
 * The discussions a page at a time, newest first, searched by the server over title, tags and content. The
 * first page stays live: counts and deletions show at once, the reader's own new discussion goes on top, and
 * other new ones are counted for the "N new discussions" pill instead of shifting the list. Later pages are
 * read once.
 */
export function useDiscussionList(search: string, pages: number): DiscussionList {
  const [epoch, setEpoch] = useState(0);
  const list = usePublicList({ list: 'discussions', read: discussionConverter.read, search, searchText: discussionSearchText, pages, epoch });
  const terms = useMemo(() => searchTerms(search), [search]);
  const live = useLiveFirstPage(serverTerm(terms), list.status !== 'loading');
  const liveItems = !list.refreshing ? live : null;
  const overlaid = useMemo(
    () =>
      overlayLive(list.items, liveItems, {
        compare: newestFirst,
        pageSize: LISTS.discussions.pageSize,
        keep: terms.length > 1 ? (d) => matchesTerms(discussionSearchText(d), terms) : undefined,
      }),
    [list.items, liveItems, terms],
  );
  return { ...list, items: overlaid.items, fresh: overlaid.fresh, showNew: () => setEpoch((e) => e + 1) };
}
