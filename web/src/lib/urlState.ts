import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@mantine/hooks';

/** How long a search field waits after the last keystroke before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** A list's state in the address: its filters and search by name, and how many pages it shows. */
export type ListUrlState<K extends string> = Record<K, string> & { pages: number };

const PAGES = 'pages';

/** Reads `keys` and the page count from a query string ('' for a missing key, at least 1 page). */
export function readListState<K extends string>(params: URLSearchParams, keys: readonly K[]): ListUrlState<K> {
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const pages = Number.parseInt(params.get(PAGES) ?? '', 10);
  return { ...values, pages: Number.isFinite(pages) && pages > 1 ? Math.min(pages, 50) : 1 };
}

/** Writes a list's state into a copy of `params`: empty values and a single page are left out. */
export function writeListState<K extends string>(params: URLSearchParams, keys: readonly K[], state: ListUrlState<K>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of keys) {
    if (state[key]) next.set(key, state[key]);
    else next.delete(key);
  }
  if (state.pages > 1) next.set(PAGES, String(state.pages));
  else next.delete(PAGES);
  return next;
}

/**
 * A list's filters, search and page count kept in the address, so a shared or reloaded link shows the same
 * list. Changes replace the history entry: Back leaves the list instead of undoing each keystroke, and they keep
 * the scroll position (a changed query string is not a new page to ScrollRestoration).
 *
 * Each change builds on the address as this hook last wrote it, not on the one the last render saw: the router
 * renders a navigation in a transition, so a second change (the search settling, then a filter picked) can run
 * before the first one is rendered, and building on the rendered address would undo the first.
 *
 * It returns the state twice: as the address holds it (what the list is read with), and as last chosen (what the
 * controls show). Until the router has rendered a change, an urgent render (a page of results arriving) would
 * otherwise put a select back on the previous value under the reader's arrow keys.
 */
export function useListUrlState<K extends string>(
  keys: readonly K[],
): [ListUrlState<K>, (change: Partial<ListUrlState<K>>) => void, ListUrlState<K>] {
  const [params, setParams] = useSearchParams();
  const keyList = keys.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the key names, not the array's identity
  const state = useMemo(() => readListState(params, keys), [params, keyList]);
  // The address to build on, and the writes of ours not rendered yet (oldest first).
  const latest = useRef(params);
  const pending = useRef<string[]>([]);
  // The address as last written, until the router renders it: set outside the router's transition.
  const [chosenParams, setChosenParams] = useState<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    const rendered = params.toString();
    const at = pending.current.indexOf(rendered);
    // An earlier write of ours is rendered and a later one is on its way: keep building on the later one.
    if (at >= 0 && at < pending.current.length - 1) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    // Our last write, or a change from elsewhere (a link, Back): the rendered address is the truth.
    pending.current = [];
    latest.current = params;
    setChosenParams(null);
  }, [params]);
  const update = useCallback(
    (change: Partial<ListUrlState<K>>) => {
      const next = writeListState(latest.current, keys, { ...readListState(latest.current, keys), ...change });
      latest.current = next;
      pending.current.push(next.toString());
      setChosenParams(next);
      setParams(next, { replace: true, preventScrollReset: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the key names, not the array's identity
    [setParams, keyList],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the key names, not the array's identity
  const chosen = useMemo(() => (chosenParams ? readListState(chosenParams, keys) : state), [chosenParams, state, keyList]);
  return [state, update, chosen];
}

export interface ListAddress<K extends string> {
  /**
   * The list's state as the address holds it (the search as settled after typing). Its page count is the
   * address's when the screen was rendered: trackPages records later counts without rendering again.
   */
  url: ListUrlState<K>;
  /** The filters as last chosen, which the controls show: the address's, or a change the router has not rendered yet. */
  chosen: ListUrlState<K>;
  /** What is in the search field right now. */
  typed: string;
  setTyped: (value: string) => void;
  /** Sets filters, back to the first page. */
  setFilters: (change: Partial<Record<K, string>>) => void;
  /** Clears the filters, the search and the page count (not the `kept` keys, such as a sort). */
  reset: () => void;
  /** Records how many pages the list shows, so Back and a reload show as many (see recordPages). */
  trackPages: (pages: number) => void;
}

/**
 * Writes a list's page count into the current history entry's address without a router navigation. A page
 * arrives on its own (a "Load more" that scrolled into view) at any moment, and a navigation for it would
 * cancel a link the reader has just followed whose screen is still loading, and make ScrollRestoration's
 * bookkeeping move the page. The entry's history state (the router's key, which scroll positions are saved
 * under) is kept, so Back and a reload read the count from the address as usual; nothing renders from it.
 * `pathname` is the screen's own: nothing is written once the address belongs to another screen.
 */
export function recordPages(pathname: string, pages: number): void {
  // The router may already have moved to the next screen's address while this one is still on screen.
  if (window.location.pathname !== pathname) return;
  const params = new URLSearchParams(window.location.search);
  if (pages < 1 || readListState(params, []).pages === pages) return;
  if (pages > 1) params.set(PAGES, String(pages));
  else params.delete(PAGES);
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
}

/**
 * A list screen's address: `keys` are its filters and `searchKey` its search field (null: none), whose text
 * reaches the address (and so the query) SEARCH_DEBOUNCE_MS after the last keystroke. Keys in `kept` (a sort)
 * live in the address too, but reset leaves them as they are.
 */
export function useListAddress<K extends string>(keys: readonly K[], searchKey: K | null, kept: readonly K[] = []): ListAddress<K> {
  const [url, setUrl, chosen] = useListUrlState(keys);
  const settled: string = searchKey ? url[searchKey] : '';
  const [typed, setTyped] = useState<string>(settled);
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (searchKey && debounced !== settled) setUrl({ [searchKey]: debounced, pages: 1 } as Partial<ListUrlState<K>>);
    // Only a newly settled value is written: the address changing by itself (a link, Back) must not undo it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const setFilters = useCallback(
    (change: Partial<Record<K, string>>) => setUrl({ ...change, pages: 1 } as Partial<ListUrlState<K>>),
    [setUrl],
  );
  const reset = useCallback(() => {
    setTyped('');
    const cleared = keys.filter((key) => !kept.includes(key));
    setUrl({ ...Object.fromEntries(cleared.map((key) => [key, ''])), pages: 1 } as Partial<ListUrlState<K>>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the key names, not the arrays' identity
  }, [setUrl, keys.join(','), kept.join(',')]);
  const { pathname } = useLocation();
  const trackPages = useCallback((pages: number) => recordPages(pathname, pages), [pathname]);
  return { url, chosen, typed, setTyped, setFilters, reset, trackPages };
}
