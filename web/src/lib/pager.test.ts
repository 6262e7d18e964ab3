// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextPage, type PageReader } from './pager';

interface Doc {
  id: string;
  name: string;
}

/**
 * An in-memory collection read like Firestore reads `orderBy(name), orderBy(id), startAfter(cursor), limit(n)`:
 * the cursor is the last document's sort key, so what changed before it does not move the next page.
 */
function collection(initial: Doc[]) {
  const docs = [...initial];
  const key = (d: Doc) => `${d.name}\u0000${d.id}`;
  const read: PageReader<Doc, string> = async (cursor, count) => {
    const sorted = [...docs].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const items = sorted.filter((d) => cursor === null || key(d) > cursor).slice(0, count);
    const last = items.at(-1);
    return { items, cursor: last ? key(last) : null };
  };
  return { docs, read };
}

const names = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `d${i}`, name: `Name ${String(i).padStart(3, '0')}` }));

describe('nextPage', () => {
  it('reads a collection page by page, each item once, and knows the end', async () => {
    const { read } = collection(names(7));
    const first = await nextPage(read, null, 3);
    const second = await nextPage(read, first.cursor, 3);
    const third = await nextPage(read, second.cursor, 3);
    expect([...first.items, ...second.items, ...third.items].map((d) => d.id)).toEqual(names(7).map((d) => d.id));
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
  });

  it('has no duplicates or gaps when documents are added or removed between pages', async () => {
    const store = collection(names(6));
    const first = await nextPage(store.read, null, 3);
    // Added before the cursor (already passed), after it (still to come), and the same sort value as the cursor.
    store.docs.push({ id: 'early', name: 'Name 000a' }, { id: 'late', name: 'Name 004a' }, { id: 'd2b', name: 'Name 002' });
    store.docs.splice(store.docs.findIndex((d) => d.id === 'd1'), 1);
    const rest = await nextPage(store.read, first.cursor, 10);
    const all = [...first.items, ...rest.items].map((d) => d.id);
    expect(all).toEqual(['d0', 'd1', 'd2', 'd2b', 'd3', 'd4', 'late', 'd5']);
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads further pages to fill a page that a device-side filter narrows, up to a bound', async () => {
    const { read } = collection(names(30));
    const even = (d: Doc) => Number(d.id.slice(1)) % 2 === 0;
    const page = await nextPage(read, null, 4, { keep: even });
    expect(page.items.map((d) => d.id)).toEqual(['d0', 'd2', 'd4', 'd6']);
    expect(page.read).toBe(8);
    const none = await nextPage(read, null, 4, { keep: () => false });
    expect(none.items).toEqual([]);
    expect(none.read).toBe(20);
    expect(none.hasMore).toBe(true);
  });

  it('never repeats an item it was told was seen', async () => {
    const { read } = collection(names(4));
    const page = await nextPage(read, null, 4, { seen: new Set(['d1']) });
    expect(page.items.map((d) => d.id)).toEqual(['d0', 'd2', 'd3']);
  });
});
