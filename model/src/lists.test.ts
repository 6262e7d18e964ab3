/// <reference types="node" />
// Node's types for reading the index file only: the model itself stays free of them (tsconfig "types": []).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURED_MENTORS, indexFor, indexesFor, listFilters, LISTS, MENTOR_SORTS, orderOf, PLATFORM_COUNTS, type IndexField } from './index';

/**
 * The emulator does not enforce indexes, so this test does: every query the lists can make (each combination of
 * their optional filters, with and without a search) has its composite index in firestore.indexes.json.
 */
interface StoredIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
const file = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as { indexes: StoredIndex[] };

describe('firestore.indexes.json', () => {
  it.each(Object.entries(LISTS))('has every index the %s list needs', (_name, list) => {
    const stored = file.indexes.filter((i) => i.collectionGroup === list.collection && i.queryScope === 'COLLECTION');
    const needed = indexesFor(list);
    expect(needed.length).toBeGreaterThan(0);
    for (const fields of needed) expect(stored.map((i) => i.fields)).toContainEqual(fields);
  });

  it("has the index of the home page's featured mentors", () => {
    const { list, sort } = FEATURED_MENTORS;
    const fields = indexFor(list, [], false, orderOf(list, sort));
    expect(fields).toEqual([
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'accepting', order: 'ASCENDING' },
      { fieldPath: 'response_rank', order: 'ASCENDING' },
    ]);
    const stored = file.indexes.filter((i) => i.collectionGroup === list.collection && i.queryScope === 'COLLECTION');
    expect(stored.map((i) => i.fields)).toContainEqual(fields);
  });

  it("counts the home page's numbers with equality filters only, which single-field indexes serve", () => {
    expect(PLATFORM_COUNTS.openProjects.fixed).toEqual([['mentor_accepting', true]]);
    expect(listFilters(PLATFORM_COUNTS.openProjects, {}, null)).toEqual([['mentor_accepting', '==', true]]);
    expect(listFilters(PLATFORM_COUNTS.mentors, {}, null)).toEqual([['role', '==', 'mentor']]);
    expect(listFilters(PLATFORM_COUNTS.videos, {}, null)).toEqual([]);
  });

  it('counts every combination of filters and search', () => {
    // role plus 3 optional filters, with and without search, recommended, by name, by responsiveness or by rating: 8 x 2 x 4.
    expect(indexesFor(LISTS.mentors)).toHaveLength(64);
    // No filter and no search needs only the automatic single-field index.
    expect(indexesFor(LISTS.projects)).toHaveLength(3);
  });
});

describe('orderOf', () => {
  it("gives a list's named sort, or its default sort for no name or an unknown one", () => {
    expect(orderOf(LISTS.mentors, MENTOR_SORTS.responsive)).toEqual({ field: 'response_rank', direction: 'asc' });
    expect(orderOf(LISTS.mentors, MENTOR_SORTS.name)).toEqual({ field: 'display_name', direction: 'asc' });
    expect(orderOf(LISTS.mentors, MENTOR_SORTS.recommended)).toBe(LISTS.mentors.order);
    expect(LISTS.mentors.order).toEqual({ field: 'recommended_score', direction: 'desc' });
    expect(orderOf(LISTS.mentors, 'price')).toBe(LISTS.mentors.order);
    expect(orderOf(LISTS.videos, MENTOR_SORTS.responsive)).toBe(LISTS.videos.order);
  });

  it('has an index for the responsiveness sort with every filter and the search', () => {
    expect(indexesFor(LISTS.mentors)).toContainEqual([
      { fieldPath: 'role', order: 'ASCENDING' },
      { fieldPath: 'industry', order: 'ASCENDING' },
      { fieldPath: 'rate_bucket', order: 'ASCENDING' },
      { fieldPath: 'search_tokens', arrayConfig: 'CONTAINS' },
      { fieldPath: 'response_rank', order: 'ASCENDING' },
    ]);
  });
});

describe('listFilters', () => {
  it('has the fixed filters, the set optional ones and the search word, in the order of the list index', () => {
    const filters = listFilters(LISTS.mentors, { rate_bucket: '0-50', industry: '', unknown: 'x' }, 'pyth');
    expect(filters).toEqual([
      ['role', '==', 'mentor'],
      ['rate_bucket', '==', '0-50'],
      ['search_tokens', 'array-contains', 'pyth'],
    ]);
    // The equality fields are the ones the index for this combination starts with.
    const index = indexFor(LISTS.mentors, ['rate_bucket'], true);
    expect(index?.slice(0, 3).map((field) => field.fieldPath)).toEqual(filters.map(([field]) => field));
  });

  it('ignores a word for a list without search, and is empty for an unfiltered list', () => {
    expect(listFilters(LISTS.projects, {}, 'word')).toEqual([]);
  });
});
