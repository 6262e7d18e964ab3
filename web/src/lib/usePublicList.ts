import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { foldText, LISTS, matchesTerms, orderOf, searchTerms, searchWords, serverTerm, type ListDefinition, type ListName } from '@mentorbridge/model';
import { useOnlineStatus } from '@/components/useOnlineStatus';
import { DEFAULT_MAX_ITEMS, inListOrder, onListChange, readList, writeList } from './offlineCache';
import { useRevealed } from './useRevealed';
import { listQueryOf, usePagedList, type ListQuery } from './usePagedList';

/** A list's copy on this device, and how it is sorted and filtered there (offlineCopyOf). */
export interface OfflineCopy<T> {
  /** The Dexie list's name: the model's list's (LISTS, offlineCopyOf). */
  name: string;
  /** The server's default sort, document id last, so the copy is in the same order. */
  compare: (a: T, b: T) => number;
  /** The list's other sorts (ListDefinition.sorts) by name, the same way: the device shows the copy in the chosen order. */
  sorts?: Readonly<Record<string, (a: T, b: T) => number>>;
  /** Whether an item passes the list's equality filters. */
  matches: (item: T, filters: Readonly<Record<string, string>>) => boolean;
}

/** What a list's copy does differently from its definition's defaults (offlineCopyOf): sort keys and filters on derived values, its other sorts. */
export type CopyRules<T> = Partial<Pick<OfflineCopy<T>, 'compare' | 'sorts' | 'matches'>>;

/**
 * The copy on this device of the model's list `name`, kept under that name: in the list's default order
 * (inListOrder), filtered by equality on each of its filter fields, unless `rules` say otherwise.
 */
export function offlineCopyOf<T extends { id: string }>(name: ListName, rules: CopyRules<T> = {}): OfflineCopy<T> {
  const list: ListDefinition = LISTS[name];
  return {
    name,
    compare: inListOrder(list.order),
    matches: (item, filters) => list.filters.every((field) => !filters[field] || (item as Record<string, unknown>)[field] === filters[field]),
    ...rules,
  };
}

export interface PublicListOptions<T> {
  /** The model's list (LISTS): its query, and its copy on this device (offlineCopyOf), which goes by its name. */
  list: ListName;
  /** The list's document reader: raw data to the model's type (the feature converter's `read`). */
  read: ListQuery<T>['read'];
  /** The equality filters by field ('' for not set); none by default. */
  filters?: Readonly<Record<string, string>>;
  /** What the user typed. */
  search?: string;
  /** One of the list's `sorts` by name; its default sort when not set. */
  sort?: string;
  /** The text an item is searched by (the model's *SearchText), for the words the server does not match; none by default. */
  searchText?: (item: T) => string[];
  /** Pages to show at once (from the address). */
  pages: number;
  /** How its copy differs from the list's defaults (a module's constant: the copy is made once). */
  copy?: CopyRules<T>;
  /** A change reads the list again from the first page (e.g. to take in new items). */
  epoch?: number;
}

export interface PublicList<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  total: number | null;
  pages: number;
  /** Documents received from Firestore so far. */
  read: number;
  /** The items come from this device's offline copy (offline, or the server did not answer). */
  fromDevice: boolean;
  /** How many the device's copy holds, when the items come from it (what a search or a filter looks through), else null. */
  saved: number | null;
  /** The items are the previous results, shown while the new ones load (no flash of an empty list). */
  refreshing: boolean;
  /** Items the list has but renders in the next tasks (lib/useRevealed.ts): its foot waits for them. */
  revealing: boolean;
  error: Error | null;
  loadMore: () => void;
}


/**
 * The copy to keep after the server sent `loaded` (the first items of the unfiltered list, in order): those,
 * then the older copy's items that sort after the last of them (the ones before it that the server did not
 * send were deleted or moved), at most DEFAULT_MAX_ITEMS.
 */
