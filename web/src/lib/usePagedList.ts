import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { countList, requestKey, runListQuery, type ListRequest, type RestCursor } from './firestoreRest';
import { decodeFields, documentIdOf } from './restDocument';
import type { DocumentReader } from './converters';
import { nextPage, type PageReader } from './pager';

/** A public list's query, read over REST (lib/firestoreRest.ts): the request, and how a document becomes an item. */
export interface ListQuery<T> {
  request: ListRequest;
  /** The list's document reader (the feature converter's `read`). */
  read: DocumentReader<T>['read'];
  /** requestKey(request): equal keys read the same documents. */
  key: string;
}

/** A list query for `request`, read with `read`. */
export function listQueryOf<T>(request: ListRequest, read: ListQuery<T>['read']): ListQuery<T> {
  return { request, read, key: requestKey(request) };
}

const sameQuery = (a: ListQuery<unknown> | null, b: ListQuery<unknown> | null) => a === b || (!!a && !!b && a.key === b.key);

export interface PagedListState<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  /** The server may hold more items after the last one loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  /** How many documents the query matches (Firestore's count() aggregation), or null while unknown or offline. */
  total: number | null;
  /** Documents received so far (what the list cost in reads). */
  read: number;
  error: Error | null;
}

export interface PagedList<T> extends PagedListState<T> {
  /** Reads the next page (ignored while a read is running or at the end). */
  loadMore: () => void;
  /** Pages loaded so far (what the address keeps). */
  pages: number;
  /** The screen showed the list as this tab last had it (Back, `restore`), at its full length in the first render. */
  restored: boolean;
}

export interface PagedListOptions<T> {
  pageSize: number;
  /** Pages to load at once on the first read (a reloaded or shared address asks for as many as it showed). */
  initialPages?: number;
  /** Narrows results on the device (the words of a search after the first); the total is then unknown. */
  keep?: (item: T) => boolean;
  /** A change reads the list again from the first page (e.g. when the device comes back online). */
  epoch?: number;
  /** Show the list as this tab last had it, if it has it (Back: the same length, so the scroll position holds). */
  restore?: boolean;
}

const INITIAL: PagedListState<never> = {
  status: 'loading',
  items: [],
  hasMore: true,
  loadingMore: false,
  total: null,
  read: 0,
  error: null,
};

/** Whether `state` is the state a read of `query` starts from: INITIAL's values (its very `items`), no page yet. */
function isStart<T>(state: PagedListState<T> & { pages: number; query: unknown; at: unknown }, query: unknown): boolean {
  return (
    state.query === query &&
    state.pages === 0 &&
    state.at === null &&
    (Object.keys(INITIAL) as (keyof PagedListState<T>)[]).every((key) => state[key] === INITIAL[key])
  );
}

/**
 * The last few lists this tab read, so that Back shows a list at once at the length it had. Bounded on purpose:
 * a search field creates a query per keystroke, and a cache of all of them would grow for as long as the tab.
 */
const REMEMBERED = 4;
interface Remembered {
  key: string;
  state: PagedListState<unknown> & { pages: number };
  cursor: RestCursor | null;
}
const remembered: Remembered[] = [];

function recall(q: ListQuery<unknown>): Remembered | undefined {
  return remembered.find((entry) => entry.key === q.key);
}

