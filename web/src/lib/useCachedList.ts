import { useEffect, useState } from 'react';
import { listRefreshedAt, onListChange, readCachedItem } from './offlineCache';

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
