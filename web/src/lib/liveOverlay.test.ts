// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { overlayLive } from './liveOverlay';

interface Item {
  id: string;
  at: number;
  likes?: number;
}
// Newest first, like the discussions.
const newest = (a: Item, b: Item) => b.at - a.at;
const live = (items: Item[], pending: string[] = []) => items.map((data) => ({ id: data.id, data, pending: pending.includes(data.id) }));
const ids = (r: { items: { id: string }[] }) => r.items.map((i) => i.id);
const paged: Item[] = [
  { id: 'c', at: 30 },
  { id: 'b', at: 20 },
  { id: 'a', at: 10 },
];

describe('a paged list with its first page live', () => {
  it('counts new items above the list instead of inserting them', () => {
    const result = overlayLive(paged, live([{ id: 'e', at: 50 }, { id: 'd', at: 40 }, paged[0], paged[1]]), { compare: newest, pageSize: 4 });
    expect(ids(result)).toEqual(['c', 'b', 'a']);
    expect(result.fresh).toBe(2);
  });

  it('shows items written on this device at once, and live values of loaded ones', () => {
    const result = overlayLive(paged, live([{ id: 'mine', at: 60 }, { ...paged[0], likes: 3 }, paged[1], paged[2]], ['mine']), {
      compare: newest,
      pageSize: 4,
    });
    expect(ids(result)).toEqual(['mine', 'c', 'b', 'a']);
    expect(result.items[0].pending).toBe(true);
    expect(result.items[1].data.likes).toBe(3);
    expect(result.fresh).toBe(0);
  });

  it('drops items deleted inside the live window and keeps later pages as read', () => {
    // The live window (2 items) ends at b: c was deleted; a lies beyond the window and stays.
    const result = overlayLive(paged, live([paged[1], { id: 'z', at: 15 }]), { compare: newest, pageSize: 2 });
    expect(ids(result)).toEqual(['b', 'a']);
  });

  it('narrows live items like the pages', () => {
    const result = overlayLive(paged, live([{ id: 'x', at: 50 }, ...paged]), { compare: newest, pageSize: 5, keep: (i) => i.id !== 'x' });
    expect(result.fresh).toBe(0);
  });
});

describe('a loaded item whose live value is the same', () => {
  it('keeps the object it was loaded as, and takes a changed or pending one', () => {
    const result = overlayLive(paged, live([{ ...paged[0] }, { ...paged[1], likes: 1 }, { ...paged[2] }], ['a']), { compare: newest, pageSize: 3 });
    expect(result.items[0].data).toBe(paged[0]);
    expect(result.items[1].data).not.toBe(paged[1]);
    expect(result.items[1].data.likes).toBe(1);
    expect(result.items[2].data).not.toBe(paged[2]);
    expect(result.items[2].pending).toBe(true);
  });
});
