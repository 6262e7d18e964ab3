import type { LiveItem } from './liveQuery';
import { sameValue } from './sameValue';

export interface Overlaid<T> {
  items: LiveItem<T>[];
  /** Items the server added above the list since it was read: the "N new" pill's count. */
  fresh: number;
}

/**
 * A list read a page at a time (`paged`) with its first page kept live (`live`, the same query's first page):
 * loaded items take their live values (counts, the pending mark), items deleted from the live window go, items
 * written on this device go on top at once, and other items that appeared above the first loaded one are only
 * counted (`fresh`), so the list never shifts under the reader. `keep` narrows live items like the pages.
 * A loaded item whose live value is the same keeps its object: a card memoised on it does not render again when
 * the live page arrives.
 */
export function overlayLive<T extends { id: string }>(
  paged: readonly T[],
  live: readonly LiveItem<T>[] | null,
  options: { compare: (a: T, b: T) => number; pageSize: number; keep?: (item: T) => boolean },
): Overlaid<T> {
  const { compare, pageSize, keep } = options;
  if (!live) return { items: paged.map((data) => ({ id: data.id, data, pending: false })), fresh: 0 };
  const liveItems = live.map((item) => ({ ...item, data: { ...item.data, id: item.id } }));
  const liveById = new Map(liveItems.map((item) => [item.id, item]));
  const pagedIds = new Set(paged.map((item) => item.id));
  const liveLast = liveItems.at(-1)?.data;
  const windowFull = live.length >= pageSize;
  const inWindow = (item: T) => !windowFull || (liveLast !== undefined && compare(item, liveLast) <= 0);
  const first = paged[0];

  const mine: LiveItem<T>[] = [];
  let fresh = 0;
  for (const item of liveItems) {
    if (pagedIds.has(item.id) || (keep && !keep(item.data))) continue;
    if (item.pending) mine.push(item);
    else if (!first || compare(item.data, first) < 0) fresh += 1;
  }
  const kept = paged.flatMap((data): LiveItem<T>[] => {
    const now = liveById.get(data.id);
    if (now) return [!now.pending && sameValue(now.data, data) ? { id: data.id, data, pending: false } : now];
    return inWindow(data) ? [] : [{ id: data.id, data, pending: false }];
  });
  return { items: [...mine.sort((a, b) => compare(a.data, b.data)), ...kept], fresh };
}