function remember<T>(q: ListQuery<T>, state: PagedListState<T> & { pages: number }, cursor: RestCursor | null): void {
  const at = remembered.findIndex((entry) => entry.key === q.key);
  if (at >= 0) remembered.splice(at, 1);
  remembered.unshift({ key: q.key, state, cursor });
  remembered.length = Math.min(remembered.length, REMEMBERED);
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Reads pages of `base` after a cursor (lib/pager.ts), each within PAGE_READ_LIMIT_MS (lib/firestoreRest.ts). */
function readerOf<T>(base: ListQuery<T>): PageReader<T & { id: string }, RestCursor> {
  return async (cursor, count) => {
    const page = await runListQuery(base.request, cursor, count);
    return {
      items: page.documents.map((doc) => {
        const id = documentIdOf(doc);
        return { ...base.read(id, decodeFields(doc.fields)), id };
      }),
      cursor: page.cursor,
    };
  };
}

/**
 * A public list read one page at a time: `base` carries the filters and the sort (with the document id as
 * tie-breaker), each page is a one-time read continuing after the last document, and the total comes from
 * count(), not from reading documents. The reads go over Firestore's REST API (lib/firestoreRest.ts), so the
 * list needs no Firebase SDK. `base` may be a new object on every render: it is compared by its key, and a
 * different query starts again from the first page.
 *
 * Not reactfire (which the signed-in screens' single documents and bounded lists use, lib/reactfire.tsx): a public
 * list starts over REST before any Firebase code loads, pages, and would put every distinct query (each keystroke
 * of a search-as-you-type field) in its page-wide cache. The admin tables' usePagedQuery
 * (features/admin/api/paged.ts) reads the same way but patches rows in place.
 */
export function usePagedList<T extends { id: string }>(base: ListQuery<T> | null, options: PagedListOptions<T>): PagedList<T> {
  const { pageSize, initialPages = 1, keep, epoch = 0, restore = false } = options;
  const [stable, setStable] = useState(base);
  if (!sameQuery(stable, base)) setStable(base);
  // A list restored by Back is there in the very first render, so the scroll position can be put back at once.
  const [saved] = useState(() => (restore && base ? recall(base) : undefined));
  // The state names the query it belongs to: right after the query changes, the old one's pages are not shown.
  // `at` is the cursor after the state's last item, kept in the same update as the items: the cursor ref runs
  // ahead of a page still rendering (a transition), and Back must get back items and cursor in step.
  const [state, setState] = useState<PagedListState<T> & { pages: number; query: ListQuery<T> | null; at: RestCursor | null }>(() =>
    saved && base
      ? { ...(saved.state as PagedListState<T> & { pages: number }), query: base, at: saved.cursor }
      : { ...INITIAL, pages: 0, query: base, at: null },
  );
  const cursor = useRef<RestCursor | null>(saved?.cursor ?? null);
  const busy = useRef(false);
  const generation = useRef(0);
  const keepRef = useRef(keep);
  keepRef.current = keep;
  const firstPages = useRef(initialPages);
  firstPages.current = initialPages;
  // Only the first query of a screen shown by Back is restored; later ones (a new filter) are read.
  const restoring = useRef(restore);

  const load = useCallback(
    async (mine: number, pages: number) => {
      if (!stable) return;
      busy.current = true;
      // A transition: the screen's loading state (a skeleton row) never holds up the paint of the press that asked for
      // the page (components/LoadMore.tsx shows the press at once).
      startTransition(() => setState((s) => (s.loadingMore === (s.status === 'ready') ? s : { ...s, loadingMore: s.status === 'ready' })));
      try {
        const read = readerOf(stable);
        for (let i = 0; i < pages; i += 1) {
          const seen = new Set<string>();
          const page = await nextPage(read, cursor.current, pageSize, { keep: keepRef.current, seen });
          if (mine !== generation.current) return;
          cursor.current = page.cursor;
          // A page is rendered in a transition: two dozen cards, time-sliced, instead of one long task.
          startTransition(() => setState((s) => {
            const known = new Set(s.items.map((item) => item.id));
            return {
              ...s,
              status: 'ready',
              items: [...s.items, ...page.items.filter((item) => !known.has(item.id))],
              hasMore: page.hasMore,
              read: s.read + page.read,
              pages: s.pages + 1,
              at: page.cursor,
              loadingMore: i < pages - 1 && page.hasMore,
              error: null,
            };
          }));
          if (!page.hasMore) break;
        }
      } catch (error) {
        if (mine !== generation.current) return;
        setState((s) => ({ ...s, status: s.items.length > 0 ? 'ready' : 'error', loadingMore: false, error: asError(error) }));
      } finally {
        if (mine === generation.current) {
          busy.current = false;
          setState((s) => (s.loadingMore ? { ...s, loadingMore: false } : s));
        }
      }
    },
    [stable, pageSize],
  );

  useEffect(() => {
    const mine = ++generation.current;
    const restored = restoring.current && stable ? recall(stable) : undefined;
    restoring.current = false;
    if (restored && stable) {
      cursor.current = restored.cursor;
      setState({ ...(restored.state as PagedListState<T> & { pages: number }), query: stable, at: restored.cursor });
      return () => {
        generation.current += 1;
        busy.current = false;
      };
    }
    cursor.current = null;
    // The same state when it is already this query's first (the screen's first render): no render again.
    setState((s) => (isStart(s, stable) ? s : { ...INITIAL, pages: 0, query: stable, at: null }));
    if (!stable) return;
    // The total, unless the device narrows the results (then it is what the end shows). Asked once the first
    // pages are in: only the list's foot shows it, and the first cards do not share the server (or the phone's
    // connection) with a count over the whole collection.
    void load(mine, Math.max(1, firstPages.current)).then(() => {
      if (keepRef.current || mine !== generation.current) return;
      countList(stable.request)
        .then((count) => {
          if (mine === generation.current) startTransition(() => setState((s) => ({ ...s, total: count })));
        })
        .catch(() => undefined);
    });
    return () => {
      generation.current += 1;
      busy.current = false;
    };
  }, [stable, load, epoch]);

  const current = useRef(state);
  current.current = state;
  useEffect(() => {
    const { query: q, at, ...own } = state;
    if (q && own.status === 'ready' && !own.loadingMore) remember(q, own, at);
  }, [state]);
  const loadMore = useCallback(() => {
    const s = current.current;
    if (busy.current || s.status !== 'ready' || !s.hasMore) return;
    void load(generation.current, 1);
  }, [load]);

  const restored = saved !== undefined;
  if (state.query !== stable) return { ...INITIAL, pages: 0, loadMore, restored };
  const { query: _query, at: _at, ...own } = state;
  return { ...own, loadMore, restored };
}
