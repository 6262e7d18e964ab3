import { describe, expect, it } from 'vitest';
import { matchesTerms, searchTerms } from '@mentorbridge/model';
import { addToCopy, mergeCopy, searchCopy, type OfflineCopy } from './usePublicList';
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

describe('the search over the offline copy', () => {
  interface Doc {
    id: string;
    kind: string;
    texts: string[];
  }
  const docs: Doc[] = [
    { id: '1', kind: 'a', texts: ['Résumé review', 'Chloé Lefèvre', 'Career switches into UX'] },
    { id: '2', kind: 'b', texts: ['Python for data science', 'Ravi Sharma', 'pandas, SQL and machine-learning'] },
    { id: '3', kind: 'a', texts: ['Mock interview: system design', 'Søren Lindqvist', 'Trade-offs of C++ and Go in 2026'] },
    { id: '4', kind: 'b', texts: ['Interviewing at start-ups', 'ZOË NOVAK', 'resumes, portfolios, PYTHON katas'] },
  ];
  const copy: OfflineCopy<Doc> = {
    name: 'test',
    compare: (a, b) => a.id.localeCompare(b.id),
    matches: (doc, filters) => !filters.kind || doc.kind === filters.kind,
  };
  const search = async (typed: string, filters: Record<string, string> = {}) =>
    (await searchCopy(docs, copy, filters, typed, (d) => d.texts)).map((d) => d.id);

  it('finds what the server finds: word prefixes, any case or accent, every word', async () => {
    const queries = ['resume', 'RÉSU', 'pyth', 'python data', 'interview', 'interviewing', 'zoe nov', 'soren', 'c go', '2026', 'ython', 'ux career', 'machine learning', 'nothing'];
    for (const typed of queries) {
      const server = docs.filter((d) => matchesTerms(d.texts, searchTerms(typed))).map((d) => d.id);
      expect(await search(typed), typed).toEqual(server);
    }
    expect(await search('resu')).toEqual(['1', '4']);
    expect(await search('inter')).toEqual(['3', '4']);
    expect(await search('inter pyth')).toEqual(['4']);
  });

  it('applies the equality filters and keeps the copy’s order', async () => {
    expect(await search('inter', { kind: 'b' })).toEqual(['4']);
    expect(await search('', { kind: 'a' })).toEqual(['1', '3']);
    expect(await search('   ')).toEqual(['1', '2', '3', '4']);
  });
});
