import { useEffect, useMemo, useRef, useState } from 'react';
import { listRefreshedAt, onListChange, readCachedItem, readList, writeList, type CachedList } from './offlineCache';

/** A list as a live Firestore hook reports it. */
export interface LiveList<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  /** The snapshot came from Firestore's local cache, not from the server. */
  fromCache: boolean;
  error?: Error;
}

export interface CachedListState<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  error?: Error;
  /** The items are not (yet) confirmed by the server: shown from this device's cache. */
  stale: boolean;
  /** When the list was last refreshed from the server (ms), or null if never on this device. */
  refreshedAt: number | null;
}

/** Items are stored as they are: IndexedDB keeps Dates (the model's time values) as Dates. */
export interface CachedListOptions<T> {
  /** The list's order, applied when cached and local items are merged. */
  compare?: (a: T, b: T) => number;
  maxItems?: number;
}

/**
 * Items from the device cache overlaid with Firestore's local view (which has this device's pending
 * writes but may hold only part of the list while offline).
 */
export function mergeLists<T extends { id: string }>(
  cached: readonly T[],
  local: readonly T[],
  compare?: (a: T, b: T) => number,
): T[] {
  const localById = new Map(local.map((item) => [item.id, item]));
  const merged = cached.map((item) => localById.get(item.id) ?? item);
  const cachedIds = new Set(cached.map((item) => item.id));
  const added = local.filter((item) => !cachedIds.has(item.id));
  const all = [...added, ...merged];
  return compare ? all.sort(compare) : all;
}

/** A cheap fingerprint of a list, so unchanged snapshots (metadata-only changes) are not written again. */
function fingerprint(items: readonly unknown[]): string {
  try {
    return JSON.stringify(items);
  } catch {
    return String(Math.random());
  }
}

/**
 * Stale-while-revalidate for a Firestore list: renders at once from the Dexie cache, keeps showing
 * it while Firestore is offline, and replaces the cache with every list the server sends.
 */
export function useCachedList<T extends { id: string }>(
  name: string,
  live: LiveList<T>,
  options: CachedListOptions<T> = {},
): CachedListState<T> {
  const { compare, maxItems } = options;
  const [cache, setCache] = useState<(CachedList<T> & { name: string }) | null>(null);
  const written = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    readList<T>(name)
      .then((list) => {
        if (!cancelled) setCache({ name, items: list.items, refreshedAt: list.refreshedAt });
      })
      .catch((error: unknown) => {
        // No IndexedDB (e.g. some private modes): the list simply comes from Firestore.
        console.warn(`Offline cache unavailable for ${name}:`, error);
        if (!cancelled) setCache({ name, items: [], refreshedAt: null });
      });
    return () => {
      cancelled = true;
    };
  }, [name]);

  // Only what the server sent is stored: Firestore's offline view may be partial.
  const fresh = live.status === 'ready' && !live.fromCache;
  useEffect(() => {
    if (!fresh) return;
    const print = fingerprint(live.items);
    if (written.current === print) return;
    written.current = print;
    const now = Date.now();
    writeList(name, live.items, { maxItems, now })
      .then(() => setCache((c) => (c && c.name === name ? { ...c, refreshedAt: now } : c)))
      .catch((error: unknown) => console.warn(`Could not cache ${name}:`, error));
  }, [fresh, live.items, name, maxItems]);

  return useMemo((): CachedListState<T> => {
    const stored = cache && cache.name === name ? cache : null;
    const refreshedAt = stored?.refreshedAt ?? null;
    if (fresh) return { status: 'ready', items: live.items, stale: false, refreshedAt };
    const hasCopy = stored !== null && stored.refreshedAt !== null;
    if (hasCopy) {
      const items = live.status === 'ready' ? mergeLists(stored.items, live.items, compare) : stored.items;
      return { status: 'ready', items, stale: true, refreshedAt };
    }
    if (live.status === 'ready') return { status: 'ready', items: live.items, stale: true, refreshedAt };
    // Wait for the device cache before showing an error: it may have the list.
    if (live.status === 'error' && stored) {
      return { status: 'error', items: [], error: live.error, stale: true, refreshedAt };
    }
    return { status: 'loading', items: [], stale: true, refreshedAt };
  }, [cache, name, fresh, live.status, live.items, live.error, compare]);
}

/** When the named lists were last refreshed from the server (null: never on this device), live. */
export function useListsRefreshedAt(names: readonly string[]): Record<string, number | null> {
  const key = names.join('\n');
  const [times, setTimes] = useState<{ key: string; value: Record<string, number | null> }>({ key: '', value: {} });
  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    let cancelled = false;
    const load = () =>
      Promise.all(wanted.map((name) => listRefreshedAt(name).catch(() => null))).then((values) => {
        if (!cancelled) setTimes({ key, value: Object.fromEntries(wanted.map((name, i) => [name, values[i]])) });
      });
    void load();
    const stop = onListChange((name) => {
      if (wanted.includes(name)) void load();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [key]);
  return times.key === key ? times.value : {};
}

/** One item of a cached list (e.g. a mentor's profile to open offline); `item` is undefined if not cached. */
export function useCachedItem<T>(list: string, id: string | null): { status: 'loading' | 'done'; item: T | undefined } {
  const [found, setFound] = useState<{ key: string; item: T | undefined } | null>(null);
  const key = id ? `${list}\n${id}` : '';
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    readCachedItem<T>(list, id)
      .catch(() => undefined)
      .then((item) => {
        if (!cancelled) setFound({ key: `${list}\n${id}`, item });
      });
    return () => {
      cancelled = true;
    };
  }, [list, id]);
  if (!id) return { status: 'done', item: undefined };
  return found && found.key === key ? { status: 'done', item: found.item } : { status: 'loading', item: undefined };
}
