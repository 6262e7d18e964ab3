import { describe, expect, it } from 'vitest';
import { blockListWithout, hideBlocked, newBlockList, TEXTS } from './index';

const items = [
  { id: 'c1', author: 'mara' },
  { id: 'c2', author: 'leo' },
  { id: 'c3', author: 'mara' },
  { id: 'c4', author: 'ana' },
];
const authorOf = (item: (typeof items)[number]) => item.author;

describe('hideBlocked', () => {
  it('leaves out the items of blocked authors, in order, and counts them', () => {
    expect(hideBlocked(items, new Set(['mara']), authorOf)).toEqual({ shown: [items[1], items[3]], hidden: 2 });
    expect(hideBlocked(items, new Set(['mara', 'leo', 'ana']), authorOf)).toEqual({ shown: [], hidden: 4 });
  });

  it('hides nothing while the blocks are unknown, or when nobody is blocked', () => {
    expect(hideBlocked(items, null, authorOf)).toEqual({ shown: items, hidden: 0 });
    expect(hideBlocked(items, new Set(), authorOf)).toEqual({ shown: items, hidden: 0 });
    expect(hideBlocked(items, new Set(['someone-else']), authorOf)).toEqual({ shown: items, hidden: 0 });
  });
});

describe('block lists', () => {
  it('append a person once, newest last, and remove one', () => {
    expect(newBlockList([], 'now', 'mara')).toEqual({ blocked: ['mara'], updated_at: 'now' });
    expect(newBlockList(['mara'], 'now', 'leo').blocked).toEqual(['mara', 'leo']);
    expect(newBlockList(['mara'], 'now', 'mara').blocked).toEqual(['mara']);
    expect(newBlockList(['mara'], 'now').blocked).toEqual(['mara']);
    expect(blockListWithout(['mara', 'leo'], 'mara', 'now')).toEqual({ blocked: ['leo'], updated_at: 'now' });
  });
});

describe('TEXTS.moderation.hiddenByBlock', () => {
  it('counts one hidden item, and several', () => {
    expect(TEXTS.moderation.hiddenByBlock(1)).toBe('1 hidden from a blocked user');
    expect(TEXTS.moderation.hiddenByBlock(3)).toBe('3 hidden from blocked users');
  });
});