export function mergeCopy<T extends { id: string }>(
  copy: readonly T[],
  loaded: readonly T[],
  complete: boolean,
  compare: (a: T, b: T) => number,
): T[] {
  const last = loaded.at(-1);
  const ids = new Set(loaded.map((item) => item.id));
  const rest = complete || !last ? [] : copy.filter((item) => !ids.has(item.id) && compare(item, last) > 0);
  return [...loaded, ...rest].sort(compare).slice(0, DEFAULT_MAX_ITEMS);
}

/** Adds items found by a filtered or searched list to the copy (nothing removed), sorted and bounded. */
export function addToCopy<T extends { id: string }>(copy: readonly T[], found: readonly T[], compare: (a: T, b: T) => number): T[] {
  const ids = new Set(found.map((item) => item.id));
  return [...found, ...copy.filter((item) => !ids.has(item.id))].sort(compare).slice(0, DEFAULT_MAX_ITEMS);
}

/** The offline copy's items that pass the list's equality filters, in the chosen sort (one of offline.sorts) or the copy's order. */
export function filterCopy<T>(
  copy: readonly T[],
  offline: OfflineCopy<T>,
  filters: Readonly<Record<string, string>>,
  sort?: string,
): T[] {
  const found = copy.filter((item) => offline.matches(item, filters));
  const compare = sort ? offline.sorts?.[sort] : undefined;
  return compare ? found.sort(compare) : found;
}

type CopyIndex = import('minisearch').default<{ id: number; text: string }>;
/** One search index per copy (the array read from Dexie), built on the first search of it. */
const copyIndexes = new WeakMap<readonly unknown[], Promise<CopyIndex>>();

/**
 * The search index of a copy (MiniSearch, loaded only when a copy is searched, so the online path does not carry
 * it). It splits and folds text with the model's `searchWords` and `foldText`, the functions the server's search
 * tokens are made with, and searches word prefixes with every word required: the server's semantics.
 */
function indexOf<T>(copy: readonly T[], searchText: (item: T) => string[]): Promise<CopyIndex> {
  let index = copyIndexes.get(copy);
  if (!index) {
    index = import('minisearch').then(({ default: MiniSearch }) => {
      const built: CopyIndex = new MiniSearch({
        fields: ['text'],
        tokenize: (text) => searchWords([text]),
        processTerm: (term) => foldText(term) || null,
        searchOptions: { prefix: true, combineWith: 'AND' },
      });
      built.addAll(copy.map((item, id) => ({ id, text: searchText(item).join('\n') })));
      return built;
    });
    copyIndexes.set(copy, index);
  }
  return index;
}

/**
 * The offline copy, filtered, searched and sorted on the device the way the server would: the equality filters,
 * the words that begin with each typed word, ignoring case and accents (a MiniSearch index of the copy), and the
 * chosen sort (one of offline.sorts; the copy's own order without one).
 */
export async function searchCopy<T>(
  copy: readonly T[],
  offline: OfflineCopy<T>,
  filters: Readonly<Record<string, string>>,
  search: string,
  searchText: (item: T) => string[],
  sort?: string,
): Promise<T[]> {
  const terms = searchTerms(search);
  if (terms.length === 0) return filterCopy(copy, offline, filters, sort);
  const index = await indexOf(copy, searchText);
  const found = new Set(index.search(terms.join(' ')).map((result) => result.id as number));
  return filterCopy(
    copy.filter((_, id) => found.has(id)),
    offline,
    filters,
    sort,
  );
}

/** A list's query for these filters, server term and sort, the same object while they do not change. */
function usePublicListQuery<T>(
  read: ListQuery<T>['read'],
  list: ListDefinition,
  filters: Readonly<Record<string, string>>,
  term: string | null,
  sort?: string,
): ListQuery<T> {
  const filterKey = JSON.stringify(filters);
  return useMemo(
    () => listQueryOf({ list, filters: JSON.parse(filterKey) as Record<string, string>, term, sort }, read),
    [read, list, filterKey, term, sort],
  );
}

