/**
 * Reading a sorted query one page at a time (docs/data-model.md, "List queries"), without React: the cursor
 * logic of usePagedList, testable on its own.
 *
 * The cursor is the last document read, and the query sorts by its field with the document id as tie-breaker,
 * so `startAfter(cursor)` continues exactly after it: a document added or removed before the cursor between two
 * reads never shifts the next page (no duplicates, no gaps), and one added after it shows up when its turn
 * comes.
 */

/** One page as the reader returns it: the items in order, and the cursor to continue after the last one. */
export interface PageRead<T, C> {
  items: T[];
  cursor: C | null;
}

/** Reads up to `count` items after `cursor` (null: from the start). */
export type PageReader<T, C> = (cursor: C | null, count: number) => Promise<PageRead<T, C>>;

export interface PagerResult<T, C> {
  /** The items read this time that `keep` accepts and that were not read before. */
  items: T[];
  cursor: C | null;
  /** The query may hold more items after the cursor. */
  hasMore: boolean;
  /** Documents read from the query (what the reads cost). */
  read: number;
}

/** How many raw pages one `nextPage` may read to fill a page when `keep` narrows the results. */
export const MAX_READS_PER_PAGE = 5;

/**
 * Reads the next page after `cursor`: `pageSize` items that `keep` accepts, reading further raw pages when
 * `keep` drops some (a several-word search narrowed on the device), up to MAX_READS_PER_PAGE reads. Items whose
 * id is in `seen` are skipped, so a page never repeats an item.
 */
export async function nextPage<T extends { id: string }, C>(
  read: PageReader<T, C>,
  cursor: C | null,
  pageSize: number,
  options: { keep?: (item: T) => boolean; seen?: ReadonlySet<string> } = {},
): Promise<PagerResult<T, C>> {
  const { keep, seen } = options;
  const items: T[] = [];
  const ids = new Set(seen);
  let at = cursor;
  let hasMore = true;
  let total = 0;
  for (let reads = 0; reads < MAX_READS_PER_PAGE && hasMore && items.length < pageSize; reads += 1) {
    const page = await read(at, pageSize);
    total += page.items.length;
    hasMore = page.items.length === pageSize;
    at = page.cursor ?? at;
    for (const item of page.items) {
      if (ids.has(item.id)) continue;
      ids.add(item.id);
      if (!keep || keep(item)) items.push(item);
    }
  }
  return { items, cursor: at, hasMore, read: total };
}

/**
 * How long one page read may take (lib/firestoreRest.ts aborts the request then). A read the server never
 * answers fails after this long instead, and the list says so and lets the reader try again rather than show
 * a loading row for ever.
 */
export const PAGE_READ_LIMIT_MS = 15_000;

/** A page read that took longer than PAGE_READ_LIMIT_MS. */
export class PageReadTimeout extends Error {
  constructor(ms: number) {
    super(`The server did not answer within ${ms / 1000} s`);
    this.name = 'PageReadTimeout';
  }
}
