import { useCallback, useEffect, useRef, useState } from 'react';
import { getDocs, limit, query, startAfter, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';

export interface PagedState<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  /** The server may hold more documents after the last one loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  error: Error | null;
}

export interface Paged<T extends { id: string }> extends PagedState<T> {
  /** Loads the next `count` documents after the last one loaded (ignored while a load is running). */
  loadMore: (count: number) => void;
  /** Replaces one loaded item (after an optimistic change). */
  patch: (id: string, change: (item: T) => T) => void;
  /** Removes one loaded item; returns a function that puts it back where it was. */
  remove: (id: string) => () => void;
  /** Starts again from the first page. */
  reload: () => void;
}

/**
 * A query read page by page with a cursor (`startAfter` the last document), so a list of thousands
 * of documents costs only the pages actually looked at. Pages are one-time reads, not listeners:
 * changes made from this screen are applied to the loaded items with `patch` and `remove`.
 * The base query must be stable (memoised) and carry the ordering.
 */
export function usePagedQuery<T extends { id: string }>(base: Query<T>, firstPage: number): Paged<T> {
  const [state, setState] = useState<PagedState<T>>({
    status: 'loading',
    items: [],
    hasMore: true,
    loadingMore: false,
    error: null,
  });
  const cursor = useRef<QueryDocumentSnapshot<T> | null>(null);
  const busy = useRef(false);
  // Bumped whenever the base query changes, so an answer for an old query is dropped.
  const generation = useRef(0);

  const load = useCallback(
    async (count: number, reset: boolean) => {
      if (busy.current && !reset) return;
      busy.current = true;
      const mine = ++generation.current;
      if (reset) cursor.current = null;
      setState((s) =>
        reset ? { ...s, status: 'loading', items: [], error: null } : { ...s, loadingMore: true, error: null },
      );
      try {
        const after = cursor.current;
        const snap = await getDocs(after ? query(base, startAfter(after), limit(count)) : query(base, limit(count)));
        if (mine !== generation.current) return;
        cursor.current = snap.docs.at(-1) ?? after;
        const page = snap.docs.map((d) => d.data());
        setState((s) => {
          const known = new Set(s.items.map((item) => item.id));
          return {
            status: 'ready',
            // A document already loaded (or twice in the page) is kept once: the list keys its rows by id.
            items: [...s.items, ...page.filter((item) => !known.has(item.id) && Boolean(known.add(item.id)))],
            hasMore: snap.docs.length === count,
            loadingMore: false,
            error: null,
          };
        });
      } catch (error) {
        if (mine !== generation.current) return;
        setState((s) => ({
          ...s,
          status: s.items.length > 0 ? 'ready' : 'error',
          loadingMore: false,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      } finally {
        if (mine === generation.current) busy.current = false;
      }
    },
    [base],
  );

  useEffect(() => {
    void load(firstPage, true);
    return () => {
      generation.current += 1;
      busy.current = false;
    };
  }, [load, firstPage]);

  const loadMore = useCallback((count: number) => void load(count, false), [load]);
  const reload = useCallback(() => void load(firstPage, true), [load, firstPage]);

  const patch = useCallback((id: string, change: (item: T) => T) => {
    setState((s) => ({ ...s, items: s.items.map((item) => (item.id === id ? change(item) : item)) }));
  }, []);

  const remove = useCallback((id: string) => {
    let removed: { item: T; index: number } | null = null;
    setState((s) => {
      const index = s.items.findIndex((item) => item.id === id);
      if (index < 0) return s;
      removed = { item: s.items[index], index };
      return { ...s, items: s.items.filter((item) => item.id !== id) };
    });
    return () =>
      setState((s) => {
        if (!removed || s.items.some((item) => item.id === id)) return s;
        const items = [...s.items];
        items.splice(Math.min(removed.index, items.length), 0, removed.item);
        return { ...s, items };
      });
  }, []);

  return { ...state, loadMore, patch, remove, reload };
}
