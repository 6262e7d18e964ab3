import { describe, expect, it } from 'vitest';
import { addToCopy, mergeCopy } from './usePublicList';
import { DEFAULT_MAX_ITEMS } from './offlineCache';

interface Item {
  id: string;
}
const byId = (a: Item, b: Item) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const items = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (list: Item[]) => list.map((item) => item.id);

describe('the offline copy of a list', () => {
  it('takes the pages the server sent and keeps older items only after the last of them', () => {
    // b was deleted on the server (it sorts before the last item sent, and was not sent); e and f lie beyond.
    expect(ids(mergeCopy(items('a', 'b', 'c', 'e', 'f'), items('a', 'c', 'd'), false, byId))).toEqual(['a', 'c', 'd', 'e', 'f']);
  });

  it('drops everything the server did not send once it sent the whole list', () => {
    expect(ids(mergeCopy(items('a', 'b', 'z'), items('a', 'c'), true, byId))).toEqual(['a', 'c']);
  });

  it('adds what a search found without removing anything, and never grows past its bound', () => {
    expect(ids(addToCopy(items('a', 'c'), items('b'), byId))).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: DEFAULT_MAX_ITEMS + 50 }, (_, i) => ({ id: `i${String(i).padStart(4, '0')}` }));
    expect(addToCopy(many.slice(0, 300), many.slice(300), byId)).toHaveLength(DEFAULT_MAX_ITEMS);
    expect(mergeCopy([], many, true, byId)).toHaveLength(DEFAULT_MAX_ITEMS);
  });
});