const NO_FILTERS: Readonly<Record<string, string>> = {};
/** A list without a search box: no text is searched. */
const NO_TEXT = (): string[] => [];

/**
 * A public list (mentors, videos, discussions, projects) read a page at a time from the server, filtered and
 * searched there over the whole collection (docs/data-model.md, "Search fields"): the longest typed word goes
 * to the server as `array-contains`, the others narrow the results on the device.
 *
 * What the server sends is also kept in Dexie (the list's copy on this device, offlineCopyOf), bounded to
 * DEFAULT_MAX_ITEMS; offline, the same filters, search and sort run over that copy instead.
 */
export function usePublicList<T extends { id: string }>(options: PublicListOptions<T>): PublicList<T> {
  const { read, list: name, filters = NO_FILTERS, search = '', sort, searchText = NO_TEXT, pages, copy: rules, epoch = 0 } = options;
  const list: ListDefinition = LISTS[name];
  const offline = useMemo(() => offlineCopyOf(name, rules), [name, rules]);
  const online = useOnlineStatus();
  const terms = useMemo(() => searchTerms(search), [search]);
  const term = serverTerm(terms);
  const base = usePublicListQuery(read, list, filters, term, sort);
  // The server matches one word (and only its first prefixMax characters): the device checks the rest.
  const narrowed = terms.length > 1 || (term !== null && term !== terms[0]);
  const filterKey = JSON.stringify(filters);
  const keep = useMemo(
    () => (narrowed ? (item: T) => matchesTerms(searchText(item), terms) : undefined),
    [narrowed, searchText, terms],
  );
  // Coming back online reads the list again from the server.
  // Back (a POP navigation) shows the list as it was, so the browser can put the scroll position back.
  const restore = useNavigationType() === 'POP';
  const paged = usePagedList(base, {
    pageSize: list.pageSize,
    initialPages: pages,
    keep,
    epoch: epoch * 2 + (online ? 1 : 0),
    restore,
  });

  // The device's copy of the list (read once, and again whenever it is rewritten).
  const [copy, setCopy] = useState<{ items: T[]; known: boolean } | null>(null);
  const copyName = offline.name;
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      readList<T>(copyName)
        .then((stored) => {
          // In a transition, like a page from the server: the copy may be shown as the list (time-sliced).
          if (!cancelled) startTransition(() => setCopy({ items: stored.items, known: stored.refreshedAt !== null }));
        })
        .catch(() => {
          if (!cancelled) setCopy({ items: [], known: false });
        });
    void load();
    const stop = onListChange((name) => {
      if (name === copyName) void load();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [copyName]);

  // Keep what the server sent. Only the default sort's unfiltered pages are in the copy's own order, which
  // mergeCopy relies on; what other queries find is added.
  const unfiltered = !term && Object.values(filters).every((value) => !value) && orderOf(list, sort) === list.order;
  const fresh = paged.status === 'ready' && !paged.loadingMore;
  const writtenFor = useRef<string | null>(null);
  useEffect(() => {
    if (!copy || !fresh || paged.items.length === 0) return;
    const print = JSON.stringify(paged.items.map((item) => item.id)) + String(paged.hasMore);
    if (writtenFor.current === print) return;
    writtenFor.current = print;
    const next = unfiltered
      ? mergeCopy(copy.items, paged.items, !paged.hasMore, offline.compare)
      : addToCopy(copy.items, paged.items, offline.compare);
    writeList(offline.name, next).catch((error: unknown) => console.warn(`Could not cache ${offline.name}:`, error));
  }, [offline, copy, fresh, unfiltered, paged.items, paged.hasMore]);

  const useDevice = copy !== null && copy.known && (!online || paged.status === 'error');
  // Without a search, the copy is only filtered (at once); a search runs over the copy's index (a moment later).
  const searching = terms.length > 0;
  const filteredCopy = useMemo(
    () => (useDevice && !searching && copy ? filterCopy(copy.items, offline, filters, sort) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters are compared by value (filterKey)
    [useDevice, searching, offline, copy, filterKey, sort],
  );
  const [searched, setSearched] = useState<{ copy: T[]; key: string; items: T[] } | null>(null);
  const searchKey = `${filterKey}\n${search}\n${sort ?? ''}`;
  useEffect(() => {
    if (!useDevice || !searching || !copy) return;
    let cancelled = false;
    const key = searchKey;
    searchCopy(copy.items, offline, JSON.parse(filterKey) as Record<string, string>, search, searchText, sort)
      .then((items) => {
        if (!cancelled) setSearched({ copy: copy.items, key, items });
      })
      .catch((error: unknown) => console.warn(`Could not search ${offline.name}:`, error));
    return () => {
      cancelled = true;
    };
  }, [useDevice, searching, offline, copy, filterKey, search, searchKey, searchText, sort]);
  const deviceItems = !searching
    ? filteredCopy
    : searched && copy && searched.copy === copy.items && searched.key === searchKey
      ? searched.items
      : null;

  // A repeat visit: until the server's first page arrives, the device's copy shows at once (filtered and sorted
  // the same way), so the first cards wait neither for the network nor for any Firebase code. Not for a search
  // (the copy's index is built on demand), and only before the screen has shown a page from the server.
  const hadPage = useRef(false);
  if (paged.status !== 'loading') hadPage.current = true;
  const previewable = !!copy?.known && online && !searching && paged.status === 'loading' && !hadPage.current;
  const previewItems = useMemo(
    () => (previewable && copy ? filterCopy(copy.items, offline, filters, sort).slice(0, Math.max(1, pages) * list.pageSize) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters are compared by value (filterKey)
    [previewable, offline, copy, filterKey, sort, pages, list.pageSize],
  );
  const previewing = previewable && previewItems.length > 0;

  // While a new query or search loads, the previous results stay (dimmed by the screen) instead of a skeleton.
  const shown = useRef<T[]>([]);
  let items: T[];
  let refreshing = false;
  if (useDevice && deviceItems) items = deviceItems;
  else if (previewing) items = previewItems;
  else if ((useDevice || paged.status === 'loading') && shown.current.length > 0) {
    items = shown.current;
    refreshing = true;
  } else items = paged.items;
  // A page renders a few cards per task (lib/useRevealed.ts), except a list put back whole by Back.
  const revealed = useRevealed(items.length, paged.restored);
  const revealing = revealed < items.length;
  if (revealing) items = items.slice(0, revealed);
  // What is on screen: shown again while the next query loads.
  useEffect(() => {
    shown.current = items;
  });

  if (previewing) {
    return {
      status: 'ready',
      items,
      hasMore: true,
      loadingMore: true,
      total: null,
      pages,
      read: paged.read,
      fromDevice: false,
      saved: null,
      refreshing: false,
      revealing,
      error: null,
      loadMore: paged.loadMore,
    };
  }
  if (useDevice) {
    return {
      status: deviceItems || refreshing ? 'ready' : 'loading',
      items,
      hasMore: false,
      loadingMore: false,
      total: null,
      pages,
      read: paged.read,
      fromDevice: true,
      saved: copy?.items.length ?? null,
      refreshing,
      revealing,
      error: null,
      loadMore: paged.loadMore,
    };
  }
  return {
    status: refreshing ? 'ready' : paged.status,
    items,
    hasMore: refreshing ? false : paged.hasMore,
    loadingMore: paged.loadingMore,
    total: narrowed ? null : paged.total,
    pages: paged.pages,
    read: paged.read,
    fromDevice: false,
    saved: null,
    refreshing,
    revealing,
    error: paged.error,
    loadMore: paged.loadMore,
  };
}
